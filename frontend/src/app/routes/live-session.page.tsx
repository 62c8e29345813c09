import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { LiveSession, type AskTurnIntake } from '../../features/live';
import { useUserSessionAtLoad } from '../../lib/user-session';
import { chunkLoader } from '../../lib/chunk-loader';

const IntakeDialog = lazy(chunkLoader(() => import('../../features/chat/components/intake-dialog.component')));

/** The chat feature's intake dialog, sending the intake to the live queue: a turn is a call made for the customer. */
const askTurnIntake: AskTurnIntake = ({ astrologer, submit, onClose }) => (
  <Suspense fallback={null}>
    <IntakeDialog astrologer={astrologer} channel="call" joinTurn={submit} onClose={onClose} />
  </Suspense>
);

/** /live/:sessionId: one live session; following and queueing ask a visitor to log in first. */
export default function LiveSessionPage() {
  const { sessionId = '' } = useParams();
  const session = useUserSessionAtLoad();
  const { open } = useLoginPopup();
  return <LiveSession key={sessionId} id={sessionId} login={{ loggedIn: session !== undefined, onLoginNeeded: open }} askIntake={askTurnIntake} />;
}
