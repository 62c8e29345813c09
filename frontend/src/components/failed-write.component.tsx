import type { ApiFailure } from '../lib/api-client';
import { useRefusalText } from '../lib/refusals/use-refusal-text.hook';
import './failed-write.css';

/** A failed call as a caller sees it: status 0 when no answer came at all (offline, network error). */
export const NO_ANSWER: ApiFailure = { error_status: 0 };

interface FailedWriteProps {
  readonly failure: ApiFailure;
  /** The page's words for a call that is planned but not served yet (HTTP 501). */
  readonly notYet?: string;
  /** The page has no field to show the refused fields on (a pack no longer on sale): name each one and why, not "correct the fields shown". */
  readonly fieldsUnshown?: boolean;
}

/**
 * What a write (placing an order, a recharge, a registration) answered when it did not succeed,
 * in the visitor's language, worded from its code (docs/refusals.md).
 */
export function FailedWrite({ failure, notYet, fieldsUnshown = false }: FailedWriteProps) {
  const { refusal, field } = useRefusalText();
  const errors = fieldsUnshown ? (failure.errors ?? []) : [];
  const text =
    failure.error_status === 501 && notYet
      ? notYet
      : errors.length > 0
        ? errors.map((error) => (error.path ? `${error.path}: ${field(error)}` : field(error))).join('; ')
        : refusal(failure);
  return (
    <p role="alert" className="failed-write">
      {text}
    </p>
  );
}
