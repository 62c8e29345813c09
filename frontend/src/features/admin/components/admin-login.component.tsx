import { loginMessages } from '@nakshatra/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/spinner.component';
import { DEFAULT_COUNTRY_CODE, MOBILE_NUMBER_LENGTH, OTP_LENGTH } from '../../../config/app-constants';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { browserLocation } from '../../../lib/browser-location';
import { writeUserSession } from '../../../lib/user-session';
import { confirmAdminOtp, requestAdminOtp } from '../api/admin-login.api';

export const adminLoginMessages = {
  notAdmin: 'This number cannot sign in to the admin back office.',
  youAreNotAdmin: 'You are not an admin',
  sendFailed: 'Failed to send OTP. Please try again.',
  sendError: 'Error sending OTP. Please try again.',
  verifyFailed: loginMessages.invalidOtp,
  verifyError: 'Error verifying OTP. Please try again later.',
} as const;

/** Where a refused page sent the admin from, so that signing in returns there. */
const returnPath = (state: unknown): string => {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/admin') && !from.startsWith('/admin/login') ? from : '/admin';
};

/** The server's own words for a refusal, when it sent some. */
const serverMessage = (failure: ApiFailure, fallback: string): string => failure.errors?.[0]?.message ?? failure.message ?? fallback;

/**
 * The admin sign-in (POST /api/login in two steps: number → OTP). Success stores the user details
 * in the userDetails cookie as the customer login does and loads the back office afresh.
 */
export function AdminLogin() {
  const location = useLocation();
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string>();
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
    if (mobile === '') return setError(loginMessages.mobileEmpty);
    if (!new RegExp(`^\\d{${MOBILE_NUMBER_LENGTH}}$`).test(mobile)) return setError(loginMessages.mobileInvalid);
    void run(async () => {
      try {
        const answer = await requestAdminOtp(mobile);
        if (isApiFailure(answer)) {
          setError(serverMessage(answer, answer.error_status === 403 ? adminLoginMessages.notAdmin : adminLoginMessages.sendFailed));
          return false;
        }
        // Spec §7 puts user_id beside status; data carries it too.
        const sentTo = (answer as unknown as { user_id?: string }).user_id ?? answer.data?.user_id;
        setUserId(sentTo ?? '');
        setOtp('');
        setStep('otp');
      } catch {
        setError(adminLoginMessages.sendError);
      }
      return false;
    });
  };

  const verify = (event: FormEvent) => {
    event.preventDefault();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp)) return setError(loginMessages.otpNotSixDigits);
    void run(async () => {
      try {
        const answer = await confirmAdminOtp(otp, userId);
        if (isApiFailure(answer)) {
          setError(serverMessage(answer, adminLoginMessages.verifyFailed));
          return false;
        }
        if (answer.data.role !== 'admin') {
          setError(adminLoginMessages.youAreNotAdmin);
          return false;
        }
        writeUserSession(answer.data);
        // A full load: the app reads the session once per page load.
        browserLocation.assign(returnPath(location.state));
        return true;
      } catch {
        setError(adminLoginMessages.verifyError);
        return false;
      }
    });
  };

  const describedBy = error ? errorId : undefined;

  return (
    <div className="admin-login">
      <title>Admin sign in · Nakshatra</title>
      <div className="admin-login__card">
        <h1>Admin sign in</h1>
        {step === 'mobile' ? (
          <form noValidate onSubmit={sendOtp}>
            <label htmlFor="admin-mobile">Mobile number</label>
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
            {error ? <p id={errorId} className="admin-field__error" role="alert">{error}</p> : null}
            <button type="submit" className="admin-button" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner /> : null}
              Send OTP
            </button>
          </form>
        ) : (
          <form noValidate onSubmit={verify}>
            <p>
              A {OTP_LENGTH} digit OTP has been sent to {DEFAULT_COUNTRY_CODE} {mobile}
            </p>
            <label htmlFor="admin-otp">OTP</label>
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
            {error ? <p id={errorId} className="admin-field__error" role="alert">{error}</p> : null}
            <button type="submit" className="admin-button" disabled={busy} aria-busy={busy}>
              {busy ? <Spinner /> : null}
              Verify and sign in
            </button>
            <button
              type="button"
              className="link-button admin-login__change"
              onClick={() => {
                setStep('mobile');
                setError(undefined);
              }}
            >
              Change number
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
