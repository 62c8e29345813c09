import type { SupportThreadEntryView } from '@nakshatra/contracts';
import { PrivateImage } from '../../../components/private-image.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../support.messages';

/**
 * A ticket's thread, oldest first: both sides' messages with their screenshots, status changes, and
 * the refund decided and paid. `sides` names the two sides for the reader (the opener sees "You").
 */
export function TicketThread({ entries, sides }: { entries: readonly SupportThreadEntryView[]; sides: { customer: string; support: string } }) {
  const t = useMessages(supportMessages);
  const { language } = useLanguage();
  return (
    <ol className="support-thread">
      {entries.map((entry) => (
        <li key={entry.id} className={`support-thread__entry support-thread__entry--${entry.kind} support-thread__entry--${entry.side ?? 'system'}`}>
          <p className="support-thread__meta">
            {entry.side ? <strong>{sides[entry.side]}</strong> : null} <time dateTime={entry.at}>{formatIstDateTime(entry.at, language)}</time>
          </p>
          <EntryBody entry={entry} />
        </li>
      ))}
    </ol>
  );

  function EntryBody({ entry }: { entry: SupportThreadEntryView }) {
    switch (entry.kind) {
      case 'message':
        return (
          <>
            <p className="support-thread__text">{entry.text}</p>
            {entry.images.length > 0 ? (
              <p className="support-thread__images">
                {entry.images.map((url, index) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer">
                    <PrivateImage src={url} alt={t.screenshot(index + 1)} width={96} height={96} />
                  </a>
                ))}
              </p>
            ) : null}
          </>
        );
      case 'status':
        return <p>{t.statusChanged(t.statuses(entry.to_status!))}</p>;
      case 'refund_decided':
        return (
          <>
            <p className="support-thread__refund">{t.refundDecided(entry.decision!, formatRupees(entry.amount ?? 0))}</p>
            {entry.text ? <p className="support-thread__text">{entry.text}</p> : null}
          </>
        );
      case 'refund_paid':
        return <p className="support-thread__refund">{t.refundPaid(formatRupees(entry.amount ?? 0))}</p>;
      case 'assigned':
        return null;
    }
  }
}
