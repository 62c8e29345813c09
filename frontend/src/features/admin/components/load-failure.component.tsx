import type { ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { adminMessages } from '../admin.messages';

/**
 * A load that failed for another reason than access (which the shell handles), said in the
 * visitor's language, with a way to try again. A refused filter (from the address) is named.
 */
export function LoadFailure({ what, failure, onRetry }: { what: string; failure: ApiFailure; onRetry: () => void }) {
  const t = useMessages(adminMessages);
  const { refusal, field } = useRefusalText();
  const why = failure.errors?.length ? failure.errors.map((error) => `${error.path}: ${field(error)}`).join('; ') : refusal(failure);
  return (
    <div className="admin-alert" role="alert">
      <p>
        {t.couldNotLoad(what)} {why}
      </p>
      <button type="button" className="admin-button admin-button--quiet" onClick={onRetry}>
        {t.tryAgain}
      </button>
    </div>
  );
}

/** Screen readers hear that something is loading; sighted users see a short line. */
export function Loading({ what }: { what: string }) {
  const t = useMessages(adminMessages);
  return (
    <p className="admin-loading" role="status">
      {t.loading(what)}
    </p>
  );
}
