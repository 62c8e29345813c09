import { APPLICATION_STATUSES } from '@nakshatra/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { astrologerMessages } from '../admin-astrologers.messages';
import { getAstrologerApplications, type AstrologerListQuery } from '../api/astrologers-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useListParams } from '../hooks/use-query-params.hook';
import { adminAstrologerPath } from '../lib/admin-paths';
import { standingOf, type AstrologerStanding } from '../lib/astrologer-standing';
import { oneOf, pageOf } from '../lib/one-of';
import { FilterSelect, SearchFilters } from './admin-list-filters.component';
import { PagedTable } from './paged-table.component';

const PAGE_SIZE = 20;
/** The active filter as get_astrologer_applications takes it: only active records, or only deactivated ones. */
const ACTIVE_FILTERS = ['true', 'false'] as const satisfies readonly NonNullable<AstrologerListQuery['active']>[];

const STANDING_CLASSES: Readonly<Record<AstrologerStanding, string>> = { pending: 'pending', approved: 'published', rejected: 'draft', deactivated: 'draft' };

/** Astrologer applications and records: status, active and search filters and the page in the address. */
export function AstrologersPage() {
  const t = useMessages(astrologerMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const [params, update] = useListParams();
  const headingId = useId();
  const page = pageOf(params);
  const status = oneOf(params.get('status'), APPLICATION_STATUSES);
  const active = oneOf(params.get('active'), ACTIVE_FILTERS);
  const query = { page, limit: PAGE_SIZE, status, active, search: params.get('search') || undefined };
  const [list, retry] = useApiResource(`astrologers?${JSON.stringify(query)}`, (signal) => getAstrologerApplications(query, signal));



  return (
    <section aria-labelledby={headingId}>
      <title>{common.pageTitle(common.astrologers)}</title>
      <div className="admin-heading">
        <h1 id={headingId}>{common.astrologers}</h1>
      </div>
      <SearchFilters name={t.searchAstrologers} label={t.nameEmailOrPhone} idPrefix="admin-astrologer" search={query.search} onSearch={(search) => update({ search })}>
        <FilterSelect id="admin-astrologer-status" label={t.application} value={status} options={APPLICATION_STATUSES.map((value) => [value, t[value]] as const)} onChange={(value) => update({ status: value })} />
        <FilterSelect
          id="admin-astrologer-active"
          label={t.active}
          value={active}
          options={[
            ['true', t.active],
            ['false', t.deactivated],
          ]}
          onChange={(value) => update({ active: value })}
        />
      </SearchFilters>

      <PagedTable
        list={list}
        retry={retry}
        what={t.someAstrologers}
        caption={common.astrologers}
        count={t.astrologerCount}
        empty={t.noneMatch}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => update({ page: String(next) })}
        columns={[t.name, t.phone, t.application, t.liveStatus, t.pricePerMin, t.applied]}
        row={(record) => (
          <tr key={record.id}>
            <th scope="row">
              <Link to={adminAstrologerPath(record.id)}>{record.name}</Link>
            </th>
            <td>
              {record.country_code} {record.phone}
            </td>
            <td>
              <span className={`admin-status admin-status--${STANDING_CLASSES[standingOf(record)]}`}>{t[standingOf(record)]}</span>
            </td>
            <td>{t[record.status]}</td>
            <td>{formatRupees(record.price_per_min)}</td>
            <td>
              <time dateTime={record.applied_at}>{formatIstDateTime(record.applied_at, language)}</time>
            </td>
          </tr>
        )}
      />
    </section>
  );
}
