import { useLoginPopup } from '../../features/auth/lib/login-popup-context';
import { FreeKundli } from '../../features/kundli/components/free-kundli.component';
import { useUserSessionAtLoad } from '../../lib/user-session';

/** Anyone may make a kundli; saving it (or opening a saved one) asks a visitor to log in (the login popup). */
export default function FreeKundliPage() {
  const session = useUserSessionAtLoad();
  const { open } = useLoginPopup();
  return <FreeKundli login={{ loggedIn: session !== undefined, onLoginNeeded: open }} />;
}
