import type { KundliSaved, SavedKundliView } from '@nakshatra/contracts';

/** What create_kundli answers; the query side's get_my_kundlis gives the same shape. */
export const savedKundliView = (saved: KundliSaved): SavedKundliView => ({
  id: saved.kundliId,
  input: { name: saved.name, gender: saved.gender, date: saved.date, time: saved.time, place: saved.place, ayanamsa: saved.ayanamsa, node: saved.node },
  created_at: saved.savedAt,
});
