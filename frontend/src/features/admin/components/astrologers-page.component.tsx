import type { AstrologerRecordView } from '@nakshatra/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { getAstrologerApplications } from '../api/astrologers-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { adminAstrologerPath } from '../lib/admin-paths';
import { formatIst } from '../lib/format-ist';
import { AdminPager } from './admin-pager.component';
import { LoadFailure, Loading } from './load-failure.component';

const PAGE_SIZE = 20;

export const applicationLabel = (record: Pick<AstrologerRecordView, 'application_status' | 'active'>): string =>
  !record.active ? 'Deactivated' : record.application_status === 'pending' ? 'Pending review' : record.application_status === 'approved' ? 'Approved' : 'Rejected';

const statusClass = (record: AstrologerRecordView) => (!record.active || record.application_status === 'rejected' ? 'draft' : record.application_status === 'approved' ? 'published' : 'pending');

/** Astrologer applications and records: status, active and search filters and the page in the address. */
export function AstrologersPage() {
  const [params, setParams] = useQueryParams();
  const headingId = useId();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const options = { page, limit: PAGE_SIZE, status: params.get('status') ?? '', active: params.get('active') ?? '', search: params.get('search') ?? '' };
  const [list, retry] = useApiResource<AstrologerRecordView[]>(`astrologers?${JSON.stringify(options)}`, (signal) => getAstrologerApplications(options, signal));
  const [search, setSearch] = useState(options.search);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || (name === 'page' && value === '1')) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <section aria-labelledby={headingId}>
      <title>Astrologers · Admin · Nakshatra</title>
      <div className="admin-heading">
        <h1 id={headingId}>Astrologers</h1>
      </div>
      <form
        className="admin-filters"
        role="search"
        aria-label="Search astrologers"
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: search.trim() });
        }}
      >
        <div className="admin-filters__field admin-filters__field--search">
          <label htmlFor="admin-astrologer-search">Name, e-mail or phone</label>
          <input id="admin-astrologer-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
        <button type="submit" className="admin-button admin-button--quiet">
          Search
        </button>
        <div className="admin-filters__field">
          <label htmlFor="admin-astrologer-status">Application</label>
          <select id="admin-astrologer-status" value={options.status} onChange={(event) => update({ status: event.target.value })}>
            <option value="">All</option>
            <option value="pending">Pending review</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </select>
        </div>
        <div className="admin-filters__field">
          <label htmlFor="admin-astrologer-active">Active</label>
          <select id="admin-astrologer-active" value={options.active} onChange={(event) => update({ active: event.target.value })}>
            <option value="">All</option>
            <option value="true">Active</option>
            <option value="false">Deactivated</option>
          </select>
        </div>
      </form>

      {list.state === 'loading' ? <Loading what="astrologers" /> : null}
      {list.state === 'failed' ? <LoadFailure what="The astrologers" errorStatus={list.errorStatus} message={list.message} onRetry={retry} /> : null}
      {list.state === 'loaded' ? (
        <>
          <p className="admin-list__total">{total === 1 ? '1 astrologer' : `${total} astrologers`}</p>
          {list.answer.data.length === 0 ? (
            <p className="admin-empty">No astrologers match.</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{`Astrologers, page ${page} of ${pages}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Phone</th>
                    <th scope="col">Application</th>
                    <th scope="col">Live status</th>
                    <th scope="col">Price/min</th>
                    <th scope="col">Applied</th>
                  </tr>
                </thead>
                <tbody>
                  {list.answer.data.map((record) => (
                    <tr key={record.id}>
                      <th scope="row">
                        <Link to={adminAstrologerPath(record.id)}>{record.name}</Link>
                      </th>
                      <td>
                        {record.country_code} {record.phone}
                      </td>
                      <td>
                        <span className={`admin-status admin-status--${statusClass(record)}`}>{applicationLabel(record)}</span>
                      </td>
                      <td>{record.status}</td>
                      <td>₹{(record.price_per_min / 100).toFixed(2)}</td>
                      <td>
                        <time dateTime={record.applied_at}>{formatIst(record.applied_at)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPager page={page} pages={pages} onPage={(next) => update({ page: String(next) })} />
        </>
      ) : null}
    </section>
  );
}
