import type { SavedKundliView } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { isApiFailure } from '../../../lib/api-client';
import { getSingleKundli } from '../api/get-single-kundli.api';

export type SavedKundliLoad =
  | { readonly state: 'none' | 'needsLogin' | 'loading' | 'notFound' | 'failed' }
  | { readonly state: 'found'; readonly kundli: SavedKundliView };

/** The navigation state a link to a saved kundli carries, so the page need not look it up again. */
export interface SavedKundliState {
  readonly savedKundli: SavedKundliView;
}

const isSavedKundliState = (state: unknown, id: string): state is SavedKundliState =>
  typeof state === 'object' && state !== null && (state as Partial<SavedKundliState>).savedKundli?.id === id;

/** Looks a saved kundli up by id: the server answers 404 for an id that is not the user's own. */
async function findSavedKundli(id: string, signal: AbortSignal): Promise<SavedKundliLoad> {
  const answer = await getSingleKundli(id, signal);
  if (!isApiFailure(answer)) return { state: 'found', kundli: answer.data };
  return answer.error_status === 404 ? { state: 'notFound' } : { state: 'failed' };
}

/**
 * The saved kundli `?kundli=<id>` names: from the link's navigation state when the profile led
 * here, else read from the server (after a reload, or from a bookmark).
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
