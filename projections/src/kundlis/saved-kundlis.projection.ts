import type { BirthInput, ChartOptions } from '@nakshatra/contracts';
import type { DocumentProjection } from '../runtime/projection.js';
import { isUserErasure, userErasure } from '../users/erasure.js';
import { asKundliEvent, isKundliEvent } from './kundli-stream.js';

export interface SavedKundliRow {
  readonly id: string;
  readonly user_id: string;
  readonly input: BirthInput & ChartOptions;
  readonly created_at: Date | string;
}

/** One row per saved kundli, for get_my_kundlis; a deleted one is removed, and all of an erased account's. */
export const savedKundlisProjection: DocumentProjection<SavedKundliRow> = {
  name: 'saved_kundlis',
  table: 'saved_kundlis',
  handles: isKundliEvent,
  keyOf: (recorded) => asKundliEvent(recorded).data.kundliId,
  perUser: userErasure('user_id'),
  evolve(_row, recorded) {
    if (isUserErasure(recorded)) return null;
    const event = asKundliEvent(recorded);
    switch (event.type) {
      case 'KundliSaved': {
        const { kundliId, userId, name, gender, date, time, place, ayanamsa, node, savedAt } = event.data;
        return { id: kundliId, user_id: userId, input: { name, gender, date, time, place, ayanamsa, node }, created_at: savedAt };
      }
      case 'KundliDeleted':
        return null;
    }
  },
  toStored: (row) => ({ ...row, input: JSON.stringify(row.input) }),
};
