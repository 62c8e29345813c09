import type { SupportTicketDetailView, SupportTicketView } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../testing/fake-fetch';
import { renderAdmin, SUPPORT_TICKET_ID, supportTicketOf } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const TICKET_ID = SUPPORT_TICKET_ID;
const CUSTOMER_ID = '11111111-1111-4111-8111-111111111111';
/** A ticket whose opener was erased: no words left, the money kept (docs/support.md). */
const erasedTicket = supportTicketOf({
  status: 'resolved',
  subject: '',
  updated_at: '2026-11-20T11:00:00.000Z',
  last_message_at: '2026-11-20T10:45:00.000Z',
  last_message_side: 'support',
  first_answer_at: '2026-11-20T10:45:00.000Z',
  sla: { due_at: '2026-11-21T10:30:00.000Z', state: 'met' },
  resolved_at: '2026-11-20T11:00:00.000Z',
  reopen_until: '2026-11-27T11:00:00.000Z',
  refund: { decision: 'full', amount: 50_00, refundable: 50_00, note: '', borne_by: null, decided_at: '2026-11-20T10:50:00.000Z', paid_amount: 50_00, paid_at: '2026-11-20T10:50:01.000Z' },
  customer_name: 'Anonymous',
  customer_phone: null,
});
const entry = (id: string, kind: 'message' | 'refund_decided', side: 'customer' | 'support', at: string) => ({
  id,
  kind,
  side,
  text: null,
  images: [],
  from_status: null,
  to_status: null,
  assignee_id: null,
  decision: kind === 'refund_decided' ? ('full' as const) : null,
  amount: kind === 'refund_decided' ? 50_00 : null,
  at,
});
const detail: SupportTicketDetailView = {
  ticket: erasedTicket,
  thread: [entry('a0000000-0000-4000-8000-00000000000a', 'message', 'customer', '2026-11-20T10:30:00.000Z'), entry('a0000000-0000-4000-8000-00000000000b', 'message', 'support', '2026-11-20T10:45:00.000Z'), entry('a0000000-0000-4000-8000-00000000000c', 'refund_decided', 'support', '2026-11-20T10:50:00.000Z')],
};
const list = (data: SupportTicketView[]) => () => jsonResponse(200, { status: 200, data, meta: { page: 1, limit: 20, total: data.length } });

describe('the support pages on a ticket whose opener was erased', () => {
  it('says in the queue that its words were erased at the customer’s request', async () => {
    renderAdmin('/admin/support', { 'GET /api/get_support_ticket': list([erasedTicket]) });
    const row = (await screen.findByRole('link', { name: 'T-7D1C3A52' })).closest('tr')!;
    expect(within(row).getByText(/Erased at the customer’s request/)).toBeTruthy();
  });

  it('says so for the subject and each message of its thread, keeping the refund, in Hindi too', async () => {
    window.localStorage.setItem('language', 'hi');
    renderAdmin(`/admin/support/${TICKET_ID}`, {
      [`GET /api/get_single_support_ticket/${TICKET_ID}`]: () => jsonResponse(200, { status: 200, data: detail }),
      'GET /api/get_support_ticket': list([erasedTicket]),
      [`GET /api/get_single_wallet/${CUSTOMER_ID}`]: () => jsonResponse(404, { status: 404, message: 'Not found' }),
      [`GET /api/get_single_transaction2/${CUSTOMER_ID}`]: list([]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: /ग्राहक के अनुरोध पर मिटाया गया/ })).toBeTruthy();
    const thread = within(screen.getByRole('heading', { name: 'बातचीत' }).closest('section')!);
    expect(thread.getAllByText(/ग्राहक के अनुरोध पर मिटाया गया/)).toHaveLength(2);
    expect(thread.getByText(/₹ 50/)).toBeTruthy();
  });
});
