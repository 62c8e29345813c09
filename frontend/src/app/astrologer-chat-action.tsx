import { useCallback, type ReactNode } from 'react';
import type { Astrologer } from '../features/astrologers/api/astrologer';
import { AstrologerCardAction } from '../features/astrologers/lib/astrologer-card-action';
import { useLoginPopup } from '../features/auth/lib/login-popup-context';
import { StartChatButton } from '../features/chat/components/start-chat-button.component';
import { MyWaitlistProvider, WaitlistAction } from '../features/waitlist';
import { useUserSessionAtLoad } from '../lib/user-session';

/**
 * Puts the chat feature's "Chat" button on every astrologer card below, or with `channel="call"`
 * its "Call" button (a visitor is asked to log in first), with a busy astrologer's waitlist beside it
 * (docs/waitlist.md): join, the customer's place, and the offer when it is their turn.
 */
export function WithChatButtons({ children, channel = 'chat' }: { children: ReactNode; channel?: 'chat' | 'call' }) {
  const session = useUserSessionAtLoad();
  const { open } = useLoginPopup();
  const loggedIn = session !== undefined;
  const render = useCallback(
    (astrologer: Astrologer) => (
      <WaitlistAction
        astrologer={astrologer}
        login={{ loggedIn, onLoginNeeded: open }}
        startConsultation={(offered) => <StartChatButton astrologer={offered ? { ...astrologer, status: 'online' } : astrologer} channel={channel} login={{ loggedIn, onLoginNeeded: open }} />}
      />
    ),
    [loggedIn, open, channel],
  );
  return (
    <MyWaitlistProvider loggedIn={loggedIn}>
      <AstrologerCardAction.Provider value={render}>{children}</AstrologerCardAction.Provider>
    </MyWaitlistProvider>
  );
}
