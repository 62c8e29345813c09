import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { RequireLogin } from '../features/auth/components/require-login.component';
import { useLoginPopup } from '../features/auth/lib/login-popup-context';
import type { ChatScreenProps } from '../features/chat/components/chat-screen.component';
import type { ChatScreenState } from '../features/chat/lib/chat-screen-state';
import { ReviewForm } from '../features/reviews';
import { ReportProblemLink } from '../features/support';
import { Spinner } from '../components/spinner.component';
import { chunkLoader } from '../lib/chunk-loader';

// Only an astrologer's screen needs the kundli: its own chunk, so a customer's consultation never loads it.
const CustomerKundliDesk = lazy(chunkLoader(() => import('./customer-kundli-desk')));

/**
 * /chat-screen/:id and /call-screen/:id (rendered alone, no header or footer): one consultation,
 * for the customer and the astrologer alike (the session says which side the logged-in user is),
 * composed with what other features bring: the review form and "Report a problem" (a refund request)
 * after the end, and the astrologer's desk.
 */
export function ConsultationScreenPage({ Screen, loginWhat }: { Screen: ComponentType<ChatScreenProps>; loginWhat: string }) {
  const { id = '' } = useParams();
  const { open } = useLoginPopup();
  const state = useLocation().state as ChatScreenState | null;
  return (
    <RequireLogin what={loginWhat}>
      {(session) => (
        <Screen
          key={id}
          sessionId={id}
          userId={session.id}
          onLoginNeeded={open}
          review={(sessionId) => (
            <>
              <ReviewForm sessionId={sessionId} />
              <ReportProblemLink item={{ kind: 'consultation', id: sessionId }} refund />
            </>
          )}
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
