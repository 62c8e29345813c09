import { useEffect, useId } from 'react';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';
import { useLoginFlow } from '../hooks/use-login-flow.hook';
import { dismissLoginProblem } from '../lib/login-toast';
import { AppStoreBadges } from './app-store-badges.component';
import { MobileStep } from './mobile-step.component';
import { OtpStep } from './otp-step.component';
import './login-popup.css';

/** The login popup of spec §2: one dialog, two steps, the app badges below. */
export function LoginPopup({ onClose }: { onClose: () => void }) {
  const flow = useLoginFlow();
  const titleId = useId();
  const t = useMessages(authMessages);
  useEffect(() => dismissLoginProblem, []);

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} className="login-popup">
      <button type="button" className="login-popup__close" aria-label={t.close} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
      {flow.step === 'mobile' ? <MobileStep flow={flow} titleId={titleId} /> : <OtpStep flow={flow} titleId={titleId} />}
      <AppStoreBadges onNavigate={onClose} />
    </ModalDialog>
  );
}

export default LoginPopup;
