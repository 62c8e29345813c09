import { toast } from 'react-toastify';
import { useMessages } from '../../../lib/i18n/messages';
import { loveMessages } from '../love.messages';

const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Shares the result through the device's share sheet (Web Share API) where there is one; elsewhere
 * copies it to the clipboard and says so in a toast.
 */
export function ShareResult({ text }: { text: string }) {
  const t = useMessages(loveMessages);
  const url = new URL('/love-calculator', window.location.origin).href;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: t.shareTitle, text, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other refusal falls back to copying.
        if (isCancelled(error)) return;
      }
    }
    await copy();
  };

  return (
    <button type="button" className="button button--accent" onClick={() => void share()}>
      {t.share}
    </button>
  );
}
