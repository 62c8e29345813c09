import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { userDecider } from './user.decider.js';
import { accountIdForPhone } from './phone-account.js';
import { phoneNumber } from './user-id.js';

/** Gives a phone's account the admin or astrologer role, registering the number if new (`npm run admin:grant`, an astrologer's approval). Granting a held role appends nothing. */
export async function grantRole(store: EventStore, input: { countryCode: string; numbers: string; role: 'astrologer' | 'admin' }, meta: CommandMetadata) {
  const phone = phoneNumber(input.countryCode, input.numbers);
  const userId = await accountIdForPhone(store, phone);
  const { events, position } = await runCommand(store, userStreamName(userId), userDecider, { type: 'GrantRole', role: input.role, userId, phone, countryCode: input.countryCode }, meta);
  return { userId, phone, changed: events.length > 0, position };
}
