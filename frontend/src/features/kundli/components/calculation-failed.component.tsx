import type { FieldError } from '@nakshatra/contracts/client';
import { LoadFailed } from '../../../components/load-failed.component';
import type { ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { kundliMessages } from '../kundli.messages';
import { refusedField, type RefusedField } from '../lib/refused-field';

const BAD_REQUEST = 400;

/**
 * A kundli or match the server could not make. The form checks everything it can first, so a
 * refusal (400) is rare (a place beyond the polar circles); it shows the server's reasons, each
 * worded from its code and named by the field's label, in the visitor's language.
 */
export function CalculationFailed({ failure, text, onRetry }: { failure: ApiFailure; text: string; onRetry: () => void }) {
  const t = useMessages(kundliMessages);
  const { field } = useRefusalText();
  const labels: Readonly<Record<RefusedField, string>> = {
    name: t.name,
    gender: t.gender,
    date: t.birthDate,
    time: t.birthTime,
    place: t.birthPlace,
    nakshatra: t.nakshatra,
    pada: t.pada,
    ayanamsa: t.ayanamsa,
    node: t.node,
  };
  const people = { boy: t.boyDetails, girl: t.girlDetails };

  const reason = (error: FieldError): string => {
    const where = refusedField(error.path);
    // A path no field of the form has cannot come from the form; it is shown as the server named it.
    if (!where) return error.path ? t.inSection(error.path, field(error)) : field(error);
    const named = t.inSection(labels[where.field], field(error));
    return where.person ? t.inSection(people[where.person], named) : named;
  };

  if (failure.error_status === BAD_REQUEST && failure.errors?.length) {
    return (
      <div role="alert" className="load-failed">
        <p>{t.refused}</p>
        <ul className="calculation-refused">
          {failure.errors.map((error) => (
            <li key={`${error.path}:${error.code}`}>{reason(error)}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <LoadFailed text={text} onRetry={onRetry} />;
}
