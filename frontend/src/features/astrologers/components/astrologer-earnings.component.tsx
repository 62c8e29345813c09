import type { EarningsTotals } from '@nakshatra/contracts';
import { LoadFailed } from '../../../components/load-failed.component';
import { Spinner } from '../../../components/spinner.component';
import { formatIstDateTime } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getMyEarnings, type MyEarnings } from '../api/my-earnings.api';
import { earningsMessages } from '../earnings.messages';

/** The console's "Earnings": today, this month and all time (India dates), and the latest consultations with what each earned. */
export function AstrologerEarnings() {
  const t = useMessages(earningsMessages);
  const [earnings, retry] = useApiLoad('astrologer-earnings', (signal) => getMyEarnings(signal));
  return (
    <section className="astrologer-earnings" aria-labelledby="astrologer-earnings-title">
      <h2 id="astrologer-earnings-title">{t.title}</h2>
      {earnings.state === 'loading' ? (
        <p role="status">
          <Spinner /> {t.loading}
        </p>
      ) : null}
      {earnings.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
      {earnings.state === 'loaded' ? <EarningsDetails earnings={earnings.answer.data} /> : null}
    </section>
  );
}

function EarningsDetails({ earnings }: { earnings: MyEarnings }) {
  const t = useMessages(earningsMessages);
  const { language } = useLanguage();
  const periods: [string, EarningsTotals][] = [
    [t.today, earnings.totals.today],
    [t.thisMonth, earnings.totals.this_month],
    [t.allTime, earnings.totals.all_time],
  ];
  return (
    <>
      <dl className="astrologer-earnings__totals">
        {periods.map(([label, totals]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              <strong>{formatRupees(totals.astrologer_earning)}</strong>
              <br />
              {t.sessions(totals.sessions)} · {t.paidMinutes(totals.paid_minutes)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="astrologer-console__note">{t.note}</p>
      <h3>{t.recent}</h3>
      {earnings.recent.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.channel}</th>
                <th scope="col">{t.minutes}</th>
                <th scope="col">{t.paid}</th>
                <th scope="col">{t.earned}</th>
              </tr>
            </thead>
            <tbody>
              {earnings.recent.map((session) => (
                <tr key={session.session_id}>
                  <td>
                    {formatIstDateTime(session.accepted_at, language)}
                    {session.status === 'active' ? ` (${t.inProgress})` : ''}
                  </td>
                  <td>{t[`channel_${session.channel}`]}</td>
                  <td>{session.paid_minutes}</td>
                  <td>{formatRupees(session.gross)}</td>
                  <td>{formatRupees(session.astrologer_earning)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <EarningsGifts earnings={earnings} />
    </>
  );
}

/** Gifts received on air (docs/live.md, "Gifts"): the share of each, over the same periods, and the latest ones with who sent them. */
function EarningsGifts({ earnings }: { earnings: MyEarnings }) {
  const t = useMessages(earningsMessages);
  const { language } = useLanguage();
  const { gifts, recent_gifts: recent } = earnings;
  return (
    <>
      <h3>{t.gifts}</h3>
      <p>{t.giftTotals(formatRupees(gifts.today.astrologer_earning), formatRupees(gifts.this_month.astrologer_earning), formatRupees(gifts.all_time.astrologer_earning), gifts.all_time.count)}</p>
      {recent.length === 0 ? (
        <p>{t.noGifts}</p>
      ) : (
        <div className="table-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.gift}</th>
                <th scope="col">{t.from}</th>
                <th scope="col">{t.paid}</th>
                <th scope="col">{t.earned}</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((gift) => (
                <tr key={gift.id}>
                  <td>{formatIstDateTime(gift.sent_at, language)}</td>
                  <td>
                    {gift.emoji} {language === 'hi' ? gift.name_hi : gift.name}
                  </td>
                  <td>{gift.sender_name}</td>
                  <td>{formatRupees(gift.gross)}</td>
                  <td>{formatRupees(gift.astrologer_earning)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
