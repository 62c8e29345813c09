import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { LiveSessions } from '../../features/live';
import { useUserSessionAtLoad } from '../../lib/user-session';

/** /live: who is live now and who is next; following asks a visitor to log in first. */
export default function LivePage() {
  const session = useUserSessionAtLoad();
  const { open } = useLoginPopup();
  return <LiveSessions login={{ loggedIn: session !== undefined, onLoginNeeded: open }} />;
}
