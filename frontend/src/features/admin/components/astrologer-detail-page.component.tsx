import type { AstrologerLogEntryView, AstrologerRecordView, ContentItem } from '@nakshatra/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isApiFailure, type ApiResult } from '../../../lib/api-client';
import { deactivateAstrologer, getAstrologerLog, getAstrologerRecord, getRejectionReasons, updateAstrologer } from '../api/astrologers-admin.api';
import { useAdminAccess } from '../hooks/admin-access.context';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { actorName } from '../lib/actor-name';
import { ADMIN_ASTROLOGERS_PATH } from '../lib/admin-paths';
import { formatIst } from '../lib/format-ist';
import { AstrologerConsultations } from './astrologer-consultations.component';
import { applicationLabel } from './astrologers-page.component';
import { LoadFailure, Loading } from './load-failure.component';

/** One astrologer's whole record for review: approve, reject, deactivate, reactivate, profile edits, and the timeline. */
export function AstrologerDetailPage({ id }: { id: string }) {
  const { refused } = useAdminAccess();
  const headingId = useId();
  const [version, setVersion] = useState(0);
  const [record, retry] = useApiResource<AstrologerRecordView>(`astrologer:${id}:${version}`, (signal) => getAstrologerRecord(id, signal));
  const [log, retryLog] = useApiResource<AstrologerLogEntryView[]>(`astrologer-log:${id}:${version}`, (signal) => getAstrologerLog(id, signal));
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();
  const [busy, setBusy] = useState(false);

  /** Runs a write, says how it went, and reads the record and its timeline again (at the write's position). */
  const write = async (action: () => Promise<ApiResult<unknown>>, done: string): Promise<boolean> => {
    setBusy(true);
    const answer = await action().catch(() => undefined);
    setBusy(false);
    if (!answer) {
      setMessage({ text: 'The server could not be reached. Please try again.', failed: true });
      return false;
    }
    if (isApiFailure(answer)) {
      refused(answer.error_status);
      const first = answer.errors?.[0];
      setMessage({ text: first ? `${first.path}: ${first.message}` : (answer.message ?? `That did not work (error ${answer.error_status}).`), failed: true });
      return false;
    }
    setMessage({ text: done, failed: false });
    setVersion((count) => count + 1);
    return true;
  };

  return (
    <section aria-labelledby={headingId}>
      <title>{`${record.state === 'loaded' ? record.answer.data.name : 'Astrologer'} · Admin · Nakshatra`}</title>
      <p>
        <Link to={ADMIN_ASTROLOGERS_PATH}>← All astrologers</Link>
      </p>
      <div className="admin-heading">
        <h1 id={headingId}>{record.state === 'loaded' ? record.answer.data.name : 'Astrologer'}</h1>
      </div>
      {message ? (
        <p className={message.failed ? 'admin-alert' : 'admin-list__total'} role={message.failed ? 'alert' : 'status'}>
          {message.text}
        </p>
      ) : null}
      {record.state === 'loading' ? <Loading what="the astrologer" /> : null}
      {record.state === 'failed' ? <LoadFailure what="The astrologer" errorStatus={record.errorStatus} message={record.message} onRetry={retry} /> : null}
      {record.state === 'loaded' ? (
        <>
          <RecordFacts record={record.answer.data} />
          <ReviewActions record={record.answer.data} busy={busy} write={write} />
          <ProfileEdits key={record.answer.data.updated_at} record={record.answer.data} busy={busy} write={write} />
        </>
      ) : null}
      <AstrologerConsultations astrologerId={id} />
      <h2>Timeline</h2>
      {log.state === 'loading' ? <Loading what="the timeline" /> : null}
      {log.state === 'failed' ? <LoadFailure what="The timeline" errorStatus={log.errorStatus} message={log.message} onRetry={retryLog} /> : null}
      {log.state === 'loaded' ? <Timeline entries={log.answer.data} /> : null}
    </section>
  );
}

function RecordFacts({ record }: { record: AstrologerRecordView }) {
  const rows: [string, ReactNode][] = [
    ['Application', applicationLabel(record)],
    ['Rejection reason', record.rejection?.reason ?? '—'],
    ['Live status', `${record.status} (switch: ${record.availability})`],
    ['Phone', `${record.country_code} ${record.phone}`],
    ['E-mail', record.email],
    ['Gender', record.gender],
    ['Date of birth', record.date_of_birth],
    ['Languages', record.languages.join(', ')],
    ['Skills', record.skills.join(', ')],
    ['Experience', `${record.experience_years} years`],
    ['Price per minute', `₹${(record.price_per_min / 100).toFixed(2)}`],
    ['Rating', `${record.rating} (${record.rating_count} reviews), ${record.orders} consultations`],
    ['Bio', record.bio],
    ['Photo', record.img_url ? <img src={record.img_url} alt={`Photo of ${record.name}`} width={96} height={96} /> : '—'],
    [
      'ID document',
      record.id_document_url ? (
        <a href={record.id_document_url} target="_blank" rel="noreferrer">
          Open the ID document
        </a>
      ) : (
        '—'
      ),
    ],
    ['User account', record.user_id],
    ['Applied', formatIst(record.applied_at)],
    ['Reviewed', record.reviewed_at ? formatIst(record.reviewed_at) : '—'],
    ['Approved', record.approved_at ? formatIst(record.approved_at) : '—'],
    ['Deactivated', record.deactivated_at ? formatIst(record.deactivated_at) : '—'],
  ];
  return (
    <dl className="admin-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

type Write = (action: () => Promise<ApiResult<unknown>>, done: string) => Promise<boolean>;

function ReviewActions({ record, busy, write }: { record: AstrologerRecordView; busy: boolean; write: Write }) {
  const [rejecting, setRejecting] = useState(false);
  const { id, active, application_status: status } = record;
  return (
    <div className="admin-actions">
      <h2>Review</h2>
      {active && status !== 'approved' ? (
        <button type="button" className="admin-button" disabled={busy} onClick={() => void write(() => updateAstrologer(id, { action: 'approve' }), 'Approved: the account now has the astrologer role.')}>
          Approve
        </button>
      ) : null}{' '}
      {active && status === 'pending' ? (
        <button type="button" className="admin-button admin-button--quiet" disabled={busy} aria-expanded={rejecting} onClick={() => setRejecting((open) => !open)}>
          Reject…
        </button>
      ) : null}{' '}
      {active ? (
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Deactivate ${record.name}? They are unlisted and cannot go online or apply again until reactivated.`)) void write(() => deactivateAstrologer(id), 'Deactivated.');
          }}
        >
          Deactivate
        </button>
      ) : (
        <button type="button" className="admin-button" disabled={busy} onClick={() => void write(() => updateAstrologer(id, { action: 'reactivate' }), 'Reactivated.')}>
          Reactivate
        </button>
      )}
      {rejecting ? <RejectForm id={id} busy={busy} write={write} onDone={() => setRejecting(false)} /> : null}
    </div>
  );
}

function RejectForm({ id, busy, write, onDone }: { id: string; busy: boolean; write: Write; onDone: () => void }) {
  const [reasons] = useApiResource<ContentItem[]>('rejection-reasons', (signal) => getRejectionReasons(signal));
  const [reasonId, setReasonId] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reasonId && !reason.trim()) return setProblem('Choose a reason or write one: the applicant reads it.');
    setProblem(undefined);
    const body = { action: 'reject' as const, ...(reasonId ? { reason_id: reasonId } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) };
    if (await write(() => updateAstrologer(id, body), 'Rejected: the applicant sees the reason and may apply again.')) onDone();
  };
  return (
    <form className="admin-form" aria-label="Reject the application" onSubmit={(event) => void submit(event)} noValidate>
      <div className="admin-field">
        <label htmlFor="admin-reject-reason-id">Reason</label>
        <select id="admin-reject-reason-id" value={reasonId} onChange={(event) => setReasonId(event.target.value)}>
          <option value="">{reasons.state === 'loading' ? 'Loading reasons…' : 'Write one below'}</option>
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
        <label htmlFor="admin-reject-reason">Reason text (shown to the applicant)</label>
        <textarea id="admin-reject-reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={Boolean(problem)} />
        {problem ? <p className="admin-field__error">{problem}</p> : null}
      </div>
      <button type="submit" className="admin-button admin-button--danger" disabled={busy}>
        Reject
      </button>
    </form>
  );
}

const RUPEES = /^\d+(\.\d{1,2})?$/;

function ProfileEdits({ record, busy, write }: { record: AstrologerRecordView; busy: boolean; write: Write }) {
  const start = { name: record.name, email: record.email, experience_years: String(record.experience_years), price: (record.price_per_min / 100).toFixed(2), bio: record.bio };
  const [values, setValues] = useState(start);
  const [problem, setProblem] = useState<string>();
  const set = (field: keyof typeof start, value: string) => setValues((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = values.price.trim();
    if (!RUPEES.test(price) || Number(price) < 5 || Number(price) > 500) return setProblem('Price per minute: ₹5 to ₹500, at most two decimals.');
    const years = Number(values.experience_years);
    if (!Number.isInteger(years) || years < 0 || years > 70) return setProblem('Experience: whole years, 0 to 70.');
    if (values.bio.trim().length < 50 || values.bio.trim().length > 2000) return setProblem('Bio: 50 to 2000 characters.');
    const paise = Math.round(Number(price) * 100);
    const changes: Record<string, unknown> = {};
    if (values.name.trim() !== record.name) changes.name = values.name.trim();
    if (values.email.trim() !== record.email) changes.email = values.email.trim();
    if (years !== record.experience_years) changes.experience_years = years;
    if (paise !== record.price_per_min) changes.price_per_min = paise;
    if (values.bio.trim() !== record.bio) changes.bio = values.bio.trim();
    if (Object.keys(changes).length === 0) return setProblem('Nothing has changed.');
    setProblem(undefined);
    void write(() => updateAstrologer(record.id, changes), 'Profile saved.');
  };

  return (
    <form className="admin-form" aria-label="Edit the profile" onSubmit={submit} noValidate>
      <h2>Profile</h2>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-name">Name</label>
        <input id="admin-astrologer-name" value={values.name} onChange={(event) => set('name', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-email">E-mail</label>
        <input id="admin-astrologer-email" type="email" value={values.email} onChange={(event) => set('email', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-years">Years of experience</label>
        <input id="admin-astrologer-years" inputMode="numeric" value={values.experience_years} onChange={(event) => set('experience_years', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-price">Price per minute (₹)</label>
        <input id="admin-astrologer-price" inputMode="decimal" value={values.price} onChange={(event) => set('price', event.target.value)} />
      </div>
      <div className="admin-field">
        <label htmlFor="admin-astrologer-bio">Bio</label>
        <textarea id="admin-astrologer-bio" rows={5} value={values.bio} onChange={(event) => set('bio', event.target.value)} />
      </div>
      {problem ? (
        <p className="admin-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="admin-button" disabled={busy}>
        Save profile
      </button>
    </form>
  );
}

const KIND_LABELS: Record<string, string> = {
  applied: 'Applied',
  profile_changed: 'Profile changed',
  approved: 'Approved',
  rejected: 'Rejected',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
  online: 'Went online',
  offline: 'Went offline',
  session_started: 'Consultation started',
  session_ended: 'Consultation ended',
};

function Timeline({ entries }: { entries: readonly AstrologerLogEntryView[] }) {
  const { userId } = useAdminAccess();
  if (entries.length === 0) return <p className="admin-empty">Nothing has happened yet.</p>;
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption className="visually-hidden">Timeline, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Detail</th>
            <th scope="col">By</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>
                <time dateTime={entry.occurred_at}>{formatIst(entry.occurred_at)}</time>
              </td>
              <th scope="row">{KIND_LABELS[entry.kind] ?? entry.kind}</th>
              <td>{Object.keys(entry.detail).length > 0 ? Object.entries(entry.detail).map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`).join('; ') : '—'}</td>
              <td>{actorName({ id: entry.actor_id, role: entry.actor_role }, userId)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
