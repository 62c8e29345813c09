import { MAX_PUSH_TOKENS_PER_USER, type PushPlatform, type PushTokenEvent, type PushTokenRemoved } from '@nakshatra/contracts';
import type { Decider } from '../shared/decider.js';

export interface RegisteredDevice {
  readonly token: string;
  readonly platform: PushPlatform;
}

/** A user's devices (`push-tokens-<userId>`), oldest registration first. */
export interface PushTokensState {
  readonly devices: readonly RegisteredDevice[];
}

export type PushTokensCommand =
  | { readonly type: 'Register'; readonly token: string; readonly platform: PushPlatform; readonly at: Date }
  | { readonly type: 'Remove'; readonly token: string; readonly reason: PushTokenRemoved['reason']; readonly at: Date };

export const pushTokensDecider: Decider<PushTokensState, PushTokensCommand, PushTokenEvent> = {
  initialState: () => ({ devices: [] }),
  evolve(state, event) {
    const others = state.devices.filter((device) => device.token !== event.data.token);
    switch (event.type) {
      case 'PushTokenRegistered':
        return { devices: [...others, { token: event.data.token, platform: event.data.platform }] };
      case 'PushTokenRemoved':
        return { devices: others };
    }
  },
  /**
   * A token already registered appends nothing (browsers re-register on every visit). Past the
   * limit the oldest devices are dropped first: a user's newest device is the one they hold.
   */
  decide(command, state) {
    const at = command.at.toISOString();
    const known = state.devices.some((device) => device.token === command.token);
    switch (command.type) {
      case 'Register': {
        if (known) return [];
        const excess = state.devices.length + 1 - MAX_PUSH_TOKENS_PER_USER;
        const dropped = state.devices.slice(0, Math.max(0, excess));
        return [
          ...dropped.map((device): PushTokenEvent => ({ type: 'PushTokenRemoved', data: { token: device.token, reason: 'limit', removedAt: at } })),
          { type: 'PushTokenRegistered', data: { token: command.token, platform: command.platform, registeredAt: at } },
        ];
      }
      case 'Remove':
        return known ? [{ type: 'PushTokenRemoved', data: { token: command.token, reason: command.reason, removedAt: at } }] : [];
    }
  },
};
