import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { RequireLogin } from '../../features/auth/components/require-login.component';
import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { chatMessages } from '../../features/chat/chat.messages';
import { ChatScreen } from '../../features/chat/components/chat-screen.component';
import { ReviewForm } from '../../features/reviews';
import type { ChatScreenState } from '../../features/chat/lib/chat-screen-state';
import { Spinner } from '../../components/spinner.component';
import { useMessages } from '../../lib/i18n/messages';

// Only an astrologer's screen needs the kundli: its own chunk, so a customer's chat never loads it.
const CustomerKundliDesk = lazy(() => import('../customer-kundli-desk'));

/**
 * /chat-screen/:id (rendered alone, no header or footer): one chat, for the customer and the
 * astrologer alike; the session says which side the logged-in user is.
 */
export default function ChatScreenPage() {
  const { id = '' } = useParams();
  const t = useMessages(chatMessages);
  const { open } = useLoginPopup();
  const state = useLocation().state as ChatScreenState | null;
  return (
    <RequireLogin what={t.loginWhat}>
      {(session) => (
        <ChatScreen
          key={id}
          sessionId={id}
          userId={session.id}
          onLoginNeeded={open}
          review={(sessionId) => <ReviewForm sessionId={sessionId} />}
          desk={(intake) => (
            <Suspense fallback={<Spinner />}>
              <CustomerKundliDesk intake={intake} />
            </Suspense>
          )}
          {...(state?.session ? { initialSession: state.session } : {})}
        />
      )}
    </RequireLogin>
  );
}
