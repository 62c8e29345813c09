import { contentFamilies, type ContentFamilyName, type ContentItem } from '@nakshatra/contracts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getContentList, type ContentListOptions } from '../api/get-content-list.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useQueryParams } from '../hooks/use-query-params.hook';
import { familyLabel, familyPlural } from '../lib/family-names';
import { formatIst } from '../lib/format-ist';
import { AdminPager } from './admin-pager.component';
import { LoadFailure, Loading } from './load-failure.component';

export const LIST_PAGE_SIZE = 20;

const SORTS = [
  ['sort_order', 'Sort order'],
  ['newest', 'Newest first'],
  ['oldest', 'Oldest first'],
  ['title', 'Title'],
  ['date', 'Date'],
] as const;

const hasField = (family: ContentFamilyName, name: string) => Object.hasOwn(contentFamilies[family].fields, name);

/** A family's items for admins (drafts too): search, filters and sort in the address, so Back and reload keep them. */
export function ContentList({ family }: { family: ContentFamilyName }) {
  const [params, setParams] = useQueryParams();
  const headingId = useId();
  const plural = familyPlural(family);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const options: ContentListOptions = {
    page,
    limit: LIST_PAGE_SIZE,
    search: params.get('search') ?? '',
    status: params.get('status') ?? '',
    category: params.get('category') ?? '',
    tag: params.get('tag') ?? '',
    sort: params.get('sort') ?? 'sort_order',
  };
  const [list, retry] = useApiResource<ContentItem[]>(`${family}?${JSON.stringify(options)}`, (signal) => getContentList(family, options, signal));

  /** Changes some options; any change but the page's goes back to page 1. */
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '' || (name === 'sort' && value === 'sort_order') || (name === 'page' && value === '1')) next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const total = list.state === 'loaded' ? (list.answer.meta?.total ?? list.answer.data.length) : 0;
  const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));

  return (
    <section aria-labelledby={headingId}>
      <title>{`${plural} · Admin · Nakshatra`}</title>
      <div className="admin-heading">
        <h1 id={headingId}>{plural}</h1>
        <Link to={`/admin/${family}/new`} className="admin-button">
          New {familyLabel(family).toLowerCase()}
        </Link>
      </div>

      <ListFilters family={family} options={options} onChange={update} />

      {list.state === 'loading' ? <Loading what={plural.toLowerCase()} /> : null}
      {list.state === 'failed' ? <LoadFailure what={`The ${plural.toLowerCase()}`} errorStatus={list.errorStatus} message={list.message} onRetry={retry} /> : null}
      {list.state === 'loaded' ? (
        <>
          <p className="admin-list__total" role="status">
            {total === 1 ? `1 ${familyLabel(family).toLowerCase()}` : `${total} ${plural.toLowerCase()}`}
            {options.search ? ` matching “${options.search}”` : ''}
          </p>
          {list.answer.data.length === 0 ? (
            <p className="admin-empty">Nothing here yet. Change the filters, or add a new one.</p>
          ) : (
            <div className="admin-table-scroll">
              <table className="admin-table">
                <caption className="visually-hidden">{`${plural}, page ${page} of ${pages}`}</caption>
                <thead>
                  <tr>
                    <th scope="col">Title</th>
                    <th scope="col">Status</th>
                    <th scope="col">Slug</th>
                    <th scope="col">Updated</th>
                  </tr>
                </thead>
                <tbody>
                  {list.answer.data.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        <Link to={`/admin/${family}/${item.id}`}>{item.title}</Link>
                      </th>
                      <td>
                        <span className={`admin-status admin-status--${item.status}`}>{item.status === 'published' ? 'Published' : 'Draft'}</span>
                      </td>
                      <td className="admin-table__slug">{item.slug}</td>
                      <td>
                        <time dateTime={item.updated_at}>{formatIst(item.updated_at)}</time>
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
  readonly options: ContentListOptions;
  readonly onChange: (changes: Record<string, string>) => void;
}

/** Text filters apply on submit; the status and sort choices at once. */
function ListFilters({ family, options, onChange }: ListFiltersProps) {
  const [search, setSearch] = useState(options.search ?? '');
  const [category, setCategory] = useState(options.category ?? '');
  const [tag, setTag] = useState(options.tag ?? '');
  // Back and Forward change the address under the form: the boxes follow it.
  useEffect(() => setSearch(options.search ?? ''), [options.search]);
  useEffect(() => setCategory(options.category ?? ''), [options.category]);
  useEffect(() => setTag(options.tag ?? ''), [options.tag]);
  const withCategory = hasField(family, 'category');
  const withTags = hasField(family, 'tags');
  const sorts = SORTS.filter(([value]) => value !== 'date' || hasField(family, 'date'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim(), ...(withCategory ? { category: category.trim() } : {}), ...(withTags ? { tag: tag.trim() } : {}) });
  };

  return (
    <form className="admin-filters" role="search" aria-label={`Search ${familyPlural(family).toLowerCase()}`} onSubmit={submit}>
      <div className="admin-filters__field admin-filters__field--search">
        <label htmlFor="admin-search">Search titles</label>
        <input id="admin-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {withCategory ? (
        <div className="admin-filters__field">
          <label htmlFor="admin-filter-category">Category</label>
          <input id="admin-filter-category" type="text" value={category} onChange={(event) => setCategory(event.target.value)} />
        </div>
      ) : null}
      {withTags ? (
        <div className="admin-filters__field">
          <label htmlFor="admin-filter-tag">Tag</label>
          <input id="admin-filter-tag" type="text" value={tag} onChange={(event) => setTag(event.target.value)} />
        </div>
      ) : null}
      <button type="submit" className="admin-button admin-button--quiet">
        Search
      </button>
      <div className="admin-filters__field">
        <label htmlFor="admin-filter-status">Status</label>
        <select id="admin-filter-status" value={options.status ?? ''} onChange={(event) => onChange({ status: event.target.value })}>
          <option value="">All</option>
          <option value="published">Published</option>
          <option value="draft">Draft</option>
        </select>
      </div>
      <div className="admin-filters__field">
        <label htmlFor="admin-filter-sort">Sort by</label>
        <select id="admin-filter-sort" value={options.sort ?? 'sort_order'} onChange={(event) => onChange({ sort: event.target.value })}>
          {sorts.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
