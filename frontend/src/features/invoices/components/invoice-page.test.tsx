import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, pending, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { CUSTOMER_ID as USER_ID, dataAnswer, invoice } from '../../../testing/wallet-fixtures';

beforeAll(() => import('../../../app/routes/invoice.page'));

const INVOICE_ID = invoice().id;

function openInvoice(answer: Responder = dataAnswer(invoice()), loggedIn = true) {
  if (loggedIn) setUserDetailsCookie({ id: USER_ID, status: 'active' });
  return { ...renderApp(`/invoice/${INVOICE_ID}`, { [`GET /api/get_single_invoice/${INVOICE_ID}`]: answer, [`GET /api/get_single_users/${USER_ID}`]: userAnswer({ id: USER_ID }) }), user: userEvent.setup() };
}

const document_ = () => within(screen.getByRole('article', { name: 'Tax invoice' }));
const value = (label: string) => document_().getByText(label).nextElementSibling?.textContent;

describe('a GST invoice', () => {
  it('asks a visitor to log in', async () => {
    openInvoice(dataAnswer(invoice()), false);

    expect(await screen.findByRole('heading', { level: 1, name: 'Please log in' })).toBeTruthy();
  });

  it('shows a placeholder while it loads', async () => {
    openInvoice(pending);

    expect((await screen.findByText('Loading the invoice…')).closest('[role="status"]')).toBeTruthy();
  });

  it('shows the supplier, number and date in India, customer, SAC, taxable value, CGST and SGST at their rates, total and the free bonus', async () => {
    openInvoice();

    await screen.findByRole('article', { name: 'Tax invoice' });
    expect(document.title).toBe('Invoice NK/26-27/000042 · Nakshatra');
    expect(value('Invoice number')).toBe('NK/26-27/000042');
    expect(value('Invoice date')).toBe('22 Nov 2026');
    const supplier = within(document_().getByRole('region', { name: 'Supplier' }));
    expect(supplier.getByText('Nakshatra Astro Services Pvt Ltd')).toBeTruthy();
    expect(supplier.getByText('State code: 29')).toBeTruthy();
    expect(supplier.getByText('GSTIN: 29ABCDE1234F1Z5')).toBeTruthy();
    expect(within(document_().getByRole('region', { name: 'Billed to' })).getByText('+91 9876543210')).toBeTruthy();
    const line = within(document_().getByRole('table', { name: 'What was supplied' })).getAllByRole('row')[1]!;
    expect(Array.from(line.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual(['Wallet recharge', '999799', '₹ 500']);
    expect(value('CGST @ 9%')).toBe('₹ 45');
    expect(value('SGST @ 9%')).toBe('₹ 45');
    expect(document_().queryByText(/IGST/)).toBeNull();
    expect(value('Total')).toBe('₹ 590');
    expect(document_().getByText('Bonus wallet credit of ₹ 50: free, not charged and not taxed.')).toBeTruthy();
  });

  it('says when the supplier is not registered for GST, and shows IGST for a supply across states', async () => {
    openInvoice(dataAnswer(invoice({ supplier: { ...invoice().supplier, gstin: null }, cgst: 0, sgst: 0, igst: 90_00, bonus: 0 })));

    expect(await screen.findByText('GSTIN: not registered')).toBeTruthy();
    expect(value('IGST @ 18%')).toBe('₹ 90');
    expect(document_().queryByText(/CGST/)).toBeNull();
    expect(document_().queryByText(/Bonus wallet credit/)).toBeNull();
  });

  it('prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = openInvoice();

    await user.click(await screen.findByRole('button', { name: 'Print' }));

    expect(print).toHaveBeenCalledOnce();
  });

  it('says when there is no such invoice', async () => {
    openInvoice(() => jsonResponse(404, {}));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your history' }).getAttribute('href')).toBe('/order-history');
  });

  it('offers a retry when it fails', async () => {
    let calls = 0;
    const { user } = openInvoice((request) => (++calls === 1 ? jsonResponse(500, {}) : dataAnswer(invoice())(request)));

    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load this invoice.");
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Tax invoice' })).toBeTruthy();
  });

  it('speaks Hindi when the visitor chose it', async () => {
    window.localStorage.setItem('language', 'hi');
    openInvoice();

    expect(await screen.findByRole('heading', { level: 1, name: 'कर बीजक (टैक्स इनवॉइस)' })).toBeTruthy();
    expect(await screen.findByText('सीजीएसटी @ 9%')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeTruthy();
  });
});
