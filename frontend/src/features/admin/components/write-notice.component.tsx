import { useNoticeText } from '../hooks/use-notice-text.hook';
import type { Notice } from '../lib/notice';

/** What the page's last write did (or why it was refused), said politely under the page's filters. */
export function WriteNotice({ notice }: { readonly notice: Notice | undefined }) {
  const text = useNoticeText();
  if (!notice) return null;
  return (
    <p className="admin-list__total" role="status">
      {text(notice)}
    </p>
  );
}
