import { useParams } from 'react-router-dom';
import { AstrologerProfile } from '../../features/astrologers/components/astrologer-profile.component';
import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { StartChatButton } from '../../features/chat/components/start-chat-button.component';
import { MyWaitlistProvider, WaitlistAction } from '../../features/waitlist';
import { useUserSessionAtLoad } from '../../lib/user-session';

/**
 * /astrologer-profile/:id: an astrologer's public profile with their reviews.
 * The chat feature's "Chat" and "Call" buttons sit in the profile's action slot (Call only when the
 * astrologer has a call price), with the waitlist while they are busy (docs/waitlist.md).
 */
export default function AstrologerProfilePage() {
  const { id = '' } = useParams();
  const session = useUserSessionAtLoad();
  const { open } = useLoginPopup();
  const login = { loggedIn: session !== undefined, onLoginNeeded: open };
  return (
    <MyWaitlistProvider loggedIn={login.loggedIn}>
      <AstrologerProfile
        key={id}
        id={id}
        action={(astrologer) => (
          <WaitlistAction
            astrologer={astrologer}
            login={login}
            startConsultation={(offered) => {
              const target = offered ? { ...astrologer, status: 'online' as const } : astrologer;
              return (
                <>
                  <StartChatButton astrologer={target} login={login} className="button start-chat" />
                  <StartChatButton astrologer={target} login={login} channel="call" className="button button--secondary start-chat" />
                </>
              );
            }}
          />
        )}
      />
    </MyWaitlistProvider>
  );
}
