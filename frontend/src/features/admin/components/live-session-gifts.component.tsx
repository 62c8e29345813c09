import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { adminLiveMessages } from '../admin-live.messages';
import { getLiveSessionGifts } from '../api/live-admin.api';
import { useApiResource } from '../hooks/use-api-resource.hook';
import { LoadFailure, Loading } from './load-failure.component';

/** One session's gifts, newest first, and their totals: what senders paid, the astrologer's share, the commission. */
export function LiveSessionGifts({ sessionId, title }: { readonly sessionId: string; readonly title: string }) {
  const t = useMessages(adminLiveMessages);
  const { language } = useLanguage();
  const [gifts, retry] = useApiResource(`live-gifts:${sessionId}`, (signal) => getLiveSessionGifts(sessionId, signal));
  if (gifts.state === 'loading') return <Loading what={t.loadingGifts} />;
  if (gifts.state === 'failed') return <LoadFailure what={t.loadingGifts} failure={gifts.failure} onRetry={retry} />;
  const { totals, gifts: list } = gifts.answer.data;
  return (
    <section className="admin-live-gifts" aria-label={t.giftsTitle(title)}>
      <h2>{t.giftsTitle(title)}</h2>
      <p className="admin-list__total">{t.totals(totals.count, formatRupees(totals.gross), formatRupees(totals.astrologer_earning), formatRupees(totals.commission))}</p>
      {list.length === 0 ? (
        <p className="admin-empty">{t.noGifts}</p>
      ) : (
        <div className="admin-table-scroll">
          <table className="admin-table">
            <caption className="visually-hidden">{t.giftsTitle(title)}</caption>
            <thead>
              <tr>
                <th scope="col">{t.sentAt}</th>
                <th scope="col">{t.sender}</th>
                <th scope="col">{t.gift}</th>
                <th scope="col">{t.price}</th>
                <th scope="col">{t.share}</th>
                <th scope="col">{t.commission}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((gift) => (
                <tr key={gift.id}>
                  <th scope="row">
                    <time dateTime={gift.sent_at}>{formatIstDateTime(gift.sent_at, language)}</time>
                  </th>
                  <td>{gift.sender_name}</td>
                  <td>
                    {gift.gift.emoji} {language === 'hi' ? gift.gift.name_hi : gift.gift.name}
                  </td>
                  <td>{formatRupees(gift.gift.price)}</td>
                  <td>{formatRupees(gift.astrologer_earning)}</td>
                  <td>{formatRupees(gift.commission)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
