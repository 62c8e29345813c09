import { lazy, Suspense } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { RequireLogin } from '../../features/auth/components/require-login.component';
import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { callMessages } from '../../features/chat/call.messages';
import { CallScreen } from '../../features/chat/components/call-screen.component';
import type { ChatScreenState } from '../../features/chat/lib/chat-screen-state';
import { ReviewForm } from '../../features/reviews';
import { Spinner } from '../../components/spinner.component';
import { useMessages } from '../../lib/i18n/messages';

// Only an astrologer's screen needs the kundli: its own chunk, so a customer's call never loads it.
const CustomerKundliDesk = lazy(() => import('../customer-kundli-desk'));

/**
 * /call-screen/:id (rendered alone, no header or footer): one call, for the customer and the
 * astrologer alike, composed as the chat screen is (the review form, the astrologer's desk).
 */
export default function CallScreenPage() {
  const { id = '' } = useParams();
  const t = useMessages(callMessages);
  const { open } = useLoginPopup();
  const state = useLocation().state as ChatScreenState | null;
  return (
    <RequireLogin what={t.loginWhat}>
      {(session) => (
        <CallScreen
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
