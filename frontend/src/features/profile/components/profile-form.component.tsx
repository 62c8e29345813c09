import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { FormField } from '../../../components/form-field.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import type { Gender, Profile } from '../api/profile';
import { updateProfile } from '../api/update-profile.api';
import { changedFields, PROFILE_FIELDS, profilePatch, profileValues, validateProfile, type ProfileField, type ProfileValues } from '../lib/profile-form';
import { profileMessages } from '../profile.messages';
import { PhotoField } from './photo-field.component';

/** Roles the catalogue lets upload images (upload_image's access: astrologers, and admins). */
const UPLOAD_ROLES = ['astrologer', 'admin'];
const GENDERS: readonly Gender[] = ['male', 'female', 'other'];

type Saving = { readonly state: 'editing' | 'saving' | 'unchanged' } | { readonly state: 'failed'; readonly failure: ApiFailure };

const fieldId = (field: ProfileField) => `profile-${field}`;

/**
 * The user's own details, edited in place: checked by the server's rules as they are typed (after a
 * first Save), sent as only what changed, the server's refusals shown on their fields, each worded
 * from its code in the visitor's language.
 */
export function ProfileForm({ profile, today }: { profile: Profile; today: string }) {
  const t = useMessages(profileMessages);
  const { field: fieldText } = useRefusalText();
  // What the server holds: where the form started, and after each save, what was saved.
  const [saved, setSaved] = useState<ProfileValues>(() => profileValues(profile));
  const [values, setValues] = useState<ProfileValues>(saved);
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const [saving, setSaving] = useState<Saving>({ state: 'editing' });

  const problems = checked ? validateProfile(values, saved) : {};
  const errorOf = (field: ProfileField) => serverErrors[field] ?? (problems[field] ? t[problems[field]] : undefined);

  const set = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
    setSaving({ state: 'editing' });
  };
  const focusFirst = (fields: readonly ProfileField[]) => {
    const first = PROFILE_FIELDS.find((field) => fields.includes(field));
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (changedFields(values, saved).length === 0) return setSaving({ state: 'unchanged' });
    const found = validateProfile(values, saved);
    if (Object.keys(found).length > 0) return focusFirst(Object.keys(found) as ProfileField[]);
    setSaving({ state: 'saving' });
    const answer = await updateProfile(profile.id, profilePatch(values, saved)).catch(() => NO_ANSWER);
    if (!isApiFailure(answer)) {
      setSaved(values);
      setSaving({ state: 'editing' });
      toast.success(t.saved);
      return;
    }
    const byField: Partial<Record<ProfileField, string>> = {};
    for (const error of answer.errors ?? []) {
      const field = PROFILE_FIELDS.find((one) => one === error.path.split('.')[0]);
      if (field && !byField[field]) byField[field] = fieldText(error);
    }
    setServerErrors(byField);
    setSaving({ state: 'failed', failure: answer });
    focusFirst(Object.keys(byField) as ProfileField[]);
  };

  const busy = saving.state === 'saving';
  return (
    <form className="profile-form" noValidate onSubmit={(event) => void submit(event)}>
      <section className="profile-form__card" aria-labelledby="profile-photo-title">
        <h2 id="profile-photo-title" className="visually-hidden">
          {t.photo}
        </h2>
        <PhotoField imgUrl={values.img_url} canUpload={UPLOAD_ROLES.includes(profile.role ?? '')} onUploaded={(url) => set('img_url', url)} />
        <dl className="profile-form__phone">
          <dt>{t.mobile}</dt>
          <dd>{profile.phone}</dd>
        </dl>
      </section>
      <fieldset className="profile-form__fields">
        <legend>{t.details}</legend>
        <FormField id={fieldId('name')} label={t.name} error={errorOf('name')}>
          {(control) => <input {...control} type="text" autoComplete="name" value={values.name} onChange={(event) => set('name', event.target.value)} />}
        </FormField>
        <FormField id={fieldId('email')} label={t.email} hint={t.emailHint} error={errorOf('email')}>
          {(control) => <input {...control} type="email" autoComplete="email" value={values.email} onChange={(event) => set('email', event.target.value)} />}
        </FormField>
        <FormField id={fieldId('gender')} label={t.gender} error={errorOf('gender')}>
          {(control) => (
            <select {...control} value={values.gender} onChange={(event) => set('gender', event.target.value)}>
              {/* Once chosen, a gender can be changed but not unset: the server has no "none" to go back to. */}
              {saved.gender === '' ? <option value="">{t.notSaid}</option> : null}
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t[`gender_${gender}`]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={fieldId('date_of_birth')} label={t.dateOfBirth} error={errorOf('date_of_birth')}>
          {(control) => <input {...control} type="date" autoComplete="bday" max={today} value={values.date_of_birth} onChange={(event) => set('date_of_birth', event.target.value)} />}
        </FormField>
      </fieldset>
      <div className="profile-form__actions">
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? <Spinner /> : null}
          {t.save}
        </button>
        <p className="profile-form__note" role="status">
          {saving.state === 'unchanged' ? t.noChanges : ''}
        </p>
        {saving.state === 'failed' ? <FailedWrite failure={saving.failure} /> : null}
      </div>
    </form>
  );
}
