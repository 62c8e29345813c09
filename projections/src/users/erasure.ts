import { NEW_USER_NAME, USER_STREAM_PREFIX, userIdOfStream } from '@nakshatra/contracts';
import type { RecordedEvent } from '@nakshatra/event-store';
import type { PerUserEvents } from '../runtime/projection.js';

/**
 * Erasure on request (UserErased, docs/users.md) as the projections honour it: every read model
 * holding a person's data declares `perUser: userErasure('<its user column>')` and, in `evolve`,
 * drops the row or blanks what is personal in it. A rebuild replays the erasure in order, so the
 * rebuilt rows are as blank as the live ones.
 */
export const isUserErasure = (event: RecordedEvent): boolean => event.type === 'UserErased' && event.streamName.startsWith(USER_STREAM_PREFIX);

export const userErasure = (column: string): PerUserEvents => ({ column, handles: isUserErasure, userOf: (event) => userIdOfStream(event.streamName) });

/** The name an erased person's rows show: the one an account has before it is given one. */
export const ERASED_NAME = NEW_USER_NAME;
