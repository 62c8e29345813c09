import {
  SUPPORT_FIRST_ANSWER_HOURS,
  SUPPORT_REOPEN_DAYS,
  supportTicketReference,
  type PageMeta,
  type SupportAge,
  type SupportCategory,
  type SupportThreadEntryView,
  type SupportTicketStatus,
  type SupportTicketView,
} from '@nakshatra/contracts';
import type { ReadModelDatabase } from '@nakshatra/projections';
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';

type TicketRow = Selectable<ReadModelDatabase['support_tickets']>;
type EntryRow = Selectable<ReadModelDatabase['support_ticket_entries']>;
type People = { customer_name: string | null; customer_phone: string | null; assignee_name: string | null };
type Where = ExpressionBuilder<ReadModelDatabase & { customer: ReadModelDatabase['users']; assignee: ReadModelDatabase['users'] }, 'support_tickets'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a list asks for. `assigneeId` null: nobody's; `customerId`: one person's tickets. */
export interface SupportTicketFilter {
  readonly customerId?: string;
  readonly status?: SupportTicketStatus;
  readonly category?: SupportCategory;
  readonly age?: SupportAge;
  readonly assigneeId?: string | null;
  readonly sort: 'newest' | 'oldest';
  readonly page: number;
  readonly limit: number;
}

/** Who reads: admins see the people's names and phones, the assignee and the assignments in a thread. */
export type SupportReader = { readonly admin: true } | { readonly admin: false; readonly userId: string };

const paise = (value: string | null) => (value === null ? null : Number(value));
const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The first-answer clock, read at `now`. */
function slaOf(row: TicketRow, now: Date) {
  const due = new Date(row.created_at.getTime() + SUPPORT_FIRST_ANSWER_HOURS * HOUR);
  const state = row.first_answer_at ? (row.first_answer_at <= due ? 'met' : 'missed') : now <= due ? 'due' : 'overdue';
  return { due_at: due.toISOString(), state } as const;
}

/** The only code that reads the support read models. */
export class SupportTicketsRepository {
  constructor(
    private readonly db: Kysely<ReadModelDatabase>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private view(row: TicketRow & People, reader: SupportReader): SupportTicketView {
    const admin = reader.admin;
    return {
      id: row.id,
      reference: supportTicketReference(row.id),
      customer_id: row.customer_id,
      opener_role: row.opener_role,
      category: row.category,
      status: row.status,
      subject: row.subject,
      link: row.link_kind && row.link_id ? { kind: row.link_kind, id: row.link_id } : null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
      last_message_at: row.last_message_at.toISOString(),
      last_message_side: row.last_message_side,
      first_answer_at: iso(row.first_answer_at),
      sla: slaOf(row, this.now()),
      resolved_at: iso(row.resolved_at),
      reopen_until: row.status === 'resolved' && row.resolved_at ? new Date(row.resolved_at.getTime() + SUPPORT_REOPEN_DAYS * DAY).toISOString() : null,
      refund:
        row.refund_decision && row.refund_decided_at
          ? {
              decision: row.refund_decision,
              amount: paise(row.refund_amount) ?? 0,
              refundable: paise(row.refund_refundable) ?? 0,
              note: row.refund_note ?? '',
              // Who bears it is between the platform and the astrologer: the back office's, never the customer's.
              borne_by: admin ? row.refund_borne_by : null,
              decided_at: row.refund_decided_at.toISOString(),
              paid_amount: paise(row.refund_paid_amount),
              paid_at: iso(row.refund_paid_at),
            }
          : null,
      customer_name: admin ? row.customer_name : null,
      customer_phone: admin ? row.customer_phone : null,
      assignee_id: admin ? row.assignee_id : null,
      assignee_name: admin ? row.assignee_name : null,
    };
  }

  /** Tickets with the people's names joined from `users`. */
  private tickets() {
    return this.db
      .selectFrom('support_tickets')
      .leftJoin('users as customer', 'customer.id', 'support_tickets.customer_id')
      .leftJoin('users as assignee', 'assignee.id', 'support_tickets.assignee_id')
      .selectAll('support_tickets')
      .select(['customer.name as customer_name', 'customer.phone as customer_phone', 'assignee.name as assignee_name']);
  }

  async list(filter: SupportTicketFilter, reader: SupportReader): Promise<{ items: SupportTicketView[]; meta: PageMeta }> {
    const now = this.now().getTime();
    const where = (eb: Where) => {
      const conditions: Expression<SqlBool>[] = [];
      if (filter.customerId) conditions.push(eb('support_tickets.customer_id', '=', filter.customerId));
      if (filter.status) conditions.push(eb('support_tickets.status', '=', filter.status));
      if (filter.category) conditions.push(eb('support_tickets.category', '=', filter.category));
      if (filter.assigneeId === null) conditions.push(eb('support_tickets.assignee_id', 'is', null));
      else if (filter.assigneeId) conditions.push(eb('support_tickets.assignee_id', '=', filter.assigneeId));
      if (filter.age === 'under_24h') conditions.push(eb('support_tickets.created_at', '>', new Date(now - DAY)));
      if (filter.age === '1_to_3_days') conditions.push(eb.and([eb('support_tickets.created_at', '<=', new Date(now - DAY)), eb('support_tickets.created_at', '>', new Date(now - 3 * DAY))]));
      if (filter.age === 'over_3_days') conditions.push(eb('support_tickets.created_at', '<=', new Date(now - 3 * DAY)));
      return eb.and(conditions);
    };
    const direction = filter.sort === 'oldest' ? 'asc' : 'desc';
    const [rows, count] = await Promise.all([
      this.tickets()
        .where(where)
        .orderBy('support_tickets.created_at', direction)
        .orderBy('support_tickets.id', direction)
        .limit(filter.limit)
        .offset((filter.page - 1) * filter.limit)
        .execute(),
      this.db
        .selectFrom('support_tickets')
        .where((eb) => where(eb as unknown as Where))
        .select((eb) => eb.fn.countAll<string>().as('total'))
        .executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map((row) => this.view(row, reader)), meta: { page: filter.page, limit: filter.limit, total: Number(count.total) } };
  }

  /** A ticket and its thread, oldest first; undefined unless the reader may see it. */
  async find(id: string, reader: SupportReader): Promise<{ ticket: SupportTicketView; thread: SupportThreadEntryView[] } | undefined> {
    let query = this.tickets().where('support_tickets.id', '=', id);
    if (!reader.admin) query = query.where('support_tickets.customer_id', '=', reader.userId);
    const row = await query.executeTakeFirst();
    if (!row) return undefined;
    let entries = this.db.selectFrom('support_ticket_entries').selectAll().where('ticket_id', '=', id);
    // Who took a ticket is the team's own business.
    if (!reader.admin) entries = entries.where('kind', '!=', 'assigned');
    const thread = (await entries.orderBy('revision').execute()).map(entryView);
    return { ticket: this.view(row, reader), thread };
  }
}

const entryView = (row: EntryRow): SupportThreadEntryView => ({
  id: row.id,
  kind: row.kind,
  side: row.side,
  text: row.text,
  images: row.images,
  from_status: row.from_status,
  to_status: row.to_status,
  assignee_id: row.assignee_id,
  decision: row.decision,
  amount: paise(row.amount),
  at: row.at.toISOString(),
});
