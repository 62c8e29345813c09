import type { MyQueueEntryView } from '@nakshatra/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { getMyQueueEntries } from '../api/waitlist.api';

/** How often the customer's place and offer are read while they wait: an offer holds 60 s, so it shows within a few. */
export const WAITLIST_POLL_MS = 5_000;

interface MyWaitlist {
  readonly entries: readonly MyQueueEntryView[];
  readonly refresh: () => void;
}

const MyWaitlistContext = createContext<MyWaitlist>({ entries: [], refresh: () => undefined });

/**
 * The customer's waitlist entries for every card and profile of a page, read once (get_my_queue_entries)
 * and again every WAITLIST_POLL_MS while one waits or is offered. Nothing for a visitor.
 */
export function MyWaitlistProvider({ loggedIn, children }: { loggedIn: boolean; children: ReactNode }) {
  const [entries, setEntries] = useState<readonly MyQueueEntryView[]>([]);
  const [reads, setReads] = useState(0);
  const refresh = useCallback(() => setReads((count) => count + 1), []);
  useEffect(() => {
    if (!loggedIn) return;
    const controller = new AbortController();
    getMyQueueEntries(controller.signal)
      .then((answer) => !controller.signal.aborted && !isApiFailure(answer) && setEntries(answer.data.filter((entry) => entry.source === 'consultation')))
      .catch(() => undefined);
    return () => controller.abort();
  }, [loggedIn, reads]);
  const waiting = entries.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(refresh, WAITLIST_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
  const value = useMemo(() => ({ entries, refresh }), [entries, refresh]);
  return <MyWaitlistContext.Provider value={value}>{children}</MyWaitlistContext.Provider>;
}

/** The customer's entry on this astrologer's waitlist, if any, and how to read the entries again. */
export function useMyWaitlistEntry(astrologerId: string): [MyQueueEntryView | undefined, () => void] {
  const { entries, refresh } = useContext(MyWaitlistContext);
  return [entries.find((entry) => entry.astrologer_id === astrologerId), refresh];
}
