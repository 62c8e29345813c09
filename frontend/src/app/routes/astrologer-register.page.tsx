import { AstrologerApplication } from '../../features/astrologers/components/astrologer-application.component';
import { registrationMessages } from '../../features/astrologers/registration.messages';
import { RequireLogin } from '../../features/auth/components/require-login.component';
import { useMessages } from '../../lib/i18n/messages';

/** Applicants log in first (create_astrologer takes the login number only): a visitor is asked to log in. */
export default function AstrologerRegisterPage() {
  const t = useMessages(registrationMessages);
  return <RequireLogin what={t.yourApplication}>{(session) => <AstrologerApplication phone={typeof session.phone === 'string' ? session.phone : ''} />}</RequireLogin>;
}
