import { useParams } from 'react-router-dom';
import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { PoojaDetail } from '../../features/pooja/components/pooja-detail.component';
import { useUserSessionAtLoad } from '../../lib/user-session';

/** Anyone may read about a pooja; booking it asks a visitor to log in (the login popup). */
export default function PoojaPage() {
  const { slug = '' } = useParams();
  const session = useUserSessionAtLoad();
  const { open } = useLoginPopup();
  // A new pooja is a new page: nothing of the previous one's state carries over.
  return <PoojaDetail key={slug} slug={slug} login={{ loggedIn: session !== undefined, onLoginNeeded: open }} />;
}
