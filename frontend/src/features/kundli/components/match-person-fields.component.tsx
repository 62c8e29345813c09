import { useMessages } from '../../../lib/i18n/messages';
import { kundliMessages } from '../kundli.messages';
import type { MatchPersonDetails } from '../lib/match-details';
import { BirthDetailsFields, NameField, type FieldErrors } from './birth-details-fields.component';
import { NakshatraFields } from './nakshatra-fields.component';

interface MatchPersonFieldsProps {
  readonly idPrefix: string;
  readonly legend: string;
  readonly details: MatchPersonDetails;
  readonly errors: FieldErrors;
  readonly today: string;
  readonly onChange: (details: MatchPersonDetails) => void;
}

/** One side of the match: birth details, or — switched — the name, janma nakshatra and pada. */
export function MatchPersonFields({ idPrefix, legend, details, errors, today, onChange }: MatchPersonFieldsProps) {
  const t = useMessages(kundliMessages);
  return (
    <fieldset className="birth-fields">
      <legend className="birth-fields__legend">{legend}</legend>
      <label className="field__choice field__switch">
        <input
          id={`${idPrefix}-nakshatra-only`}
          type="checkbox"
          role="switch"
          checked={details.nakshatraOnly}
          aria-describedby={`${idPrefix}-nakshatra-only-hint`}
          onChange={(event) => onChange({ ...details, nakshatraOnly: event.target.checked })}
        />
        {t.nakshatraOnly}
      </label>
      <p id={`${idPrefix}-nakshatra-only-hint`} className="field__hint">
        {details.nakshatraOnly ? t.nakshatraOnlyHint : t.nakshatraOnlyOffer}
      </p>
      {details.nakshatraOnly ? (
        <>
          <NameField idPrefix={idPrefix} value={details.name} errors={errors} onChange={(name) => onChange({ ...details, name })} />
          <NakshatraFields idPrefix={idPrefix} details={details} errors={errors} onChange={onChange} />
        </>
      ) : (
        <BirthDetailsFields idPrefix={idPrefix} details={details} errors={errors} askGender={false} today={today} onChange={(birth) => onChange({ ...details, ...birth })} />
      )}
    </fieldset>
  );
}
