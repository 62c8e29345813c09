import { useState, type FormEvent } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { registerAstrologer } from '../api/register-astrologer.api';
import { useOptionLabels } from '../hooks/use-option-labels.hook';
import { GENDERS, LANGUAGES, SKILLS } from '../lib/astrologer-options';
import { todayInIndia } from '../../../lib/format-ist-date';
import {
  COUNTRY_CODE,
  EMPTY_REGISTRATION,
  fieldOfPath,
  REGISTRATION_FIELDS,
  REGISTRATION_LIMITS,
  toRegistrationBody,
  validateRegistration,
  type RegistrationField,
  type RegistrationProblem,
  type RegistrationValues,
} from '../lib/registration-form';
import { registrationMessages } from '../registration.messages';
import { ChoiceGroup } from './choice-group.component';
import { UploadField } from './upload-field.component';
import '../astrologers.css';

type Sending = { readonly state: 'editing' | 'sending' } | { readonly state: 'failed'; readonly failure: ApiFailure };

/** The fields that must be filled in (the choice groups say "choose at least one" instead; the call price may stay empty). */
type RequiredField = Exclude<RegistrationField, 'languages' | 'skills' | 'call_price_per_min'>;

const fieldId = (field: RegistrationField) => `astrologer-register-${field}`;

interface RegistrationFormProps {
  /** The number the applicant is logged in with: the server takes no other, so it is shown, not typed. */
  readonly phone: string;
  /** A rejected application's details, to correct and send again. */
  readonly initial?: Partial<RegistrationValues>;
  /** The server took the application. */
  readonly onApplied: () => void;
}

/**
 * The astrologer application form of a logged-in user: checked here as it is filled in (after a
 * first Submit), the photo and the ID document uploaded as they are chosen, then sent to
 * create_astrologer; the server's field errors show on their fields, and anything else it answers
 * above the button, each worded from its code in the visitor's language.
 */
export function RegistrationForm({ phone, initial, onApplied }: RegistrationFormProps) {
  const t = useMessages(registrationMessages);
  const labels = useOptionLabels();
  const { field: fieldText } = useRefusalText();
  const [values, setValues] = useState<RegistrationValues>(() => ({ ...EMPTY_REGISTRATION, ...initial, phone }));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<RegistrationField, string>>>({});
  const [sending, setSending] = useState<Sending>({ state: 'editing' });

  const today = todayInIndia();
  const problems = checked ? validateRegistration(values, today) : {};
  const problemText = (field: RegistrationField, problem: RegistrationProblem | undefined) =>
    problem === undefined ? undefined : problem === 'required' ? t[`required_${field as RequiredField}`] : t[problem];
  // The server's word on a field wins: it is the newer one.
  const errorOf = (field: RegistrationField): string | undefined => serverErrors[field] ?? problemText(field, problems[field]);

  const set = <F extends RegistrationField>(field: F, value: RegistrationValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const focusFirst = (fields: readonly RegistrationField[]) => {
    const first = REGISTRATION_FIELDS.find((field) => fields.includes(field));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = validateRegistration(values, today);
    if (Object.keys(found).length > 0) {
      focusFirst(Object.keys(found) as RegistrationField[]);
      return;
    }
    setSending({ state: 'sending' });
    const answer = await registerAstrologer(toRegistrationBody(values)).catch(() => NO_ANSWER);
    if (!isApiFailure(answer)) {
      onApplied();
      return;
    }
    const byField: Partial<Record<RegistrationField, string>> = {};
    for (const error of answer.errors ?? []) {
      const field = fieldOfPath(error.path);
      if (field && !byField[field]) byField[field] = fieldText(error);
    }
    setServerErrors(byField);
    setSending({ state: 'failed', failure: answer });
    focusFirst(Object.keys(byField) as RegistrationField[]);
  };

  const busy = sending.state === 'sending';
  const bioLength = values.bio.trim().length;
  return (
    <div className="astrologer-register">
      <PageMeta title={`${t.title} · Nakshatra`} description={t.description} />
      <h1>{t.title}</h1>
      <p className="astrologer-register__lead">{t.lead}</p>
      <form className="astrologer-register__form" noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className="astrologer-register__section">
          <legend>{t.aboutYouSection}</legend>
          <FormField id={fieldId('name')} label={t.name} error={errorOf('name')}>
            {(control) => <input {...control} type="text" autoComplete="name" maxLength={REGISTRATION_LIMITS.name.max} value={values.name} onChange={(event) => set('name', event.target.value)} />}
          </FormField>
          <FormField id={fieldId('phone')} label={t.phone} hint={t.phoneLoginHint} error={errorOf('phone')}>
            {(control) => <input {...control} type="tel" readOnly value={`${COUNTRY_CODE} ${values.phone}`} />}
          </FormField>
          <FormField id={fieldId('email')} label={t.email} error={errorOf('email')}>
            {(control) => <input {...control} type="email" autoComplete="email" maxLength={REGISTRATION_LIMITS.email.max} value={values.email} onChange={(event) => set('email', event.target.value)} />}
          </FormField>
          <FormField id={fieldId('gender')} label={t.gender} error={errorOf('gender')}>
            {(control) => (
              <select {...control} value={values.gender} onChange={(event) => set('gender', event.target.value as RegistrationValues['gender'])}>
                <option value="">{t.chooseGender}</option>
                {GENDERS.map((gender) => (
                  <option key={gender} value={gender}>
                    {labels.gender(gender)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id={fieldId('date_of_birth')} label={t.dateOfBirth} error={errorOf('date_of_birth')}>
            {(control) => <input {...control} type="date" autoComplete="bday" max={today} value={values.date_of_birth} onChange={(event) => set('date_of_birth', event.target.value)} />}
          </FormField>
        </fieldset>
        <fieldset className="astrologer-register__section">
          <legend>{t.practiceSection}</legend>
          <ChoiceGroup id={fieldId('languages')} legend={t.languages} choices={LANGUAGES} labelOf={labels.language} selected={values.languages} onChange={(next) => set('languages', next)} error={errorOf('languages')} />
          <ChoiceGroup id={fieldId('skills')} legend={t.skills} choices={SKILLS} labelOf={labels.skill} selected={values.skills} onChange={(next) => set('skills', next)} error={errorOf('skills')} />
          <FormField id={fieldId('experience_years')} label={t.experienceYears} error={errorOf('experience_years')}>
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={REGISTRATION_LIMITS.experienceYears.min}
                max={REGISTRATION_LIMITS.experienceYears.max}
                step={1}
                value={values.experience_years}
                onChange={(event) => set('experience_years', event.target.value)}
              />
            )}
          </FormField>
          <FormField id={fieldId('price_per_min')} label={t.pricePerMin} hint={t.priceHint} error={errorOf('price_per_min')}>
            {(control) => <input {...control} type="text" inputMode="decimal" value={values.price_per_min} onChange={(event) => set('price_per_min', event.target.value)} />}
          </FormField>
          <FormField id={fieldId('call_price_per_min')} label={t.callPricePerMin} hint={t.callPriceHint} error={errorOf('call_price_per_min')}>
            {(control) => <input {...control} type="text" inputMode="decimal" value={values.call_price_per_min} onChange={(event) => set('call_price_per_min', event.target.value)} />}
          </FormField>
          <FormField id={fieldId('bio')} label={t.bio} hint={t.bioCount(bioLength, REGISTRATION_LIMITS.bio.max)} error={errorOf('bio')}>
            {(control) => <textarea {...control} rows={6} value={values.bio} onChange={(event) => set('bio', event.target.value)} />}
          </FormField>
        </fieldset>
        <fieldset className="astrologer-register__section">
          <legend>{t.documentsSection}</legend>
          <UploadField id={fieldId('img_url')} label={t.photo} hint={t.photoHint} url={values.img_url} kind="photo" error={errorOf('img_url')} onUploaded={(url) => set('img_url', url)} />
          <UploadField
            id={fieldId('id_document_url')}
            label={t.idDocument}
            hint={t.idDocumentHint}
            url={values.id_document_url}
            kind="document"
            error={errorOf('id_document_url')}
            onUploaded={(url) => set('id_document_url', url)}
          />
        </fieldset>
        <div className="astrologer-register__actions">
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {t.submit}
          </button>
          {sending.state === 'failed' ? <FailedWrite failure={sending.failure} notYet={t.notYet} /> : null}
        </div>
      </form>
    </div>
  );
}
