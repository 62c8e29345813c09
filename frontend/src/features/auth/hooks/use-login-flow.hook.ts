import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OTP_LENGTH, RESEND_COUNTDOWN_SECONDS, SEND_OTP_SUCCESS_STATUSES, VERIFY_OTP_SUCCESS_STATUS } from '../../../config/app-constants';
import { browserLocation } from '../../../lib/browser-location';
import { writeUserSession } from '../../../lib/user-session';
import { confirmOtp } from '../api/confirm-otp.api';
import { sendOtp } from '../api/send-otp.api';
import { defaultCountry, type Country } from '../data/countries.data';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';
import { isCompleteOtp, mobileStepProblem, toMobileDigits } from '../lib/login-validation';
import { showLoginProblem } from '../lib/login-toast';
import { useCountdown } from './use-countdown.hook';

export type LoginStep = 'mobile' | 'otp';

const emptyDigits = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * The login popup's two steps (spec §4): mobile entry → send OTP → OTP entry → verify → cookie and
 * reload. Loading flags guard each call so a double click or Enter cannot send twice.
 */
export function useLoginFlow() {
  const location = useLocation();
  const t = useMessages(authMessages);
  const [step, setStep] = useState<LoginStep>('mobile');
  const [country, setCountry] = useState<Country>(defaultCountry);
  const [mobile, setMobileState] = useState('');
  const [consented, setConsented] = useState(false);
  const [userId, setUserId] = useState<string>();
  const [digits, setDigitsState] = useState<string[]>(emptyDigits);
  const [verifyError, setVerifyError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const { remaining: countdown, start: startCountdown, stop: stopCountdown } = useCountdown();
  // State updates land after the next render; refs stop a second call started before that.
  const busy = useRef({ send: false, verify: false });

  const send = useCallback(
    async (onSent: (userId: string | undefined) => void): Promise<boolean> => {
      try {
        const outcome = await sendOtp({ numbers: mobile, countryCode: country.countryCode });
        if (!SEND_OTP_SUCCESS_STATUSES.includes(outcome.status)) {
          showLoginProblem(t.sendFailed);
          return false;
        }
        onSent(outcome.userId);
        return true;
      } catch {
        showLoginProblem(t.sendError);
        return false;
      }
    },
    [mobile, country, t],
  );

  const requestOtp = useCallback(async () => {
    if (busy.current.send) return;
    const problem = mobileStepProblem(mobile, consented, country.countryCode);
    if (problem) {
      showLoginProblem(t[problem]);
      return;
    }
    busy.current.send = true;
    setSending(true);
    await send((sentUserId) => {
      setUserId(sentUserId);
      setDigitsState(emptyDigits());
      setVerifyError(undefined);
      setStep('otp');
      startCountdown(RESEND_COUNTDOWN_SECONDS);
    });
    busy.current.send = false;
    setSending(false);
  }, [mobile, consented, country, send, startCountdown, t]);

  const resend = useCallback(async () => {
    if (busy.current.send || countdown > 0) return;
    busy.current.send = true;
    setResending(true);
    setDigitsState(emptyDigits());
    setVerifyError(undefined);
    await send((sentUserId) => {
      setUserId(sentUserId);
      startCountdown(RESEND_COUNTDOWN_SECONDS);
    });
    busy.current.send = false;
    setResending(false);
  }, [send, countdown, startCountdown]);

  const verify = useCallback(
    async (otp: string) => {
      if (busy.current.verify) return;
      if (!isCompleteOtp(otp)) {
        showLoginProblem(t.otpNotSixDigits);
        return;
      }
      busy.current.verify = true;
      setVerifying(true);
      setVerifyError(undefined);
      try {
        const outcome = await confirmOtp(otp, userId ?? '');
        if (outcome.status === VERIFY_OTP_SUCCESS_STATUS && outcome.user) {
          writeUserSession(outcome.user);
          // Spec §2: back to the same path on the site's own origin; the spinner stays until the reload.
          browserLocation.assign(`${window.location.origin}${location.pathname}${location.search}`);
          return;
        }
        setVerifyError(t.invalidOtp);
      } catch {
        showLoginProblem(t.verifyError);
      }
      busy.current.verify = false;
      setVerifying(false);
    },
    [userId, location.pathname, location.search, t],
  );

  /** New box contents; the sixth digit filled verifies at once (spec §4). */
  const setDigits = useCallback(
    (next: string[]) => {
      setDigitsState(next);
      setVerifyError(undefined);
      const otp = next.join('');
      if (isCompleteOtp(otp)) void verify(otp);
    },
    [verify],
  );

  const changeNumber = useCallback(() => {
    setStep('mobile');
    setDigitsState(emptyDigits());
    setVerifyError(undefined);
    stopCountdown();
  }, [stopCountdown]);

  return {
    step,
    country,
    setCountry,
    mobile,
    setMobile: (value: string) => setMobileState(toMobileDigits(value)),
    consented,
    setConsented,
    sending,
    requestOtp,
    digits,
    setDigits,
    verifying,
    verifyError,
    verify: () => verify(digits.join('')),
    countdown,
    resending,
    resend,
    changeNumber,
  };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
