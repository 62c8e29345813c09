// `npm run audit:wallets`: recomputes every wallet from its events and compares with the read
// models (docs/wallet.md). Exits 1 on any difference, 2 when it cannot connect.
// Database: DATABASE_URL (and EVENTSTORE_CONNECTION_STRING), else the ones a running `npm start` recorded.
import { createEventStore } from '@nakshatra/event-store';
import { operatorConnection } from '@nakshatra/platform';
import { auditWallets, type WalletAuditReport } from '../audit/wallet-audit.js';
import { connectReadModels } from '../read-models/connect-read-models.js';
import { createProgressBar } from './progress-bar.js';

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

function print(report: WalletAuditReport): void {
  console.log(`Wallets: ${report.wallets.toLocaleString('en-IN')}   events read: ${report.events.toLocaleString('en-IN')}`);
  console.table([
    { 'money in all wallets': 'by the events (recomputed)', amount: rupees(report.totalFromEvents) },
    { 'money in all wallets': 'by the wallets read model', amount: rupees(report.totalInReadModel) },
    { 'money in all wallets': 'by the settled transactions', amount: rupees(report.totalOfTransactions) },
  ]);
  const { gifts } = report;
  console.log(
    `Gifts on air: ${gifts.count.toLocaleString('en-IN')}, paid ${rupees(gifts.gross)} = astrologers ${rupees(gifts.astrologerEarning)} + commission ${rupees(gifts.commission)}; voided and refunded ${rupees(gifts.refunded)}`,
  );
  console.log(`Consultations: astrologers earned ${rupees(report.earnings.earned)}, of which refunds they bore took back ${rupees(report.earnings.reversed)}`);
  if (report.differences.length === 0) {
    console.log("OK: every balance matches its events, the read model and its transactions, every gift its credit, and every consultation's earning its refunds.");
    return;
  }
  console.log(`${report.differences.length} difference(s):`);
  console.table(report.differences.map(({ userId, problem }) => ({ wallet: userId, problem })));
  console.log('Read-model differences are fixed by `npm run projections -- rebuild wallets` (and wallet_transactions, chat_sessions); event differences need an admin adjustment with a reason.');
}

async function main(): Promise<number> {
  const settings = operatorConnection();
  if (!settings?.databaseUrl) {
    console.error('Set DATABASE_URL (read models live in PostgreSQL), or start the product with `npm start` first.');
    return 2;
  }
  const store = await createEventStore(settings);
  const connection = connectReadModels(settings.databaseUrl);
  try {
    const bar = createProgressBar('audit', await store.countAfter(undefined));
    const report = await auditWallets(store, connection.db, (events) => bar.advance(events));
    bar.finish();
    print(report);
    return report.differences.length === 0 ? 0 : 1;
  } finally {
    await connection.close();
    await store.close();
  }
}

process.exitCode = await main();
