import type { PlaceView } from '@nakshatra/contracts';
import type { ChangeEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { kundliMessages } from '../kundli.messages';
import { formatCoordinates } from '../lib/angles';
import { EARLIEST_BIRTH_DATE, GENDERS, type BirthDetails } from '../lib/birth-details';
import type { MatchField, MatchPersonError } from '../lib/match-details';
import { placeLabel, toBirthPlace } from '../lib/place';
import { PlaceCombobox } from './place-combobox.component';

/** The id of the control that a field's error sends focus to (the first radio of the gender group). */
export const fieldTargetId = (prefix: string, field: MatchField): string => (field === 'gender' ? `${prefix}-gender-${GENDERS[0]}` : `${prefix}-${field}`);

export type FieldErrors = Readonly<Partial<Record<MatchField, MatchPersonError>>>;

/** Ids and error wording of one person's fields, shared by the birth fields and the nakshatra fields. */
export function useFieldIds(idPrefix: string, errors: FieldErrors) {
  const t = useMessages(kundliMessages);
  const id = (field: string) => `${idPrefix}-${field}`;
  const errorId = (field: MatchField) => (errors[field] ? id(`${field}-error`) : undefined);
  const describedBy = (...ids: (string | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;
  const errorText = (field: MatchField) => {
    const error = errors[field];
    return error ? (
      <p id={errorId(field)} className="field__error">
        {t.error(error)}
      </p>
    ) : null;
  };
  return { id, errorId, describedBy, errorText };
}

interface NameFieldProps {
  readonly idPrefix: string;
  readonly value: string;
  readonly errors: FieldErrors;
  readonly onChange: (name: string) => void;
}

export function NameField({ idPrefix, value, errors, onChange }: NameFieldProps) {
  const t = useMessages(kundliMessages);
  const { id, errorId, errorText } = useFieldIds(idPrefix, errors);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id('name')}>
        {t.name}
      </label>
      {errorText('name')}
      <input
        id={id('name')}
        className="field__input"
        type="text"
        autoComplete="off"
        maxLength={60}
        value={value}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={errorId('name')}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface BirthDetailsFieldsProps {
  /** Makes the ids unique when a form has two sets (the boy's and the girl's). */
  readonly idPrefix: string;
  readonly details: BirthDetails;
  /** The errors to show: none until the visitor first submits. */
  readonly errors: FieldErrors;
  readonly askGender: boolean;
  /** India's calendar day: no date of birth after it. */
  readonly today: string;
  readonly onChange: (details: BirthDetails) => void;
}

/** Name, gender, date, time (or "I don't know"), place: one person's birth details, each labelled, with its hint and error. */
export function BirthDetailsFields({ idPrefix, details, errors, askGender, today, onChange }: BirthDetailsFieldsProps) {
  const t = useMessages(kundliMessages);
  const { id, errorId, describedBy, errorText } = useFieldIds(idPrefix, errors);
  const set = (changes: Partial<BirthDetails>) => onChange({ ...details, ...changes });
  const text = (field: 'date' | 'time') => (event: ChangeEvent<HTMLInputElement>) => set({ [field]: event.target.value });
  const choosePlace = (place: PlaceView) => set({ place: placeLabel(place), placeChoice: toBirthPlace(place) });
  const chosen = details.placeChoice;

  return (
    <>
      <NameField idPrefix={idPrefix} value={details.name} errors={errors} onChange={(name) => set({ name })} />

      {askGender ? (
        <fieldset className="field field--choices" aria-describedby={errorId('gender')}>
          <legend className="field__label">{t.gender}</legend>
          {errorText('gender')}
          <div className="field__choices">
            {GENDERS.map((gender) => (
              <label key={gender} className="field__choice">
                <input
                  id={id(`gender-${gender}`)}
                  type="radio"
                  name={id('gender')}
                  value={gender}
                  checked={details.gender === gender}
                  aria-invalid={errors.gender ? true : undefined}
                  onChange={() => set({ gender })}
                />
                {t.genderName(gender)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="field">
        <label className="field__label" htmlFor={id('date')}>
          {t.birthDate}
        </label>
        {errorText('date')}
        <input
          id={id('date')}
          className="field__input"
          type="date"
          min={EARLIEST_BIRTH_DATE}
          max={today}
          value={details.date}
          aria-invalid={errors.date ? true : undefined}
          aria-describedby={errorId('date')}
          onChange={text('date')}
        />
      </div>

      <div className="field">
        <label className="field__label" htmlFor={id('time')}>
          {t.birthTime}
        </label>
        <p id={id('time-hint')} className="field__hint">
          {details.timeUnknown ? t.timeUnknownHint : t.birthTimeHint}
        </p>
        {errorText('time')}
        <input
          id={id('time')}
          className="field__input"
          type="time"
          value={details.time}
          disabled={details.timeUnknown}
          aria-invalid={errors.time ? true : undefined}
          aria-describedby={describedBy(id('time-hint'), errorId('time'))}
          onChange={text('time')}
        />
        <label className="field__choice field__choice--below">
          <input id={id('time-unknown')} type="checkbox" checked={details.timeUnknown} onChange={(event) => set({ timeUnknown: event.target.checked })} />
          {t.timeUnknown}
        </label>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={id('place')}>
          {t.birthPlace}
        </label>
        <p id={id('place-hint')} className="field__hint">
          {t.birthPlaceHint}
        </p>
        {errorText('place')}
        <PlaceCombobox
          id={id('place')}
          value={details.place}
          chosen={chosen !== null}
          invalid={Boolean(errors.place)}
          describedBy={describedBy(id('place-hint'), errorId('place'), chosen ? id('place-chosen') : undefined)}
          // Typing again un-chooses the place: its coordinates were for the old text.
          onType={(place) => set({ place, placeChoice: null })}
          onChoose={choosePlace}
        />
        {chosen ? (
          <p id={id('place-chosen')} className="field__hint field__hint--below">
            {t.placeChosen(formatCoordinates(chosen.lat, chosen.lon), chosen.timezone)}
          </p>
        ) : null}
      </div>
    </>
  );
}
