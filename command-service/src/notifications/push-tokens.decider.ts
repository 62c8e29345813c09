import { MAX_PUSH_TOKENS_PER_USER, type PushPlatform, type PushTokenEvent, type PushTokenRemoved } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';

export interface RegisteredDevice {
  readonly token: string;
  readonly platform: PushPlatform;
  /** The login session that registered it; undefined for one recorded before sessions were. */
  readonly sessionId: string | undefined;
}

/** A user's devices (`push-tokens-<userId>`), oldest registration first. */
export interface PushTokensState {
  readonly devices: readonly RegisteredDevice[];
}

export type PushTokensCommand =
  | { readonly type: 'Register'; readonly token: string; readonly platform: PushPlatform; readonly sessionId: string | undefined; readonly at: Date }
  | { readonly type: 'Remove'; readonly token: string; readonly reason: PushTokenRemoved['reason']; readonly at: Date };

export const pushTokensDecider: Decider<PushTokensState, PushTokensCommand, PushTokenEvent> = {
  initialState: () => ({ devices: [] }),
  evolve(state, event) {
    const others = state.devices.filter((device) => device.token !== event.data.token);
    switch (event.type) {
      case 'PushTokenRegistered':
        return { devices: [...others, { token: event.data.token, platform: event.data.platform, sessionId: event.data.sessionId }] };
      case 'PushTokenRemoved':
        return { devices: others };
    }
  },
  /**
   * A token already registered from the same login appends nothing (browsers re-register on every
   * visit); from another login it is registered again, to that one. Past the limit the oldest
   * devices are dropped first: a user's newest device is the one they hold.
   */
  decide(command, state) {
    const at = command.at.toISOString();
    const known = state.devices.some((device) => device.token === command.token);
    switch (command.type) {
      case 'Register': {
        const { token, platform, sessionId } = command;
        if (state.devices.some((device) => device.token === token && device.platform === platform && device.sessionId === sessionId)) return [];
        const others = state.devices.filter((device) => device.token !== token);
        const dropped = others.slice(0, Math.max(0, others.length + 1 - MAX_PUSH_TOKENS_PER_USER));
        return [
          ...dropped.map((device): PushTokenEvent => ({ type: 'PushTokenRemoved', data: { token: device.token, reason: 'limit', removedAt: at } })),
          { type: 'PushTokenRegistered', data: { token, platform, ...(sessionId ? { sessionId } : {}), registeredAt: at } },
        ];
      }
      case 'Remove':
        return known ? [{ type: 'PushTokenRemoved', data: { token: command.token, reason: command.reason, removedAt: at } }] : [];
    }
  },
};
