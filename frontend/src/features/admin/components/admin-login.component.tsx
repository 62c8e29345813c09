import { loginSchemas } from '@nakshatra/contracts';
import { fieldErrorsOf, type SchemaIssue } from '@nakshatra/contracts/client';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/spinner.component';
import { DEFAULT_COUNTRY_CODE, MOBILE_NUMBER_LENGTH, OTP_LENGTH } from '../../../config/app-constants';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { browserLocation } from '../../../lib/browser-location';
import { useMessages } from '../../../lib/i18n/messages';
import { writeUserSession } from '../../../lib/user-session';
import { LanguageSelect } from '../../language';
import { adminLoginMessages } from '../admin-login.messages';
import { adminMessages } from '../admin.messages';
import { confirmAdminOtp, requestAdminOtp } from '../api/admin-login.api';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { say, type Notice } from '../lib/notice';

/** Where a refused page sent the admin from, so that signing in returns there. */
const returnPath = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith('/admin/login') ? from : '/admin';
};

/** What the server's own login schema would refuse first, worded from its field-issue code. */
function firstProblem(check: { readonly error?: { readonly issues: readonly SchemaIssue[] } | undefined }, input: unknown): Notice | undefined {
  const [error] = check.error ? fieldErrorsOf(check.error.issues, input) : [];
  return error ? { fieldError: error } : undefined;
}

/** A refused login call: its first field error, or the refusal itself (`otp.too_many_for_number`…). */
const refusalOf = (failure: ApiFailure): Notice => (failure.errors?.[0] ? { fieldError: failure.errors[0] } : { refusal: failure });

/**
 * A refused code. The server answers every number's send step alike (it does not say who is an
 * admin), so a wrong code also stands for a number without the role: the words say both, kindly.
 */
const codeRefusalOf = (failure: ApiFailure): Notice => (failure.code === 'otp.invalid' ? say(adminLoginMessages, (words) => words.codeRefused) : refusalOf(failure));

/**
 * The admin sign-in (POST /api/login in two steps: number → OTP). Success stores the user details
 * in the userDetails cookie as the customer login does and loads the back office afresh.
 */
export function AdminLogin() {
  const location = useLocation();
  const t = useMessages(adminLoginMessages);
  const text = useNoticeText();
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<Notice>();
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const errorId = useId();

  /** One call at a time; `work` answers true when the page is leaving, which keeps the button busy. */
  const run = async (work: () => Promise<boolean>) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(undefined);
    if (await work()) return;
    sending.current = false;
    setBusy(false);
  };

  const sendOtp = (event: FormEvent) => {
    event.preventDefault();
    const body = { numbers: mobile, route: 'otp', country_code: DEFAULT_COUNTRY_CODE } as const;
    const problem = firstProblem(loginSchemas.sendOtp.safeParse(body), body);
    if (problem) return setError(problem);
    void run(async () => {
      try {
        const answer = await requestAdminOtp(mobile);
        if (isApiFailure(answer)) {
          setError(refusalOf(answer));
          return false;
        }
        setUserId('user_id' in answer.data ? answer.data.user_id : '');
        setOtp('');
        setStep('otp');
      } catch {
        setError(say(adminLoginMessages, (words) => words.sendError));
      }
      return false;
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    const body = { otp, user_id: userId };
    const problem = firstProblem(loginSchemas.confirmOtp.safeParse(body), body);
    if (problem) return setError(problem);
    void run(async () => {
      try {
        const answer = await confirmAdminOtp(otp, userId);
        if (isApiFailure(answer)) {
          setError(codeRefusalOf(answer));
          return false;
        }
        if (!('role' in answer.data) || answer.data.role !== 'admin') {
          setError(say(adminMessages, (words) => words.notAnAdmin));
          return false;
        }
        writeUserSession(answer.data);
        // A full load: the app reads the session once per page load.
        browserLocation.assign(returnPath(location.state));
        return true;
      } catch {
        setError(say(adminLoginMessages, (words) => words.verifyError));
        return false;
      }
    });
  };

  const describedBy = error ? errorId : undefined;
  const errorText = error ? (
    <p id={errorId} className="admin-field__error" role="alert">
      {text(error)}
    </p>
  ) : null;

  return (
    <div className="admin-login">
      <title>{t.pageTitle}</title>
      <div className="admin-login__card">
        <div className="admin-login__top">
          <h1>{t.title}</h1>
          <LanguageSelect />
        </div>
        {step === 'mobile' ? (
          <form noValidate onSubmit={sendOtp}>
            <label htmlFor="admin-mobile">{t.mobileNumber}</label>
            <div className="admin-login__phone">
              <span aria-hidden="true">{DEFAULT_COUNTRY_CODE}</span>
              <input
                id="admin-mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                value={mobile}
                onChange={(event) => setMobile(event.target.value.replace(/\D/g, '').slice(0, MOBILE_NUMBER_LENGTH))}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy}
                autoFocus
              />
            </div>
            {errorText}
            <button type="submit" className="admin-button" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner /> : null}
              {t.sendOtp}
            </button>
          </form>
        ) : (
          <form noValidate onSubmit={verify}>
            <p>{t.otpSent(OTP_LENGTH, `${DEFAULT_COUNTRY_CODE} ${mobile}`)}</p>
            <label htmlFor="admin-otp">{t.otp}</label>
            <input
              id="admin-otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={otp}
              onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              autoFocus
            />
            {errorText}
            <button type="submit" className="admin-button" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner /> : null}
              {t.verify}
            </button>
            <button
              type="button"
              className="link-button admin-login__change"
              onClick={() => {
                setStep('mobile');
                setError(undefined);
              }}
            >
              {t.changeNumber}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
