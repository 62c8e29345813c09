import { AstrologerConsole } from '../../features/astrologers/components/astrologer-console.component';
import { IncomingRequests } from '../../features/chat/components/incoming-requests.component';
import { LiveDesk } from '../../features/live';
import { SupportDeskLink } from '../../features/support';
import { useUserSessionAtLoad } from '../../lib/user-session';

/** /astrologer: the astrologer's own console (login as an astrologer, status, the online switch), the chat requests, the live sessions, and the way to support. */
export default function AstrologerConsolePage() {
  const session = useUserSessionAtLoad();
  return (
    <AstrologerConsole>
      {session ? <IncomingRequests userId={session.id} /> : null}
      {session ? <LiveDesk /> : null}
      {session ? <SupportDeskLink /> : null}
    </AstrologerConsole>
  );
}
