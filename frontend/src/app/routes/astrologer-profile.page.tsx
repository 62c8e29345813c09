import { useParams } from 'react-router-dom';
import { useState } from 'react';
import { AstrologerProfile } from '../../features/astrologers/components/astrologer-profile.component';
import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { StartChatButton } from '../../features/chat/components/start-chat-button.component';
import { readUserSession } from '../../lib/user-session';

/**
 * /astrologer-profile/:id: an astrologer's public profile with their reviews.
 * The chat feature's "Chat" button sits in the profile's action slot.
 */
export default function AstrologerProfilePage() {
  const { id = '' } = useParams();
  const [session] = useState(readUserSession);
  const { open } = useLoginPopup();
  return <AstrologerProfile key={id} id={id} action={(astrologer) => <StartChatButton astrologer={astrologer} login={{ loggedIn: session !== undefined, onLoginNeeded: open }} className="button start-chat" />} />;
}
