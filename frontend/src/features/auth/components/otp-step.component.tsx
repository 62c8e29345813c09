import { useId, type FormEvent } from 'react';
import { Spinner } from '../../../components/spinner.component';
import { OTP_LENGTH } from '../../../config/app-constants';
import type { LoginFlow } from '../hooks/use-login-flow.hook';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';
import { OtpBoxes } from './otp-boxes.component';

/** Step 2, "OTP Verification": the six boxes, Change, the resend countdown and Submit (spec §2, §4). */
export function OtpStep({ flow, titleId }: { flow: LoginFlow; titleId: string }) {
  const errorId = useId();
  const t = useMessages(authMessages);
  // Enter in a box submits the form, like the Submit button.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.verify();
  };

  return (
    <form className="login-step" onSubmit={submit} noValidate>
      <h2 id={titleId} className="login-step__title">
        {t.otpTitle}
      </h2>
      <p className="login-step__lead">
        <span>{t.otpSent(OTP_LENGTH, `${flow.country.countryCode} ${flow.mobile}`)}</span>{' '}
        <button type="button" className="link-button" onClick={flow.changeNumber}>
          {t.change}
        </button>
      </p>
      <OtpBoxes digits={flow.digits} onChange={flow.setDigits} readOnly={flow.verifying} {...(flow.verifyError ? { errorId } : {})} />
      {flow.verifyError ? (
        <p id={errorId} className="login-step__error" role="alert">
          {flow.verifyError}
        </p>
      ) : null}
      <p className="login-step__resend">
        {flow.countdown > 0 ? (
          <span>{t.resendIn(flow.countdown)}</span>
        ) : (
          <button type="button" className="link-button" onClick={() => void flow.resend()} disabled={flow.resending} aria-busy={flow.resending}>
            {flow.resending ? <Spinner /> : null}
            {t.resend}
          </button>
        )}
      </p>
      <button type="submit" className="button login-step__submit" disabled={flow.verifying} aria-busy={flow.verifying}>
        {flow.verifying ? <Spinner /> : null}
        {t.submit}
      </button>
    </form>
  );
}
