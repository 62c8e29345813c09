import { sanitizeRichText } from '@nakshatra/contracts';
import { useMemo } from 'react';
import { withLazyImages } from '../../../lib/lazy-images';

/**
 * An item's rich-text body. The server cleaned it on write; cleaning it again here means the page
 * never trusts stored HTML. The filter (and its library) loads with the item pages only.
 */
export function RichBody({ html }: { html: string }) {
  const clean = useMemo(() => withLazyImages(sanitizeRichText(html)), [html]);
  return <div className="content-detail__body" dangerouslySetInnerHTML={{ __html: clean }} />;
}
