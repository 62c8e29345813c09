import { LoadFailed } from '../../../components/load-failed.component';
import type { ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { kundliMessages } from '../kundli.messages';

const BAD_REQUEST = 400;

/**
 * A kundli or match the server could not make. The form checks everything it can first, so a
 * refusal (400) is rare (a place beyond the polar circles); it shows the server's reasons.
 */
export function CalculationFailed({ failure, text, onRetry }: { failure: ApiFailure; text: string; onRetry: () => void }) {
  const t = useMessages(kundliMessages);
  if (failure.error_status === BAD_REQUEST && failure.errors?.length) {
    return (
      <div role="alert" className="load-failed">
        <p>{t.refused}</p>
        <ul className="calculation-refused">
          {failure.errors.map((error) => (
            <li key={`${error.path}:${error.message}`}>{error.path ? `${error.path}: ${error.message}` : error.message}</li>
          ))}
        </ul>
      </div>
    );
  }
  return <LoadFailed text={text} onRetry={onRetry} />;
}
