import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { LiveSession } from '../../features/live';
import { readUserSession } from '../../lib/user-session';

/** /live/:sessionId: one live session; following asks a visitor to log in first. */
export default function LiveSessionPage() {
  const { sessionId = '' } = useParams();
  const [session] = useState(readUserSession);
  const { open } = useLoginPopup();
  return <LiveSession key={sessionId} id={sessionId} login={{ loggedIn: session !== undefined, onLoginNeeded: open }} />;
}
