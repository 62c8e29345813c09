import { RegistrationForm } from '../../features/astrologers/components/registration-form.component';

export default function AstrologerRegisterPage() {
  return <RegistrationForm />;
}
