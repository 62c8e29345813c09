import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { invoicesProjection } from './invoices.projection.js';
import { foldProjection, InMemoryLog } from './testing/in-memory-log.js';
import { WalletEvents } from './testing/wallet-event-fixtures.js';
import { walletLedgerProjection } from './wallet-ledger.projection.js';
import { walletTransactionsProjection } from './wallet-transactions.projection.js';
import { walletsProjection } from './wallets.projection.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));

describe('invoices projection', () => {
  it('keeps each issued invoice with its parties in the answer shape', () => {
    const wallet = new WalletEvents(randomUUID());
    const recharge = wallet.recharge(100_00, at(1), 10_00);
    const { stream, event } = wallet.invoice(recharge, 7, at(2));
    const log = new InMemoryLog();
    log.append(wallet.stream, wallet.events);
    log.append(stream, [event]);

    const rows = foldProjection(invoicesProjection, log.events);
    expect([...rows.values()]).toEqual([
      {
        id: event.data.invoiceId,
        number: 'NK/26-27/000007',
        financial_year: '2026-27',
        sequence: 7,
        user_id: wallet.userId,
        recharge_id: recharge,
        issued_at: at(2).toISOString(),
        supplier: { name: 'Nakshatra Astro Services', address: 'Bengaluru', state_code: '29', gstin: '29ABCDE1234F1Z5' },
        customer: { name: 'Asha', phone: '9876543210' },
        description: 'Wallet recharge',
        sac: '999799',
        taxable: 100_00,
        gst_rate_bp: 1800,
        cgst: 9_00,
        sgst: 9_00,
        igst: 0,
        total: 118_00,
        bonus: 10_00,
      },
    ]);
  });
});

describe('wallet ledger projection', () => {
  it('has one row per wallet event with its revision, data, actor and position, and nothing of other streams', () => {
    const wallet = new WalletEvents(randomUUID());
    const recharge = wallet.recharge(100_00, at(1));
    wallet.adjust(5_00, at(2));
    const log = new InMemoryLog();
    log.append(wallet.stream, wallet.events);
    const invoice = wallet.invoice(recharge, 1, at(3));
    log.append(invoice.stream, [invoice.event]);

    const rows = [...foldProjection(walletLedgerProjection, log.events).values()];
    expect(rows.map((row) => [row.revision, row.type, row.actor_role])).toEqual([
      [0, 'WalletRechargeStarted', 'customer'],
      [1, 'WalletCredited', 'system'],
      [2, 'WalletAdjusted', 'admin'],
    ]);
    expect(rows[2]).toEqual({
      id: wallet.events[2]!.id,
      user_id: wallet.userId,
      revision: 2,
      type: 'WalletAdjusted',
      data: wallet.events[2]!.data,
      actor_id: 'admin-1',
      actor_role: 'admin',
      occurred_at: at(2).toISOString(),
      position: '3.3',
    });
  });

  it('audits an event of the wallet stream that the money read models do not fold', () => {
    const wallet = new WalletEvents(randomUUID());
    wallet.recharge(100_00, at(1));
    const log = new InMemoryLog();
    log.append(wallet.stream, [...wallet.events, { ...wallet.events[0]!, id: randomUUID(), type: 'WalletSnapshotTaken', data: { balance: 100_00 } }]);
    expect([...foldProjection(walletLedgerProjection, log.events).values()].map((row) => row.type)).toEqual(['WalletRechargeStarted', 'WalletCredited', 'WalletSnapshotTaken']);
    expect(foldProjection(walletTransactionsProjection, log.events).size).toBe(1);
    expect(foldProjection(walletsProjection, log.events).get(wallet.userId)?.balance).toBe(100_00);
  });
});
