import { astrologerAccountStreamName, astrologerStreamName, type AstrologerApplied } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { astrologerAccountDecider } from './astrologer-account.decider.js';
import { astrologerDecider } from './astrologer.decider.js';

/**
 * An approved astrologer who is online, linked to their user account and written straight to their
 * streams through the deciders: for benchmarks and tests that need many astrologers and sign their
 * own session cookies (no login, no astrologer role on the user account: the real approval grants it).
 */
export async function seedOnlineAstrologer(store: EventStore, application: AstrologerApplied, meta: CommandMetadata): Promise<void> {
  await runCommand(store, astrologerAccountStreamName(application.userId), astrologerAccountDecider, { type: 'LinkAstrologer', userId: application.userId, astrologerId: application.astrologerId }, meta);
  const stream = astrologerStreamName(application.astrologerId);
  await runCommand(store, stream, astrologerDecider, { type: 'Apply', application }, meta);
  await runCommand(store, stream, astrologerDecider, { type: 'Review', changes: {}, action: { type: 'approve' } }, meta);
  await runCommand(store, stream, astrologerDecider, { type: 'SetAvailability', availability: 'online' }, meta);
}
