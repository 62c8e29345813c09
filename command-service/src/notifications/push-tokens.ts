import { pushTokensStreamName, userStreamName, type PushPlatform, type PushTokenRemoved } from '@nakshatra/contracts';
import type { EventStore } from '@nakshatra/event-store';
import { loadState, runCommand } from '../shared/aggregate-runner.js';
import type { CommandMetadata } from '../shared/command-metadata.js';
import { userDecider } from '../users/user.decider.js';
import { stillLoggedIn } from './push-audience.js';
import { pushTokensDecider, type RegisteredDevice } from './push-tokens.decider.js';

/** A user's push devices, from and into their `push-tokens-<userId>` stream. */
export class PushTokens {
  constructor(
    private readonly store: EventStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Where to push: the devices its stream lists that are still logged in (push-audience.ts). */
  async devices(userId: string): Promise<readonly RegisteredDevice[]> {
    const [user, tokens] = await Promise.all([loadState(this.store, userStreamName(userId), userDecider), loadState(this.store, pushTokensStreamName(userId), pushTokensDecider)]);
    return stillLoggedIn(user, tokens.devices, this.now());
  }

  /** `sessionId`: the login registering it; pushes reach the device while that login lasts. */
  async register(userId: string, token: string, platform: PushPlatform, sessionId: string | undefined, meta: CommandMetadata): Promise<string | undefined> {
    return (await runCommand(this.store, pushTokensStreamName(userId), pushTokensDecider, { type: 'Register', token, platform, sessionId, at: this.now() }, meta)).position;
  }

  async remove(userId: string, token: string, reason: PushTokenRemoved['reason'], meta: CommandMetadata): Promise<void> {
    await runCommand(this.store, pushTokensStreamName(userId), pushTokensDecider, { type: 'Remove', token, reason, at: this.now() }, meta);
  }
}

/** Enough of a token to tell devices apart in a log, never enough to send to it. */
export const maskToken = (token: string): string => `…${token.slice(-6)}`;
