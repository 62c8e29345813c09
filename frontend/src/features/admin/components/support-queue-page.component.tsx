import { SUPPORT_AGES, SUPPORT_CATEGORIES, SUPPORT_TICKET_STATUSES, type SupportTicketView } from '@nakshatra/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { adminSupportMessages } from '../admin-support.messages';
import { getSupportQueue } from '../api/support-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useStatusListParams } from '../hooks/use-query-params.hook';
import { adminSupportTicketPath } from '../lib/admin-paths';
import { oneOf, pageOf } from '../lib/one-of';
import { FilterSelect } from './admin-list-filters.component';
import { PagedTable } from './paged-table.component';

const PAGE_SIZE = 20;
const ASSIGNEES = ['me', 'none'] as const;

/** The first-answer clock of a ticket, as a chip: due, overdue, answered in time or late. */
export function SlaChip({ ticket }: { ticket: SupportTicketView }) {
  const t = useMessages(adminSupportMessages);
  const { language } = useLanguage();
  const due = formatIstDateTime(ticket.sla.due_at, language);
  const text = { due: t.sla_due(due), overdue: t.sla_overdue(due), met: t.sla_met, missed: t.sla_missed }[ticket.sla.state];
  return <span className={`admin-sla admin-sla--${ticket.sla.state}`}>{text}</span>;
}

/**
 * The Support queue (docs/support.md): open tickets oldest first by default, filtered by status,
 * category, age and assignee, each with the customer, the SLA clock and who has it.
 */
export function SupportQueuePage() {
  const t = useMessages(adminSupportMessages);
  const common = useMessages(adminMessages);
  const { language } = useLanguage();
  const headingId = useId();
  const { params, update, status, chooseStatus } = useStatusListParams('open', SUPPORT_TICKET_STATUSES);
  const page = pageOf(params);
  const category = oneOf(params.get('category'), SUPPORT_CATEGORIES);
  const age = oneOf(params.get('age'), SUPPORT_AGES);
  const assignee = oneOf(params.get('assignee'), ASSIGNEES);
  const query = { page, limit: PAGE_SIZE, sort: 'oldest' as const, ...(status ? { status } : {}), ...(category ? { category } : {}), ...(age ? { age } : {}), ...(assignee ? { assignee } : {}) };
  const [list, retry] = useApiResource(`support?${JSON.stringify(query)}`, (signal) => getSupportQueue(query, signal));

  return (
    <section aria-labelledby={headingId}>
      <title>{common.pageTitle(t.support)}</title>
      <div className="admin-heading">
        <h1 id={headingId}>{t.support}</h1>
      </div>
      <div className="admin-filters">
        <FilterSelect id="admin-support-status" label={t.status} value={status} options={SUPPORT_TICKET_STATUSES.map((value) => [value, t.statusName(value)] as const)} onChange={chooseStatus} />
        <FilterSelect id="admin-support-category" label={t.category} value={category} options={SUPPORT_CATEGORIES.map((value) => [value, t.categoryName(value)] as const)} onChange={(value) => update({ category: value, page: '1' })} />
        <FilterSelect id="admin-support-age" label={t.age} value={age} options={SUPPORT_AGES.map((value) => [value, t[`age_${value}`]] as const)} onChange={(value) => update({ age: value, page: '1' })} />
        <FilterSelect id="admin-support-assignee" label={t.assignee} value={assignee} options={[['me', t.me] as const, ['none', t.nobody] as const]} onChange={(value) => update({ assignee: value, page: '1' })} />
      </div>
      <PagedTable
        list={list}
        retry={retry}
        what={t.someTickets}
        caption={t.support}
        count={t.ticketCount}
        empty={t.none}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={(next) => update({ page: String(next) })}
        columns={[t.ticket, t.customer, t.category, t.status, t.opened, t.sla, t.assignee]}
        row={(ticket: SupportTicketView) => (
          <tr key={ticket.id}>
            <th scope="row">
              <Link to={adminSupportTicketPath(ticket.id)}>{ticket.reference}</Link> {ticket.subject || t.erasedWords}
            </th>
            <td>
              {ticket.customer_name || ticket.customer_phone || ticket.customer_id}
              {ticket.customer_phone && ticket.customer_name ? ` · ${ticket.customer_phone}` : ''}
              {ticket.opener_role === 'astrologer' ? ` (${t.fromAstrologer})` : ''}
            </td>
            <td>{t.categoryName(ticket.category)}</td>
            <td>{t.statusName(ticket.status)}</td>
            <td>
              <time dateTime={ticket.created_at}>{formatIstDateTime(ticket.created_at, language)}</time>
            </td>
            <td>
              <SlaChip ticket={ticket} />
            </td>
            <td>{ticket.assignee_name ?? (ticket.assignee_id ? ticket.assignee_id.slice(0, 8) : t.unassigned)}</td>
          </tr>
        )}
      />
    </section>
  );
}
