import { contentFamilies, type ContentFamilyName } from '@nakshatra/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { contentMessages } from '../admin-content.messages';
import { getContentList, type ContentListQuery } from '../api/get-content-list.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useListParams } from '../hooks/use-query-params.hook';
import { familyNoun, familyPlural, familyPluralNoun } from '../lib/family-names';
import { oneOf, pageOf } from '../lib/one-of';
import { AdminPager } from './admin-pager.component';
import { LoadFailure, Loading } from './load-failure.component';

export const LIST_PAGE_SIZE = 20;

const SORTS = ['sort_order', 'newest', 'oldest', 'title', 'date'] as const;
const STATUSES = ['published', 'draft'] as const;

const hasField = (family: ContentFamilyName, name: string) => Object.hasOwn(contentFamilies[family].fields, name);

/** A family's items for admins (drafts too): search, filters and sort in the address, so Back and reload keep them. */
export function ContentList({ family }: { family: ContentFamilyName }) {
  const t = useMessages(contentMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const [params, update] = useListParams({ sort: 'sort_order' });
  const headingId = useId();
  const plural = familyPlural(family, language);
  const page = pageOf(params);
  // Empty filters are left out: the server's query schema refuses an empty status.
  const query: ContentListQuery = {
    page,
    limit: LIST_PAGE_SIZE,
    search: params.get('search') || undefined,
    status: oneOf(params.get('status'), STATUSES),
    category: params.get('category') || undefined,
    tag: params.get('tag') || undefined,
    sort: oneOf(params.get('sort'), SORTS) ?? 'sort_order',
  };
  const [list, retry] = useApiResource(`${family}?${JSON.stringify(query)}`, (signal) => getContentList(family, query, signal));


  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
  const many = familyPluralNoun(family, language);

  return (
    <section aria-labelledby={headingId}>
      <title>{common.pageTitle(plural)}</title>
      <div className="admin-heading">
        <h1 id={headingId}>{plural}</h1>
        <Link to={`/admin/${family}/new`} className="admin-button">
          {t.newItem(familyNoun(family, language))}
        </Link>
      </div>

      <ListFilters family={family} query={query} onChange={update} />

      {list.state === 'loading' ? <Loading what={many} /> : null}
      {list.state === 'failed' ? <LoadFailure what={many} failure={list.failure} onRetry={retry} /> : null}
      {list.state === 'loaded' ? (
        <>
          <p className="admin-list__total" role="status">
            {t.total(total, familyNoun(family, language), many)}
            {query.search ? t.matching(query.search) : ''}
          </p>
          {list.answer.data.length === 0 ? (
            <p className="admin-empty">{t.nothingHere}</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{common.captionPage(plural, page, pages)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.title}</th>
                    <th scope="col">{common.status}</th>
                    <th scope="col">{t.slug}</th>
                    <th scope="col">{t.updated}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.answer.data.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        <Link to={`/admin/${family}/${item.id}`}>{item.title}</Link>
                      </th>
                      <td>
                        <span className={`admin-status admin-status--${item.status}`}>{item.status === 'published' ? t.published : t.draft}</span>
                      </td>
                      <td className="admin-table__slug">{item.slug}</td>
                      <td>
                        <time dateTime={item.updated_at}>{formatIstDateTime(item.updated_at, language)}</time>
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

interface ListFiltersProps {
  readonly family: ContentFamilyName;
  readonly query: ContentListQuery;
  readonly onChange: (changes: Record<string, string>) => void;
}

/** Text filters apply on submit; the status and sort choices at once. */
function ListFilters({ family, query, onChange }: ListFiltersProps) {
  const t = useMessages(contentMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const [search, setSearch] = useState(query.search ?? '');
  const [category, setCategory] = useState(query.category ?? '');
  const [tag, setTag] = useState(query.tag ?? '');
  // Back and Forward change the address under the form: the boxes follow it.
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  useEffect(() => setCategory(query.category ?? ''), [query.category]);
  useEffect(() => setTag(query.tag ?? ''), [query.tag]);
  const withCategory = hasField(family, 'category');
  const withTags = hasField(family, 'tags');
  const sortLabels = { sort_order: t.sortOrder, newest: t.newest, oldest: t.oldest, title: t.title, date: t.date };
  const sorts = SORTS.filter((value) => value !== 'date' || hasField(family, 'date'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim(), ...(withCategory ? { category: category.trim() } : {}), ...(withTags ? { tag: tag.trim() } : {}) });
  };

  return (
    <form className="admin-filters" role="search" aria-label={t.searchFamily(familyPluralNoun(family, language))} onSubmit={submit}>
      <div className="admin-filters__field admin-filters__field--search">
        <label htmlFor="admin-search">{t.searchTitles}</label>
        <input id="admin-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {withCategory ? (
        <div className="admin-filters__field">
          <label htmlFor="admin-filter-category">{t.category}</label>
          <input id="admin-filter-category" type="text" value={category} onChange={(event) => setCategory(event.target.value)} />
        </div>
      ) : null}
      {withTags ? (
        <div className="admin-filters__field">
          <label htmlFor="admin-filter-tag">{t.tag}</label>
          <input id="admin-filter-tag" type="text" value={tag} onChange={(event) => setTag(event.target.value)} />
        </div>
      ) : null}
      <button type="submit" className="admin-button admin-button--quiet">
        {common.search}
      </button>
      <div className="admin-filters__field">
        <label htmlFor="admin-filter-status">{common.status}</label>
        <select id="admin-filter-status" value={query.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">{common.all}</option>
          <option value="published">{t.published}</option>
          <option value="draft">{t.draft}</option>
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-filter-sort">{t.sortBy}</label>
        <select id="admin-filter-sort" value={query.sort ?? 'sort_order'} onChange={(event) => onChange({ sort: event.target.value })}>
          {sorts.map((value) => (
            <option key={value} value={value}>
              {sortLabels[value]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
