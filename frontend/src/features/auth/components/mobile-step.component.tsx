import { useId, type FormEvent } from 'react';
import { Spinner } from '../../../components/spinner.component';
import { MOBILE_NUMBER_LENGTH } from '../../../config/app-constants';
import type { LoginFlow } from '../hooks/use-login-flow.hook';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';
import { CountryPicker } from './country-picker.component';

/** Step 1, "Login": dial code, mobile number, consent, GET OTP. Problems show as toasts (spec §5). */
export function MobileStep({ flow, titleId }: { flow: LoginFlow; titleId: string }) {
  const mobileId = useId();
  const t = useMessages(authMessages);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void flow.requestOtp();
  };

  return (
    <form className="login-step" onSubmit={submit} noValidate>
      <h2 id={titleId} className="login-step__title">
        {t.login}
      </h2>
      <p className="login-step__lead">{t.loginLead}</p>
      <div className="phone-field">
        <CountryPicker value={flow.country} onChange={flow.setCountry} />
        <label className="visually-hidden" htmlFor={mobileId}>
          {t.mobileNumber}
        </label>
        <input
          id={mobileId}
          className="phone-field__number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.mobilePlaceholder}
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
          {t.agreeTo}{' '}
          <a href="/terms-and-conditions" target="_blank" rel="noopener">
            {t.terms}
          </a>{' '}
          {t.and}{' '}
          <a href="/privacy-policy" target="_blank" rel="noopener">
            {t.privacy}
          </a>
        </span>
      </label>
      <button type="submit" className="button login-step__submit" disabled={flow.sending} aria-busy={flow.sending}>
        {flow.sending ? <Spinner /> : null}
        {t.getOtp}
      </button>
    </form>
  );
}
