import { SAVED_KUNDLIS_MAX, type CalculateKundli, type KundliEvent, type KundliSaved } from '@nakshatra/contracts';
import { refuse } from '@nakshatra/platform';
import type { Decider } from '../shared/decider.js';

/**
 * A user's saved kundlis (`kundlis-<userId>`): only their inputs, in the order saved. Saving the
 * same input again returns the kundli already saved, so a double click or a retry makes no copy.
 */
export interface KundliShelfState {
  readonly kundlis: ReadonlyMap<string, KundliSaved>;
}

export type KundliCommand =
  | { readonly type: 'Save'; readonly userId: string; readonly kundliId: string; readonly input: CalculateKundli; readonly at: Date }
  | { readonly type: 'Delete'; readonly userId: string; readonly kundliId: string; readonly at: Date };

/** Field by field, so key order in a stored event never makes two equal inputs differ. */
const sameInput = (saved: KundliSaved, input: CalculateKundli): boolean =>
  saved.name === input.name &&
  saved.gender === input.gender &&
  saved.date === input.date &&
  saved.time === input.time &&
  saved.ayanamsa === input.ayanamsa &&
  saved.node === input.node &&
  saved.place.name === input.place.name &&
  saved.place.lat === input.place.lat &&
  saved.place.lon === input.place.lon &&
  saved.place.timezone === input.place.timezone;

export function findSameInput(state: KundliShelfState, input: CalculateKundli): KundliSaved | undefined {
  return [...state.kundlis.values()].find((saved) => sameInput(saved, input));
}

export const kundliDecider: Decider<KundliShelfState, KundliCommand, KundliEvent> = {
  initialState: () => ({ kundlis: new Map() }),

  evolve(state, event) {
    const kundlis = new Map(state.kundlis);
    switch (event.type) {
      case 'KundliSaved':
        kundlis.set(event.data.kundliId, event.data);
        break;
      case 'KundliDeleted':
        kundlis.delete(event.data.kundliId);
        break;
    }
    return { kundlis };
  },

  decide(command, state) {
    switch (command.type) {
      case 'Save': {
        if (findSameInput(state, command.input)) return [];
        if (state.kundlis.size >= SAVED_KUNDLIS_MAX) throw refuse('kundli.too_many', { limit: SAVED_KUNDLIS_MAX });
        const { name, gender, date, time, place, ayanamsa, node } = command.input;
        const savedPlace = { name: place.name, state: place.state ?? null, country: place.country ?? null, lat: place.lat, lon: place.lon, timezone: place.timezone };
        return [{ type: 'KundliSaved', data: { kundliId: command.kundliId, userId: command.userId, name, gender, date, time, place: savedPlace, ayanamsa, node, savedAt: command.at.toISOString() } }];
      }
      case 'Delete': {
        if (!state.kundlis.has(command.kundliId)) throw refuse('kundli.not_found');
        return [{ type: 'KundliDeleted', data: { kundliId: command.kundliId, userId: command.userId, deletedAt: command.at.toISOString() } }];
      }
    }
  },
};
