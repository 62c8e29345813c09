import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorSummary, type SummaryItem } from '../../../components/error-summary.component';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { Spinner } from '../../../components/spinner.component';
import { WalletRefusal } from '../../../components/wallet-payment/components/wallet-refusal.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { todayInIndia } from '../../../lib/format-ist-date';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { PlaceCombobox, placeLabel, toBirthPlace } from '../../kundli';
import { createChatSession, type IntakeBody } from '../api/chat.api';
import type { ChatScreenState } from '../lib/chat-screen-state';
import { INTAKE_FIELDS, intakeBody, loadLastIntake, saveLastIntake, serverFieldErrors, validateIntake, type IntakeField, type IntakeValues } from '../lib/intake-form';
import { intakeMessages } from '../intake.messages';
import type { ChatTarget, ConsultationChannel } from './start-chat-button.component';
import '../chat.css';

/**
 * Sends the intake somewhere else than a consultation request: a live session's queue for a paid turn
 * (a call made for the customer when the astrologer takes them). Answers the refusal, if any.
 */
export type IntakeSubmit = (intake: IntakeBody) => Promise<ApiFailure | undefined>;

/**
 * The intake before a chat: name, birth date, birth time (or "I don't know"), birth place (chosen
 * with the kundli page's place search, so the astrologer can cast the chart; a typed name still
 * goes), prefilled from the last one. Sends create_chat_session and opens /chat-screen/<id>; a 409 (balance, offline,
 * busy) is said here, the balance one with a Recharge button. With `joinTurn`, it joins a live
 * session's queue instead (at the call price) and closes.
 */
export default function IntakeDialog({ astrologer, channel = 'chat', onClose, joinTurn }: { astrologer: ChatTarget; channel?: ConsultationChannel; onClose: () => void; joinTurn?: IntakeSubmit }) {
  const t = useMessages(intakeMessages);
  const call = channel === 'call' || joinTurn !== undefined;
  const { field } = useRefusalText();
  const navigate = useNavigate();
  const titleId = useId();
  const [values, setValues] = useState<IntakeValues>(loadLastIntake);
  const [problems, setProblems] = useState<Partial<Record<IntakeField, string>>>({});
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const ids: Record<IntakeField, string> = { name: `${titleId}-name`, birth_date: `${titleId}-date`, birth_time: `${titleId}-time`, birth_place: `${titleId}-place` };

  const set = <K extends keyof IntakeValues>(key: K, value: IntakeValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const showProblems = (found: Partial<Record<IntakeField, string>>) => {
    setProblems(found);
    // The summary renders with the problems; focus moves to it so the list is read first.
    requestAnimationFrame(() => summary.current?.focus());
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const errors = validateIntake(values, todayInIndia());
    const found = Object.fromEntries(Object.entries(errors).map(([field, problem]) => [field, t[problem]])) as Partial<Record<IntakeField, string>>;
    if (Object.keys(found).length > 0) return showProblems(found);
    setProblems({});
    setBusy(true);
    if (joinTurn) {
      const refused = await joinTurn(intakeBody(values)).catch(() => NO_ANSWER);
      setBusy(false);
      if (!refused) {
        saveLastIntake(values);
        return onClose();
      }
      const fromServer = refused.error_status === 400 ? serverFieldErrors(refused.errors, field) : {};
      return Object.keys(fromServer).length > 0 ? showProblems(fromServer) : setFailure(refused);
    }
    const answer = await createChatSession(astrologer.id, intakeBody(values), channel).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) {
      const fromServer = answer.error_status === 400 ? serverFieldErrors(answer.errors, field) : {};
      if (Object.keys(fromServer).length > 0) return showProblems(fromServer);
      return setFailure(answer);
    }
    saveLastIntake(values);
    const state: ChatScreenState = { session: answer.data };
    void navigate(`/${channel === 'call' ? 'call' : 'chat'}-screen/${answer.data.id}`, { state });
  };

  const items: SummaryItem[] = INTAKE_FIELDS.flatMap((field) => (problems[field] ? [{ targetId: ids[field], message: problems[field] }] : []));

  return (
    <ModalDialog labelledBy={titleId} onClose={onClose} className="intake-dialog">
      <form noValidate onSubmit={(event) => void submit(event)} className="intake-dialog__form">
        <h2 id={titleId}>{joinTurn ? t.turnTitle(astrologer.name) : call ? t.callTitle(astrologer.name) : t.title(astrologer.name)}</h2>
        <p className="intake-dialog__lead">{joinTurn ? t.turnLead : call ? t.callLead : t.lead}</p>
        <p className="intake-dialog__price">{t.price(formatRupees(call ? (astrologer.call_price_per_min ?? astrologer.price_per_min) : astrologer.price_per_min))}</p>
        <ErrorSummary ref={summary} items={items} />
        <FormField id={ids.name} label={t.name} error={problems.name}>
          {(control) => <input {...control} type="text" autoComplete="name" maxLength={100} data-autofocus value={values.name} onChange={(event) => set('name', event.target.value)} />}
        </FormField>
        <FormField id={ids.birth_date} label={t.birthDate} error={problems.birth_date}>
          {(control) => <input {...control} type="date" autoComplete="bday" min="1900-01-01" max={todayInIndia()} value={values.birth_date} onChange={(event) => set('birth_date', event.target.value)} />}
        </FormField>
        <FormField id={ids.birth_time} label={t.birthTime} hint={t.birthTimeHint} error={values.birth_time_unknown ? undefined : problems.birth_time}>
          {(control) => <input {...control} type="time" disabled={values.birth_time_unknown} value={values.birth_time_unknown ? '' : values.birth_time} onChange={(event) => set('birth_time', event.target.value)} />}
        </FormField>
        <label className="intake-dialog__check">
          <input type="checkbox" checked={values.birth_time_unknown} onChange={(event) => set('birth_time_unknown', event.target.checked)} /> {t.birthTimeUnknown}
        </label>
        <FormField id={ids.birth_place} label={t.birthPlace} hint={t.birthPlaceHint} error={problems.birth_place}>
          {(control) => (
            <PlaceCombobox
              id={control.id}
              value={values.birth_place}
              chosen={values.birth_place_choice !== null}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby']}
              // Typing again un-chooses the place: its coordinates were for the old text.
              onType={(text) => setValues((current) => ({ ...current, birth_place: text, birth_place_choice: null }))}
              onChoose={(place) => setValues((current) => ({ ...current, birth_place: placeLabel(place), birth_place_choice: toBirthPlace(place) }))}
            />
          )}
        </FormField>
        <WalletRefusal failure={failure} nextStep={joinTurn ? t.turnRechargeThen : call ? t.callRechargeThen : t.rechargeThen} className="intake-dialog__refusal" />
        <div className="intake-dialog__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {joinTurn ? t.joinQueue : call ? t.startCall : t.start}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t.cancel}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
