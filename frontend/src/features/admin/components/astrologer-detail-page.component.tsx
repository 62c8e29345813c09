import type { AstrologerRecordView } from '@nakshatra/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure, type ApiAnswer } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { adminMessages } from '../admin.messages';
import { astrologerMessages } from '../admin-astrologers.messages';
import { deactivateAstrologer, getAstrologerLog, getAstrologerRecord, getRejectionReasons, updateAstrologer, type AstrologerUpdate } from '../api/astrologers-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { useNoticeText } from '../hooks/use-notice-text.hook';
import { ADMIN_ASTROLOGERS_PATH } from '../lib/admin-paths';
import { refusalNotice } from '../lib/field-errors';
import { say, type Notice } from '../lib/notice';
import { AstrologerConsultations } from './astrologer-consultations.component';
import { AstrologerRecordFacts } from './astrologer-record-facts.component';
import { AstrologerTimeline } from './astrologer-timeline.component';
import { LoadFailure, Loading } from './load-failure.component';

/** Runs an admin's write on the record, says how it went, and reads the record again; true when it was done. */
type Write = (action: () => Promise<ApiAnswer<'update_astrologer'> | ApiAnswer<'delete_astrologer'>>, done: Notice) => Promise<boolean>;

/** One astrologer's whole record for review: approve, reject, deactivate, reactivate, profile edits, and the timeline. */
export function AstrologerDetailPage({ id }: { id: string }) {
  const { refused } = useAdminAccess();
  const t = useMessages(astrologerMessages);
  const common = useMessages(adminMessages);
  const text = useNoticeText();
  const headingId = useId();
  const [version, setVersion] = useState(0);
  const [record, retry] = useApiResource(`astrologer:${id}:${version}`, (signal) => getAstrologerRecord(id, signal));
  const [log, retryLog] = useApiResource(`astrologer-log:${id}:${version}`, (signal) => getAstrologerLog(id, signal));
  const [message, setMessage] = useState<{ notice: Notice; failed: boolean }>();
  const [busy, setBusy] = useState(false);

  const write: Write = async (action, done) => {
    setBusy(true);
    const answer = await action().catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) {
      if (!refused(answer.error_status)) setMessage({ notice: refusalNotice(answer), failed: true });
      return false;
    }
    setMessage({ notice: done, failed: false });
    setVersion((count) => count + 1);
    return true;
  };

  const name = record.state === 'loaded' ? record.answer.data.name : t.astrologer;
  // get_single_astrologer answers admins the whole record (anyone else the public profile).
  const whole = record.state === 'loaded' && 'user_id' in record.answer.data ? record.answer.data : undefined;
  return (
    <section aria-labelledby={headingId}>
      <title>{common.pageTitle(name)}</title>
      <p>
        <Link to={ADMIN_ASTROLOGERS_PATH}>
          <span aria-hidden="true">← </span>
          {t.allAstrologers}
        </Link>
      </p>
      <div className="admin-heading">
        <h1 id={headingId}>{name}</h1>
      </div>
      {message ? (
        <p className={message.failed ? 'admin-alert' : 'admin-list__total'} role={message.failed ? 'alert' : 'status'}>
          {text(message.notice)}
        </p>
      ) : null}
      {record.state === 'loading' ? <Loading what={t.theAstrologer} /> : null}
      {record.state === 'failed' ? <LoadFailure what={t.theAstrologer} failure={record.failure} onRetry={retry} /> : null}
      {whole ? (
        <>
          <AstrologerRecordFacts record={whole} />
          <ReviewActions record={whole} busy={busy} write={write} />
          <ProfileEdits key={whole.updated_at} record={whole} busy={busy} write={write} />
        </>
      ) : null}
      <AstrologerConsultations astrologerId={id} />
      <h2>{t.timeline}</h2>
      {log.state === 'loading' ? <Loading what={t.theTimeline} /> : null}
      {log.state === 'failed' ? <LoadFailure what={t.theTimeline} failure={log.failure} onRetry={retryLog} /> : null}
      {log.state === 'loaded' ? <AstrologerTimeline entries={log.answer.data} /> : null}
    </section>
  );
}

function ReviewActions({ record, busy, write }: { record: AstrologerRecordView; busy: boolean; write: Write }) {
  const t = useMessages(astrologerMessages);
  const [rejecting, setRejecting] = useState(false);
  const { id, active, application_status: status } = record;
  return (
    <div className="admin-actions">
      <h2>{t.review}</h2>
      {active && status !== 'approved' ? (
        <button type="button" className="admin-button" disabled={busy} onClick={() => void write(() => updateAstrologer(id, { action: 'approve' }), say(astrologerMessages, (words) => words.approvedDone))}>
          {t.approve}
        </button>
      ) : null}{' '}
      {active && status === 'pending' ? (
        <button type="button" className="admin-button admin-button--quiet" disabled={busy} aria-expanded={rejecting} onClick={() => setRejecting((open) => !open)}>
          {t.rejectOpen}
        </button>
      ) : null}{' '}
      {active ? (
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm(t.deactivateAsk(record.name))) void write(() => deactivateAstrologer(id), say(astrologerMessages, (words) => words.deactivatedDone));
          }}
        >
          {t.deactivate}
        </button>
      ) : (
        <button type="button" className="admin-button" disabled={busy} onClick={() => void write(() => updateAstrologer(id, { action: 'reactivate' }), say(astrologerMessages, (words) => words.reactivatedDone))}>
          {t.reactivate}
        </button>
      )}
      {rejecting ? <RejectForm id={id} busy={busy} write={write} onDone={() => setRejecting(false)} /> : null}
    </div>
  );
}

function RejectForm({ id, busy, write, onDone }: { id: string; busy: boolean; write: Write; onDone: () => void }) {
  const t = useMessages(astrologerMessages);
  const common = useMessages(adminMessages);
  const [reasons] = useApiResource('rejection-reasons', (signal) => getRejectionReasons(signal));
  const [reasonId, setReasonId] = useState('');
  const [reason, setReason] = useState('');
  const [noReason, setNoReason] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const written = reason.trim();
    const missing = !reasonId && !written;
    setNoReason(missing);
    if (missing) return;
    const body = { action: 'reject' as const, ...(reasonId ? { reason_id: reasonId } : {}), ...(written ? { reason: written } : {}) };
    if (await write(() => updateAstrologer(id, body), say(astrologerMessages, (words) => words.rejectedDone))) onDone();
  };
  return (
    <form className="admin-form" aria-label={t.rejectApplication} onSubmit={(event) => void submit(event)} noValidate>
      <div className="admin-field">
        <label htmlFor="admin-reject-reason-id">{common.reason}</label>
        <select id="admin-reject-reason-id" value={reasonId} onChange={(event) => setReasonId(event.target.value)}>
          <option value="">{reasons.state === 'loading' ? t.loadingReasons : t.writeOneBelow}</option>
          {reasons.state === 'loaded'
            ? reasons.answer.data.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.title}
                </option>
              ))
            : null}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor="admin-reject-reason">{t.reasonText}</label>
        <textarea id="admin-reject-reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={noReason} />
        {noReason ? <p className="admin-field__error">{t.needReason}</p> : null}
      </div>
      <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
        {t.reject}
      </button>
    </form>
  );
}

const RUPEES = /^\d+(\.\d{1,2})?$/;

type ProfileProblem = 'priceOutOfRange' | 'callPriceOutOfRange' | 'experienceOutOfRange' | 'bioLength' | 'nothingChanged';

/** Rupees per minute → paise, within the server's ₹5 to ₹500; undefined otherwise. */
function pricePaise(text: string): number | undefined {
  const price = text.trim();
  return RUPEES.test(price) && Number(price) >= 5 && Number(price) <= 500 ? Math.round(Number(price) * 100) : undefined;
}

interface ProfileValues {
  readonly name: string;
  readonly email: string;
  readonly experience_years: string;
  readonly price: string;
  /** Empty: the astrologer takes no calls. */
  readonly call_price: string;
  readonly bio: string;
}

/** The changed profile fields (prices in paise), or what is wrong with the form. */
function profileChanges(record: AstrologerRecordView, values: ProfileValues): { changes: AstrologerUpdate } | { problem: ProfileProblem } {
  const paise = pricePaise(values.price);
  if (paise === undefined) return { problem: 'priceOutOfRange' };
  const callPaise = values.call_price.trim() ? pricePaise(values.call_price) : null;
  if (callPaise === undefined) return { problem: 'callPriceOutOfRange' };
  const years = Number(values.experience_years);
  if (!Number.isInteger(years) || years < 0 || years > 70) return { problem: 'experienceOutOfRange' };
  const bio = values.bio.trim();
  if (bio.length < 50 || bio.length > 2000) return { problem: 'bioLength' };
  const name = values.name.trim();
  const email = values.email.trim();
  const changes: AstrologerUpdate = {
    ...(name !== record.name ? { name } : {}),
    ...(email !== record.email ? { email } : {}),
    ...(years !== record.experience_years ? { experience_years: years } : {}),
    ...(paise !== record.price_per_min ? { price_per_min: paise } : {}),
    ...(callPaise !== record.call_price_per_min ? { call_price_per_min: callPaise } : {}),
    ...(bio !== record.bio ? { bio } : {}),
  };
  return Object.keys(changes).length === 0 ? { problem: 'nothingChanged' } : { changes };
}

function ProfileEdits({ record, busy, write }: { record: AstrologerRecordView; busy: boolean; write: Write }) {
  const t = useMessages(astrologerMessages);
  const start: ProfileValues = {
    name: record.name,
    email: record.email,
    experience_years: String(record.experience_years),
    price: (record.price_per_min / 100).toFixed(2),
    call_price: record.call_price_per_min === null ? '' : (record.call_price_per_min / 100).toFixed(2),
    bio: record.bio,
  };
  const [values, setValues] = useState(start);
  const [problem, setProblem] = useState<ProfileProblem>();
  const set = (field: keyof typeof start, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = profileChanges(record, values);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(undefined);
    void write(() => updateAstrologer(record.id, checked.changes), say(astrologerMessages, (words) => words.profileSaved));
  };

  return (
    <form className="admin-form" aria-label={t.editProfile} onSubmit={submit} noValidate>
      <h2>{t.profile}</h2>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-name">{t.name}</label>
        <input id="admin-astrologer-name" value={values.name} onChange={(event) => set('name', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-email">{t.email}</label>
        <input id="admin-astrologer-email" type="email" value={values.email} onChange={(event) => set('email', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-years">{t.yearsOfExperience}</label>
        <input id="admin-astrologer-years" inputMode="numeric" value={values.experience_years} onChange={(event) => set('experience_years', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-price">{t.pricePerMinuteRupees}</label>
        <input id="admin-astrologer-price" inputMode="decimal" value={values.price} onChange={(event) => set('price', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-call-price">{t.callPricePerMinuteRupees}</label>
        <input id="admin-astrologer-call-price" inputMode="decimal" value={values.call_price} onChange={(event) => set('call_price', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-bio">{t.bio}</label>
        <textarea id="admin-astrologer-bio" rows={5} value={values.bio} onChange={(event) => set('bio', event.target.value)} />
      </div>
      {problem ? (
        <p className="admin-alert" role="alert">
          {t[problem]}
        </p>
      ) : null}
      <button type="submit" className="admin-button" disabled={busy}>
        {t.saveProfile}
      </button>
    </form>
  );
}
