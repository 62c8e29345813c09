import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LiveStudio } from '../../features/live';
import { readUserSession } from '../../lib/user-session';

/** /live-video-broadcasting?session=<id> (rendered alone): the astrologer's live studio. */
export default function LiveVideoBroadcastingPage() {
  const [session] = useState(readUserSession);
  const [search] = useSearchParams();
  return <LiveStudio sessionId={search.get('session') ?? undefined} loggedIn={session !== undefined} />;
}
