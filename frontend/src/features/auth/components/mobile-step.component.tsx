import { useId, type FormEvent } from 'react';
import { Spinner } from '../../../components/spinner.component';
import { MOBILE_NUMBER_LENGTH } from '../../../config/app-constants';
import type { LoginFlow } from '../hooks/use-login-flow.hook';
import { CountryPicker } from './country-picker.component';

/** Step 1, "Login": dial code, mobile number, consent, GET OTP. Problems show as toasts (spec §5). */
export function MobileStep({ flow, titleId }: { flow: LoginFlow; titleId: string }) {
  const mobileId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.requestOtp();
  };

  return (
    <form className="login-step" onSubmit={submit} noValidate>
      <h2 id={titleId} className="login-step__title">
        Login
      </h2>
      <p className="login-step__lead">Enter your mobile number to get a one-time password.</p>
      <div className="phone-field">
        <CountryPicker value={flow.country} onChange={flow.setCountry} />
        <label className="visually-hidden" htmlFor={mobileId}>
          Mobile number
        </label>
        <input
          id={mobileId}
          className="phone-field__number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="Mobile Number"
          maxLength={MOBILE_NUMBER_LENGTH}
          value={flow.mobile}
          onChange={(event) => flow.setMobile(event.target.value)}
          data-autofocus
          autoFocus
        />
      </div>
      <label className="consent">
        <input type="checkbox" checked={flow.consented} onChange={(event) => flow.setConsented(event.target.checked)} />
        <span>
          I agree to the{' '}
          <a href="/terms-and-conditions" target="_blank" rel="noopener">
            Terms and Conditions
          </a>{' '}
          and{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            Privacy Policy
          </a>
        </span>
      </label>
      <button type="submit" className="button login-step__submit" disabled={flow.sending} aria-busy={flow.sending}>
        {flow.sending ? <Spinner /> : null}
        GET OTP
      </button>
    </form>
  );
}
