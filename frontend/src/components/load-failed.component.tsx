import { useMessages } from '../lib/i18n/messages';
import { commonMessages } from './common.messages';

/** A load that failed, said in words, with a way to ask again. */
export function LoadFailed({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const t = useMessages(commonMessages);
  return (
    <div role="alert" className="load-failed">
      <p>{text ?? t.loadFailed}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
