import type { SavedKundliView } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiFailure } from '../../../lib/api-client';
import { getMyKundlis } from '../api/get-my-kundlis.api';

export type SavedKundliLoad =
  | { readonly state: 'none' | 'needsLogin' | 'loading' | 'notFound' | 'failed' }
  | { readonly state: 'found'; readonly kundli: SavedKundliView };

/** The navigation state a link to a saved kundli carries, so the page need not look it up again. */
export interface SavedKundliState {
  readonly savedKundli: SavedKundliView;
}

const isSavedKundliState = (state: unknown, id: string): state is SavedKundliState =>
  typeof state === 'object' && state !== null && (state as Partial<SavedKundliState>).savedKundli?.id === id;

/** The largest page get_my_kundlis serves, and how many pages are looked through for one kundli. */
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

/** Looks a saved kundli up by id in the user's list (there is no single-kundli read), page by page. */
async function findSavedKundli(id: string, signal: AbortSignal): Promise<SavedKundliLoad> {
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await getMyKundlis({ page, limit: PAGE_SIZE }, signal);
    if (isApiFailure(answer)) return { state: 'failed' };
    const found = answer.data.find((kundli) => kundli.id === id);
    if (found) return { state: 'found', kundli: found };
    if (answer.data.length < PAGE_SIZE || page * PAGE_SIZE >= (answer.meta?.total ?? 0)) break;
  }
  return { state: 'notFound' };
}

/**
 * The saved kundli `?kundli=<id>` names: from the link's navigation state when the profile led
 * here, else looked up in the user's saved kundlis (after a reload, or from a bookmark).
 */
export function useSavedKundli(id: string | null, loggedIn: boolean): SavedKundliLoad {
  const { state } = useLocation();
  const carried = id && isSavedKundliState(state, id) ? state.savedKundli : undefined;
  const [looked, setLooked] = useState<{ id: string; load: SavedKundliLoad } | null>(null);
  const mustLook = Boolean(id) && loggedIn && !carried;

  useEffect(() => {
    if (!mustLook || !id) return;
    const controller = new AbortController();
    setLooked({ id, load: { state: 'loading' } });
    findSavedKundli(id, controller.signal)
      .then((load) => {
        if (!controller.signal.aborted) setLooked({ id, load });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLooked({ id, load: { state: 'failed' } });
      });
    return () => controller.abort();
  }, [id, mustLook]);

  if (!id) return { state: 'none' };
  if (carried) return { state: 'found', kundli: carried };
  if (!loggedIn) return { state: 'needsLogin' };
  return looked?.id === id ? looked.load : { state: 'loading' };
}
