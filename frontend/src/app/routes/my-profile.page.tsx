import { RequireLogin } from '../../features/auth/components/require-login.component';
import { MyKundlis } from '../../features/kundli/components/saved/my-kundlis.component';
import { ProfilePage } from '../../features/profile/components/profile-page.component';
import { profileMessages } from '../../features/profile/profile.messages';
import { useMessages } from '../../lib/i18n/messages';

/**
 * The profile of the logged-in user, with the kundlis they saved. The header links here with
 * ?id={userId} (spec §2), but the page reads the session's own id: an id in the address could name anyone.
 */
export default function MyProfilePage() {
  const t = useMessages(profileMessages);
  return (
    <RequireLogin what={t.yourProfile}>
      {(session) => (
        <>
          <ProfilePage userId={session.id} />
          <MyKundlis />
        </>
      )}
    </RequireLogin>
  );
}
