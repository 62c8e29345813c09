import type { ChatParticipant, ChatSessionView } from '@nakshatra/contracts';
import { useEffect, useRef } from 'react';
import { announceUserChanged } from '../../../lib/user-changed';

/**
 * The customer's wallet pays each started minute, and the chat's end bills the last ones: when the
 * session shows more billed, or ends, this says the user's record changed, so the header's balance
 * (read once per page load otherwise) is current when the customer leaves the chat. The state the
 * screen opens with is no change.
 */
export function useAnnounceBilling(session: ChatSessionView | undefined, me: ChatParticipant | undefined): void {
  const billed = me === 'customer' && session ? `${session.total_billed}:${session.status === 'ended'}` : undefined;
  const seen = useRef<string>(undefined);
  useEffect(() => {
    if (billed === undefined) return;
    if (seen.current !== undefined && seen.current !== billed) announceUserChanged();
    seen.current = billed;
  }, [billed]);
}
