import type { AyanamsaName, BirthGender, NodeType } from './astrology-names.js';
import type { BirthPlace } from './astrology-views.js';

/**
 * Kundlis a user saved, one stream per user: `kundlis-<userId>`. Only the input is stored; the
 * chart is a pure function of it and is computed again when opened, so a better ephemeris or a
 * corrected table improves every saved kundli.
 */
export const KUNDLI_STREAM_PREFIX = 'kundlis-';
export const kundliStreamName = (userId: string): string => `${KUNDLI_STREAM_PREFIX}${userId}`;
/** A user keeps at most this many (an abuse bound, not a product limit anyone meets). */
export const SAVED_KUNDLIS_MAX = 200;

export interface KundliSaved {
  readonly kundliId: string;
  readonly userId: string;
  readonly name: string;
  readonly gender: BirthGender;
  readonly date: string;
  readonly time: string | null;
  readonly place: BirthPlace;
  readonly ayanamsa: AyanamsaName;
  readonly node: NodeType;
  readonly savedAt: string;
}

export interface KundliDeleted {
  readonly kundliId: string;
  readonly userId: string;
  readonly deletedAt: string;
}

export interface KundliEventDataByType {
  readonly KundliSaved: KundliSaved;
  readonly KundliDeleted: KundliDeleted;
}

export type KundliEventType = keyof KundliEventDataByType;
export type KundliEvent = { [Type in KundliEventType]: { readonly type: Type; readonly data: KundliEventDataByType[Type] } }[KundliEventType];
