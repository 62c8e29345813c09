// `npm run admin:grant -- <10-digit phone> [--role admin|astrologer] [--country +91]`: gives that
// number's account a role (registering it if new), recorded as an event with the operator as actor.
// Database: DATABASE_URL / EVENTSTORE_CONNECTION_STRING, else the ones a running `npm start` recorded.
import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { createEventStore } from '@nakshatra/event-store';
import { NO_CONNECTION_MESSAGE, operatorConnection } from '@nakshatra/platform';
import { grantRole } from '../users/grant-role.js';

const usage = 'usage: npm run admin:grant -- <10-digit phone> [--role admin|astrologer] [--country +91]';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { role: { type: 'string', default: 'admin' }, country: { type: 'string', default: '+91' } } });
  const numbers = positionals[0] ?? '';
  const role = values.role;
  if (!/^\d{10}$/.test(numbers) || (role !== 'admin' && role !== 'astrologer') || !/^\+\d{1,4}$/.test(values.country)) {
    console.error(usage);
    return 2;
  }
  const connection = operatorConnection();
  if (!connection) {
    console.error(NO_CONNECTION_MESSAGE);
    return 2;
  }
  const store = await createEventStore(connection);
  try {
    const operator = `operator:${userInfo().username}`;
    const { userId, phone, changed } = await grantRole(store, { countryCode: values.country, numbers, role }, { commandId: randomUUID(), correlationId: randomUUID(), actor: { id: operator, role: 'system' } });
    console.log(changed ? `${phone} (user ${userId}) now has the ${role} role.` : `${phone} (user ${userId}) already had the ${role} role.`);
    return 0;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
