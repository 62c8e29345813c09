import { useLanguage } from '../../../lib/i18n/language-context';
import { formatIstDate } from '../../../lib/format-ist-date';

/** A day in India, in the visitor's language, e.g. "22 Nov 2026". */
export function ItemDate({ iso, className }: { iso: string; className?: string }) {
  const { language } = useLanguage();
  return (
    <time className={className} dateTime={iso}>
      {formatIstDate(iso, language)}
    </time>
  );
}
