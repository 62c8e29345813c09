import type { AstrologerRecordView } from '@nakshatra/contracts';
import { isPossibleMobile } from '@nakshatra/contracts/client';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { DEFAULT_COUNTRY_CODE } from '../../../config/app-constants';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { browserLocation } from '../../../lib/browser-location';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { useApiLoad, type ApiLoadOf } from '../../../lib/use-api-load.hook';
import { useUserSessionAtLoad, writeUserSession } from '../../../lib/user-session';
import { ReviewList } from '../../reviews';
import { confirmAstrologerOtp, sendAstrologerOtp, setAvailability, setTakesCalls } from '../api/astrologer-console.api';
import { getMyAstrologer, NO_APPLICATION } from '../api/my-astrologer.api';
import { consoleMessages } from '../console.messages';
import { AstrologerEarnings } from './astrologer-earnings.component';
import '../astrologers.css';

/**
 * /astrologer: an astrologer's own page. Logged in as an astrologer (user_confirm_otp), it reads
 * get_my_astrologer and offers the online/offline switch, then the earnings and the customers'
 * reviews; anyone else logs in as an astrologer here. `children` (the chat requests, composed by
 * the page) show only to an astrologer.
 */
export function AstrologerConsole({ children }: { children?: ReactNode } = {}) {
  const t = useMessages(consoleMessages);
  const session = useUserSessionAtLoad();
  return (
    <div className="astrologer-console">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      {session?.role === 'astrologer' ? <AstrologerDesk>{children}</AstrologerDesk> : <AstrologerLogin asCustomer={Boolean(session)} />}
    </div>
  );
}

/** A logged-in astrologer's console: their standing and switch, the requests, what they earned and what customers said. */
function AstrologerDesk({ children }: { children?: ReactNode }) {
  const [mine, retry] = useApiLoad('astrologer-console', (signal) => getMyAstrologer(signal));
  return (
    <>
      <ConsoleStatus mine={mine} retry={retry} />
      {children}
      <AstrologerEarnings />
      {/* The reviews customers left after their chats, as the public profile shows them. */}
      {mine.state === 'loaded' ? <ReviewList astrologerId={mine.answer.data.id} /> : null}
    </>
  );
}

function ConsoleStatus({ mine, retry }: { mine: ApiLoadOf<'get_my_astrologer'>; retry: () => void }) {
  const t = useMessages(consoleMessages);
  if (mine.state === 'loading') {
    return (
      <p role="status">
        <Spinner /> {t.loading}
      </p>
    );
  }
  if (mine.state === 'failed') return mine.errorStatus === NO_APPLICATION ? <p>{t.noRecord}</p> : <LoadFailed text={t.loadFailed} onRetry={retry} />;
  return <Standing key={mine.answer.data.updated_at} record={mine.answer.data} />;
}

function Standing({ record }: { record: AstrologerRecordView }) {
  const t = useMessages(consoleMessages);
  const [live, setLive] = useState(record.status);
  const [availability, setAvailabilityState] = useState(record.availability);
  const [takesCalls, setTakesCallsState] = useState(record.takes_calls);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const canSwitch = record.active && record.application_status === 'approved';
  const next = availability === 'online' ? 'offline' : 'online';

  const switchTo = async (write: () => ReturnType<typeof setAvailability>) => {
    setBusy(true);
    setFailure(undefined);
    const answer = await write().catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    setLive(answer.data.status);
    setAvailabilityState(answer.data.availability);
    setTakesCallsState(answer.data.takes_calls);
  };

  return (
    <section className="astrologer-console__standing" aria-labelledby="console-name">
      <h2 id="console-name">{record.name}</h2>
      <p>
        {t.application}: <strong>{t[`status_${record.application_status}`]}</strong>
      </p>
      <p>{t.price(formatRupees(record.price_per_min))}</p>
      {record.call_price_per_min !== null ? <p>{t.callPrice(formatRupees(record.call_price_per_min))}</p> : null}
      {!record.active ? <p role="alert">{t.deactivated}</p> : null}
      {canSwitch ? (
        <>
          <p className={`astrologer-status astrologer-status--${live}`} role="status">
            <span className="astrologer-status__dot" aria-hidden="true" />
            {t.availability} {t[`live_${live}`]}
          </p>
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void switchTo(() => setAvailability(next))}>
            {busy ? <Spinner /> : null}
            {next === 'online' ? t.goOnline : t.goOffline}
          </button>
          {record.call_price_per_min !== null ? (
            <label className="astrologer-console__switch">
              <input type="checkbox" role="switch" checked={takesCalls} disabled={busy} aria-describedby="console-calls-hint" onChange={(event) => void switchTo(() => setTakesCalls(event.target.checked))} />
              {t.takeCalls}
              <span id="console-calls-hint" className="astrologer-console__note">
                {t.takeCallsHint}
              </span>
            </label>
          ) : null}
          {failure ? <FailedWrite failure={failure} notYet={t.switchFailed} /> : null}
          <p className="astrologer-console__note">{t.sessionsSoon}</p>
        </>
      ) : null}
    </section>
  );
}

/** The step's field as the server refused it (its 400), worded in the visitor's language. */
const refusedField = (failure: ApiFailure, path: string) => failure.errors?.find((error) => error.path === path);

function AstrologerLogin({ asCustomer }: { asCustomer: boolean }) {
  const t = useMessages(consoleMessages);
  const { field } = useRefusalText();
  const [step, setStep] = useState<'mobile' | 'otp'>('mobile');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [userId, setUserId] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);

  // The server answers every number's send alike (it does not say who is an astrologer), so a refused
  // code gets the console's own advice, which also covers a number without the role; a refused field
  // shows under it; anything else above the link.
  const refuseStep = (failure: ApiFailure, path: string) => {
    const refused = refusedField(failure, path);
    if (failure.code === 'otp.invalid') setError(t.codeRefused);
    else if (refused) setError(field(refused));
    else setFailure(failure);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!isPossibleMobile(DEFAULT_COUNTRY_CODE, mobile)) return setError(t.phoneInvalid);
    setError(undefined);
    setBusy(true);
    const answer = await sendAstrologerOtp(mobile).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return refuseStep(answer, 'numbers');
    setUserId(answer.data.user_id);
    setStep('otp');
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!/^\d{6}$/.test(otp)) return setError(t.otpInvalid);
    setError(undefined);
    setBusy(true);
    const answer = await confirmAstrologerOtp(otp, userId).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return refuseStep(answer, 'otp');
    writeUserSession(answer.data);
    // A full load: the app reads the session once per page load.
    browserLocation.reload();
  };

  return (
    <section className="astrologer-console__login" aria-labelledby="console-login">
      <h2 id="console-login">{t.loginTitle}</h2>
      {asCustomer ? <p>{t.customerNote}</p> : null}
      <p>{t.loginLead}</p>
      {step === 'mobile' ? (
        <form noValidate onSubmit={(event) => void send(event)}>
          <FormField id="console-mobile" label={t.mobile} hint={t.mobileHint} error={error}>
            {(control) => <input {...control} type="tel" inputMode="numeric" autoComplete="tel-national" maxLength={10} value={mobile} onChange={(event) => setMobile(event.target.value.replace(/\D/g, ''))} />}
          </FormField>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t.sendOtp}
          </button>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void verify(event)}>
          <p>{t.otpSentIfAstrologer(`${DEFAULT_COUNTRY_CODE} ${mobile}`)}</p>
          <FormField id="console-otp" label={t.otp} hint={t.otpHint} error={error}>
            {(control) => <input {...control} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} onChange={(event) => setOtp(event.target.value.replace(/\D/g, ''))} />}
          </FormField>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t.verify}
          </button>{' '}
          <button type="button" className="link-button" onClick={() => setStep('mobile')}>
            {t.changeNumber}
          </button>
        </form>
      )}
      {failure ? <FailedWrite failure={failure} /> : null}
      <p>
        {t.notYet} <AppLink to="/astrologer-register">{t.applyLink}</AppLink>
      </p>
    </section>
  );
}
