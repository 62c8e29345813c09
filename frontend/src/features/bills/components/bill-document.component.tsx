import type { ConsultationBillView } from '@nakshatra/contracts';
import { TableScroll } from '../../../components/table-scroll.component';
import { formatIstDateTime, formatIstDateTimeSeconds } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { billMessages } from '../bill.messages';

/** 1800 basis points → "18". */
const percentOf = (basisPoints: number): string => String(basisPoints / 100);

/**
 * The bill itself: who and when, each billed minute (start in IST, rate, amount, free or paid, the
 * balance after it and the event that billed it), the total, any refunds and the net, and why no GST
 * is added here (it was charged on the recharges).
 */
export function BillDocument({ bill }: { bill: ConsultationBillView }) {
  const t = useMessages(billMessages);
  const { language } = useLanguage();
  return (
    <article className="bill" aria-labelledby="bill-title">
      <div className="bill__head">
        <div>
          <h1 id="bill-title">{t.title}</h1>
          <p className="bill__kind">{bill.channel === 'call' ? t.call : t.chat}</p>
        </div>
        <dl className="bill__facts">
          <div>
            <dt>{t.astrologer}</dt>
            <dd>{bill.astrologer_name}</dd>
          </div>
          <div>
            <dt>{t.customer}</dt>
            <dd>{bill.customer_name}</dd>
          </div>
          <div>
            <dt>{t.billedFrom}</dt>
            <dd>{bill.billed_from ? <time dateTime={bill.billed_from}>{formatIstDateTime(bill.billed_from, language)}</time> : t.notStarted}</dd>
          </div>
          <div>
            <dt>{t.ended}</dt>
            <dd>{bill.ended_at ? <time dateTime={bill.ended_at}>{formatIstDateTime(bill.ended_at, language)}</time> : t.ongoing}</dd>
          </div>
          <div>
            <dt>{t.rate}</dt>
            <dd>{t.perMinute(formatRupees(bill.price_per_min))}</dd>
          </div>
          <div>
            <dt>{t.consultationId}</dt>
            <dd className="bill__id">{bill.session_id}</dd>
          </div>
        </dl>
      </div>
      {bill.lines.length === 0 ? (
        <p className="bill__empty">{t.noMinutes}</p>
      ) : (
        <TableScroll label={t.minutesCaption}>
          <table className="bill__lines">
            <caption>{t.minutesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.minute}</th>
                <th scope="col">{t.startsAt}</th>
                <th scope="col">{t.rate}</th>
                <th scope="col">{t.amount}</th>
                <th scope="col">{t.kind}</th>
                <th scope="col">{t.balanceAfter}</th>
                <th scope="col">{t.eventId}</th>
              </tr>
            </thead>
            <tbody>
              {bill.lines.map((line) => (
                <tr key={line.event_id}>
                  <td>{line.minute}</td>
                  <td>
                    <time dateTime={line.starts_at}>{formatIstDateTimeSeconds(line.starts_at, language)}</time>
                  </td>
                  <td>{formatRupees(line.rate)}</td>
                  <td>{formatRupees(line.amount)}</td>
                  <td>{line.free ? t.free : t.paid}</td>
                  <td>{formatRupees(line.balance_after)}</td>
                  <td className="bill__id">{line.event_id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <dl className="bill__totals">
        <div className="bill__total">
          <dt>{t.total}</dt>
          <dd>{formatRupees(bill.total)}</dd>
        </div>
      </dl>
      {bill.refunds.length > 0 ? (
        <section className="bill__refunds" aria-labelledby="bill-refunds">
          <h2 id="bill-refunds">{t.refunds}</h2>
          <ul>
            {bill.refunds.map((refund) => (
              <li key={refund.id}>
                <span>
                  <time dateTime={refund.refunded_at}>{formatIstDateTime(refund.refunded_at, language)}</time> · {t[`refundBy_${refund.by}`]}: {refund.reason}
                </span>
                <span className="bill__money">− {formatRupees(refund.amount)}</span>
              </li>
            ))}
          </ul>
          <dl className="bill__totals">
            <div>
              <dt>{t.refunded}</dt>
              <dd>− {formatRupees(bill.refunded)}</dd>
            </div>
            <div className="bill__total">
              <dt>{t.net}</dt>
              <dd>{formatRupees(bill.net)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <p className="bill__note">{t.gstNote(percentOf(bill.gst_rate_bp))}</p>
      <p className="bill__note">{t.timesNote}</p>
    </article>
  );
}
