import { useSearchParams } from 'react-router-dom';
import { LiveStudio } from '../../features/live';
import { useUserSessionAtLoad } from '../../lib/user-session';

/** /live-video-broadcasting?session=<id> (rendered alone): the astrologer's live studio. */
export default function LiveVideoBroadcastingPage() {
  const session = useUserSessionAtLoad();
  const [search] = useSearchParams();
  return <LiveStudio sessionId={search.get('session') ?? undefined} loggedIn={session !== undefined} />;
}
