import { userStreamName } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { userDecider } from './user.decider.js';
import { accountIdForPhone } from './phone-account.js';
import { phoneNumber } from './user-id.js';

/** Gives a phone's account the admin or astrologer role, registering the number if new (`npm run admin:grant`). Granting a held role appends nothing. */
export async function grantRole(store: EventStore, input: { countryCode: string; numbers: string; role: 'astrologer' | 'admin' }, meta: CommandMetadata) {
  const phone = phoneNumber(input.countryCode, input.numbers);
  return grantRoleTo(store, { userId: await accountIdForPhone(store, phone), countryCode: input.countryCode, numbers: input.numbers, role: input.role }, meta);
}

/**
 * Gives one account the role (an astrologer's approval: the applicant's own account, never whoever
 * holds the number now — after an erasure that is someone else). An erased account is refused
 * (`user.erased`).
 */
export async function grantRoleTo(store: EventStore, input: { userId: string; countryCode: string; numbers: string; role: 'astrologer' | 'admin' }, meta: CommandMetadata) {
  const { userId, countryCode, role } = input;
  const phone = phoneNumber(countryCode, input.numbers);
  const { events, position } = await runCommand(store, userStreamName(userId), userDecider, { type: 'GrantRole', role, userId, phone, countryCode }, meta);
  return { userId, phone, changed: events.length > 0, position };
}
