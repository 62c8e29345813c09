import { NAKSHATRAS } from '@nakshatra/contracts/client';
import { astrologyWords } from '../../../lib/astrology/astrology-words';
import { useMessages } from '../../../lib/i18n/messages';
import { kundliMessages } from '../kundli.messages';
import { isNakshatra, isPada, PADAS, type MatchPersonDetails } from '../lib/match-details';
import { useFieldIds, type FieldErrors } from './birth-details-fields.component';

interface NakshatraFieldsProps {
  readonly idPrefix: string;
  readonly details: MatchPersonDetails;
  readonly errors: FieldErrors;
  readonly onChange: (details: MatchPersonDetails) => void;
}

/** For someone who knows only their janma nakshatra: the nakshatra (the 27 in order) and its pada. */
export function NakshatraFields({ idPrefix, details, errors, onChange }: NakshatraFieldsProps) {
  const t = useMessages(kundliMessages);
  const words = useMessages(astrologyWords);
  const { id, errorId, describedBy, errorText } = useFieldIds(idPrefix, errors);
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={id('nakshatra')}>
          {t.nakshatra}
        </label>
        {errorText('nakshatra')}
        <select
          id={id('nakshatra')}
          className="field__input"
          value={details.nakshatra}
          aria-invalid={errors.nakshatra ? true : undefined}
          aria-describedby={errorId('nakshatra')}
          onChange={(event) => onChange({ ...details, nakshatra: isNakshatra(event.target.value) ? event.target.value : '' })}
        >
          <option value="">{t.choose}</option>
          {NAKSHATRAS.map((nakshatra, index) => (
            <option key={nakshatra} value={nakshatra}>
              {`${index + 1}. ${words.nakshatra(nakshatra)}`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={id('pada')}>
          {t.pada}
        </label>
        <p id={id('pada-hint')} className="field__hint">
          {t.padaHint}
        </p>
        {errorText('pada')}
        <select
          id={id('pada')}
          className="field__input field__input--short"
          value={details.pada}
          aria-invalid={errors.pada ? true : undefined}
          aria-describedby={describedBy(id('pada-hint'), errorId('pada'))}
          onChange={(event) => onChange({ ...details, pada: isPada(event.target.value) ? event.target.value : '' })}
        >
          <option value="">{t.choose}</option>
          {PADAS.map((pada) => (
            <option key={pada} value={pada}>
              {pada}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
