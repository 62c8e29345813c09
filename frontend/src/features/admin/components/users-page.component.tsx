import { ACCOUNT_STATUSES, isUnnamed, USER_ROLES, type UserListItem } from '@nakshatra/contracts';
import { useId, useState } from 'react';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { userMessages } from '../admin-users.messages';
import { getUsers } from '../api/users-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useListParams } from '../hooks/use-query-params.hook';
import type { Notice } from '../lib/notice';
import { oneOf, pageOf } from '../lib/one-of';
import { FilterSelect, SearchFilters } from './admin-list-filters.component';
import { phoneOf, whoIs as nameOf } from '../lib/person-words';
import { AddUserDialog } from './add-user-dialog.component';
import { PagedTable } from './paged-table.component';
import { UserDetailPanel } from './user-detail-panel.component';
import { UserStatusDialog } from './user-status-dialog.component';
import { WriteNotice } from './write-notice.component';

const PAGE_SIZE = 20;

/**
 * Accounts: found by phone or name, filtered by role and status, added by phone, suspended or
 * reinstated with a reason; one opened beside the list shows its roles, wallet, consultations,
 * orders and logins, and erases it on request (docs/users.md).
 */
export function UsersPage() {
  const t = useMessages(userMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const [params, update] = useListParams();
  const headingId = useId();
  const page = pageOf(params);
  const query = { page, limit: PAGE_SIZE, search: params.get('search') || undefined, role: oneOf(params.get('role'), USER_ROLES), status: oneOf(params.get('status'), ACCOUNT_STATUSES) };
  const [list, retry] = useApiResource(`users?${JSON.stringify(query)}`, (signal) => getUsers(query, signal));
  const [changing, setChanging] = useState<UserListItem>();
  const [adding, setAdding] = useState(false);
  const [openId, setOpenId] = useState<string>();
  const [message, setMessage] = useState<Notice>();
  // The open account as the list has it now, so a write shows at once in the panel too.
  const open = list.state === 'loaded' ? list.answer.data.find((user) => user.id === openId) : undefined;

  /** An account as the page names it: its name, and its phone when it has none yet. */
  const whoIs = (user: UserListItem) => (user.status === 'erased' ? t.erasedAccount : nameOf(user, t.unnamed));
  const written = (done: Notice) => {
    setChanging(undefined);
    setAdding(false);
    setMessage(done);
    retry();
  };

  return (
    <section aria-labelledby={headingId}>
      <title>{common.pageTitle(t.users)}</title>
      <div className="admin-heading">
        <h1 id={headingId}>{t.users}</h1>
        <button type="button" className="admin-button" onClick={() => setAdding(true)}>
          {t.addUser}
        </button>
      </div>

      <SearchFilters name={t.searchUsers} label={t.searchPhoneOrName} idPrefix="admin-user" search={query.search} onSearch={(search) => update({ search })}>
        <FilterSelect id="admin-user-role" label={t.role} value={query.role} options={USER_ROLES.map((role) => [role, role === 'customer' ? t.customersOnly : t[role]] as const)} onChange={(role) => update({ role })} />
        <FilterSelect id="admin-user-status" label={common.status} value={query.status} options={ACCOUNT_STATUSES.map((status) => [status, t[status]] as const)} onChange={(status) => update({ status })} />
      </SearchFilters>
      <WriteNotice notice={message} />

      <PagedTable
        list={list}
        retry={retry}
        what={t.someUsers}
        caption={t.users}
        count={t.userCount}
        empty={t.noneMatch}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => update({ page: String(next) })}
        columns={[t.name, t.phone, t.role, common.status, t.registered, t.lastLogin, common.action]}
        row={(user) => (
          <tr key={user.id}>
            <th scope="row">{user.status === 'erased' ? t.erasedAccount : isUnnamed(user.name) ? t.unnamed : user.name}</th>
            <td className="admin-table__nowrap">{phoneOf(user)}</td>
            <td>{user.roles.map((role) => t[role]).join(', ')}</td>
            <td>
              <span className={`admin-status admin-status--${user.status === 'active' ? 'published' : 'failed'}`}>{t[user.status]}</span>
              {user.status === 'ban' && user.status_reason ? <span className="admin-user-reason">{t.suspendedBecause(user.status_reason)}</span> : null}
            </td>
            <td>
              <time dateTime={user.registered_at}>{formatIstDateTime(user.registered_at, language)}</time>
            </td>
            <td>{user.last_login_at ? <time dateTime={user.last_login_at}>{formatIstDateTime(user.last_login_at, language)}</time> : t.never}</td>
            <td className="admin-table__actions">
              <button type="button" className="admin-button admin-button--quiet" aria-label={t.detailsOf(whoIs(user))} aria-expanded={openId === user.id} onClick={() => setOpenId(user.id)}>
                {t.details}
              </button>
              {user.status === 'erased' ? null : (
                <button
                  type="button"
                  className="admin-button admin-button--quiet"
                  aria-label={user.status === 'active' ? t.suspendWhom(whoIs(user)) : t.reinstateWhom(whoIs(user))}
                  onClick={() => setChanging(user)}
                >
                  {user.status === 'active' ? t.suspend : t.reinstate}
                </button>
              )}
            </td>
          </tr>
        )}
      />
      {open ? <UserDetailPanel key={open.id} user={open} who={whoIs(open)} onClose={() => setOpenId(undefined)} onChanged={written} /> : null}
      {changing && changing.status !== 'erased' ? <UserStatusDialog user={changing} status={changing.status} who={whoIs(changing)} onClose={() => setChanging(undefined)} onChanged={written} /> : null}
      {adding ? <AddUserDialog onClose={() => setAdding(false)} onAdded={written} /> : null}
    </section>
  );
}
