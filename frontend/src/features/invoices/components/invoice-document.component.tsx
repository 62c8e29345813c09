import type { InvoiceView } from '@nakshatra/contracts';
import { formatIstDate } from '../../../lib/format-ist-date';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { invoiceMessages } from '../invoice.messages';

/** 900 basis points → "9", 1250 → "12.5". */
const percentOf = (basisPoints: number): string => String(basisPoints / 100);

/**
 * The invoice itself: supplier and GSTIN, number and date (India), customer, the supply with its SAC
 * and taxable value, the tax (CGST + SGST within the state, else IGST) at its rates, the total, and
 * the bonus credit, which is free and untaxed.
 */
export function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const t = useMessages(invoiceMessages);
  const { language } = useLanguage();
  const interState = invoice.igst > 0;
  return (
    <article className="invoice" aria-labelledby="invoice-title">
      <div className="invoice__head">
        <h1 id="invoice-title">{t.title}</h1>
        <dl className="invoice__facts">
          <div>
            <dt>{t.number}</dt>
            <dd>{invoice.number}</dd>
          </div>
          <div>
            <dt>{t.date}</dt>
            <dd>
              <time dateTime={invoice.issued_at}>{formatIstDate(invoice.issued_at, language)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <div className="invoice__parties">
        <section aria-labelledby="invoice-supplier">
          <h2 id="invoice-supplier">{t.supplier}</h2>
          <p className="invoice__name">{invoice.supplier.name}</p>
          <p className="invoice__address">{invoice.supplier.address}</p>
          <p>{t.stateCode(invoice.supplier.state_code)}</p>
          <p>{invoice.supplier.gstin ? t.gstin(invoice.supplier.gstin) : t.notRegistered}</p>
        </section>
        <section aria-labelledby="invoice-customer">
          <h2 id="invoice-customer">{t.customer}</h2>
          <p className="invoice__name">{invoice.customer.name}</p>
          <p>{invoice.customer.phone}</p>
        </section>
      </div>
      <table className="invoice__lines">
        <caption>{t.lines}</caption>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.sac}</th>
            <th scope="col">{t.taxable}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{invoice.description}</td>
            <td>{invoice.sac}</td>
            <td>{formatRupees(invoice.taxable)}</td>
          </tr>
        </tbody>
      </table>
      <dl className="invoice__totals">
        <div>
          <dt>{t.taxable}</dt>
          <dd>{formatRupees(invoice.taxable)}</dd>
        </div>
        {interState ? (
          <div>
            <dt>{t.igst(percentOf(invoice.gst_rate_bp))}</dt>
            <dd>{formatRupees(invoice.igst)}</dd>
          </div>
        ) : (
          <>
            <div>
              <dt>{t.cgst(percentOf(invoice.gst_rate_bp / 2))}</dt>
              <dd>{formatRupees(invoice.cgst)}</dd>
            </div>
            <div>
              <dt>{t.sgst(percentOf(invoice.gst_rate_bp / 2))}</dt>
              <dd>{formatRupees(invoice.sgst)}</dd>
            </div>
          </>
        )}
        <div className="invoice__total">
          <dt>{t.total}</dt>
          <dd>{formatRupees(invoice.total)}</dd>
        </div>
      </dl>
      {invoice.bonus > 0 ? <p className="invoice__bonus">{t.bonus(formatRupees(invoice.bonus))}</p> : null}
      <p className="invoice__note">{t.computerGenerated}</p>
    </article>
  );
}
