import type { SupportTicketView } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { CUSTOMER_ID, dataAnswer, pageAnswer, transaction } from '../../../testing/wallet-fixtures';
import { callsTo, renderAdmin, SUPPORT_TICKET_ID, supportTicketOf } from '../testing/admin-fixtures';

beforeAll(() => import('../../../app/routes/admin.page'));

const TICKET_ID = SUPPORT_TICKET_ID;
const SESSION_ID = '5e55e55e-0000-4000-8000-000000000001';
const ORDER_ID = '0d0d0d0d-0000-4000-8000-000000000001';

const ticket = (link: SupportTicketView['link'], fields: Partial<SupportTicketView> = {}): SupportTicketView => supportTicketOf({ customer_id: CUSTOMER_ID, link, ...fields });

/** Three paid minutes of ₹20 for the consultation (or one ₹899 order), none refunded yet. */
const debits = (sourceKind: 'session' | 'order', sourceId: string) =>
  sourceKind === 'session'
    ? [1, 2, 3].map((n) => transaction(n, { type: 'debit', amount: -20_00, source_kind: 'session', source_id: sourceId, invoice_id: null, invoice_number: null }))
    : [transaction(4, { type: 'debit', amount: -899_00, source_kind: 'order', source_id: sourceId, invoice_id: null, invoice_number: null })];

function openTicket(subject: SupportTicketView, answers: Record<string, Responder> = {}) {
  const link = subject.link!;
  const rendered = renderAdmin(`/admin/support/${TICKET_ID}`, {
    [`GET /api/get_single_support_ticket/${TICKET_ID}`]: dataAnswer({ ticket: subject, thread: [] }),
    [`GET /api/get_single_transaction2/${CUSTOMER_ID}`]: pageAnswer(debits(link.kind === 'consultation' ? 'session' : 'order', link.id)),
    [`GET /api/get_session_message/${SESSION_ID}`]: pageAnswer([]),
    [`GET /api/get_single_wallet/${CUSTOMER_ID}`]: dataAnswer({ user_id: CUSTOMER_ID, balance: 40_00, currency: 'INR', recharge_count: 1, last_transactions: [], updated_at: '2026-11-22T10:35:00.000Z' }),
    'GET /api/get_support_ticket': pageAnswer([]),
    [`PUT /api/update_support_ticket/${TICKET_ID}`]: () => jsonResponse(200, { status: 200, data: { id: TICKET_ID, reference: 'T-7D1C3A52', status: 'open' }, position: '21.1' }),
    ...answers,
  });
  return { ...rendered, user: userEvent.setup() };
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>, title = 'Decide the refund') => {
  await user.click(await screen.findByRole('button', { name: /^(Decide refund|रिफ़ंड तय करें)$/ }, { timeout: 3000 }));
  return within(screen.getByRole('dialog', { name: title }));
};

describe('admin: deciding a refund in a support ticket', () => {
  it('asks who bears a consultation refund, never assuming it, and sends the choice', async () => {
    const { user, requests } = openTicket(ticket({ kind: 'consultation', id: SESSION_ID }));
    const dialog = await openDialog(user);
    expect(await dialog.findByText(/The customer paid ₹ 60 for this item/)).toBeTruthy();

    const bearer = dialog.getByLabelText(/^Who bears it/) as HTMLSelectElement;
    expect(bearer.value).toBe('');
    expect(Array.from(bearer.options).map((option) => option.textContent)).toEqual(['Choose…', 'The astrologer: they were at fault', 'The platform: goodwill, the astrologer keeps their earning']);
    await user.type(dialog.getByLabelText(/^Amount/), '30');
    await user.type(dialog.getByLabelText(/^Note to the customer/), 'Half back: the astrologer stopped answering.');
    await user.click(dialog.getByRole('button', { name: 'Decide refund' }));
    expect(dialog.getByText("must say who bears a consultation's refund: astrologer (at fault, their earning on it is taken back) or platform (goodwill)")).toBeTruthy();
    expect(bearer.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(requests, 'update_support_ticket')).toHaveLength(0);

    await user.selectOptions(bearer, 'astrologer');
    await user.click(dialog.getByRole('button', { name: 'Decide refund' }));
    expect(await screen.findByText('Refund of ₹ 30 decided.')).toBeTruthy();
    const [decided] = callsTo(requests, 'update_support_ticket');
    expect(decided!.body).toEqual({ action: 'refund', decision: 'partial', amount: 30_00, borne_by: 'astrologer', note: 'Half back: the astrologer stopped answering.' });
  });

  it('asks nothing of who bears a decision of no refund, nor of an order (it earned no astrologer anything)', async () => {
    const { user, requests } = openTicket(ticket({ kind: 'order', id: ORDER_ID }, { category: 'order' }));
    const dialog = await openDialog(user);
    expect(dialog.queryByLabelText(/^Who bears it/)).toBeNull();
    await user.selectOptions(dialog.getByLabelText(/^Decision/), 'full');
    await user.type(dialog.getByLabelText(/^Note to the customer/), 'The parcel never came.');
    await user.click(dialog.getByRole('button', { name: 'Decide refund' }));
    expect(await screen.findByText('Refund of ₹ 899 decided.')).toBeTruthy();
    expect(callsTo(requests, 'update_support_ticket')[0]!.body).toEqual({ action: 'refund', decision: 'full', note: 'The parcel never came.' });
  });

  it('drops the choice when the decision becomes none', async () => {
    const { user, requests } = openTicket(ticket({ kind: 'consultation', id: SESSION_ID }));
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByLabelText(/^Who bears it/), 'platform');
    await user.selectOptions(dialog.getByLabelText(/^Decision/), 'none');
    expect(dialog.queryByLabelText(/^Who bears it/)).toBeNull();
    await user.type(dialog.getByLabelText(/^Note to the customer/), 'The chat went as booked.');
    await user.click(dialog.getByRole('button', { name: 'Decide refund' }));
    await screen.findByText('Refund of ₹ 0 decided.');
    expect(callsTo(requests, 'update_support_ticket')[0]!.body).toEqual({ action: 'refund', decision: 'none', note: 'The chat went as booked.' });
  });

  it("shows the server's refusal of the choice on its field", async () => {
    const refused = () =>
      jsonResponse(400, {
        status: 400,
        code: 'request.invalid',
        message: 'Invalid request',
        errors: [{ path: 'borne_by', code: 'field.refund_bearer', message: "must say who bears a consultation's refund: astrologer (at fault, their earning on it is taken back) or platform (goodwill)" }],
      });
    const { user } = openTicket(ticket({ kind: 'consultation', id: SESSION_ID }), { [`PUT /api/update_support_ticket/${TICKET_ID}`]: refused });
    const dialog = await openDialog(user);
    await user.selectOptions(dialog.getByLabelText(/^Decision/), 'full');
    await user.selectOptions(dialog.getByLabelText(/^Who bears it/), 'platform');
    await user.type(dialog.getByLabelText(/^Note to the customer/), 'Goodwill.');
    await user.click(dialog.getByRole('button', { name: 'Decide refund' }));
    expect(await dialog.findByText(/^must say who bears a consultation's refund/)).toBeTruthy();
  });

  it('says who bore a decided refund on the ticket', async () => {
    const decided = { decision: 'partial', amount: 30_00, refundable: 60_00, note: 'Half back', borne_by: 'astrologer', decided_at: '2026-11-20T11:00:00.000Z', paid_amount: 30_00, paid_at: '2026-11-20T11:00:01.000Z' } as const;
    openTicket(ticket({ kind: 'consultation', id: SESSION_ID }, { refund: decided }));
    expect(await screen.findByText(/Partial refund · ₹ 30 · borne by the astrologer \(at fault\) · Refunded: ₹ 30/, {}, { timeout: 3000 })).toBeTruthy();
  });

  it('words the choice in Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    const { user } = openTicket(ticket({ kind: 'consultation', id: SESSION_ID }));
    const dialog = await openDialog(user, 'रिफ़ंड तय करें');
    const bearer = dialog.getByLabelText(/^इसे कौन वहन करेगा/) as HTMLSelectElement;
    expect(Array.from(bearer.options).map((option) => option.textContent)).toEqual(['चुनें…', 'ज्योतिषी: गलती उनकी थी', 'प्लेटफ़ॉर्म: सद्भावना में, ज्योतिषी की कमाई बनी रहती है']);
    await user.type(dialog.getByLabelText(/^राशि/), '30');
    await user.type(dialog.getByLabelText(/^ग्राहक के लिए नोट/), 'आधा वापस');
    await user.click(dialog.getByRole('button', { name: 'रिफ़ंड तय करें' }));
    expect(dialog.getByText(/^बताना ज़रूरी है कि परामर्श का रिफ़ंड कौन वहन करे/)).toBeTruthy();
  });
});
