import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { PrintableDocument } from '../../../components/printable-document.component';
import { useMessages } from '../../../lib/i18n/messages';
import { useInvoice } from '../hooks/use-invoice.hook';
import { invoiceMessages } from '../invoice.messages';
import { InvoiceDocument } from './invoice-document.component';
import '../invoice.css';

const NOT_FOUND = 404;

/** A recharge's GST invoice, ready to print: the site's header, footer and these buttons stay off the paper. */
export function InvoicePage({ id }: { id: string }) {
  const t = useMessages(invoiceMessages);
  const [invoice, retry] = useInvoice(id);
  if (invoice.state === 'failed' && invoice.errorStatus === NOT_FOUND) {
    return <NotFound heading={t.notFound} text={t.notFoundText} back={{ to: '/order-history', label: t.backToHistory }} documentTitle={`${t.notFound} · Nakshatra`} />;
  }
  return (
    <PrintableDocument
      actions={
        <>
          <AppLink to="/order-history">{t.backToHistory}</AppLink>
          {invoice.state === 'loaded' ? (
            <button type="button" className="button" onClick={() => window.print()}>
              {t.print}
            </button>
          ) : null}
        </>
      }
    >
      <PageMeta title={invoice.state === 'loaded' ? t.documentTitle(invoice.answer.data.number) : `${t.title} · Nakshatra`} description={t.description} />
      {invoice.state === 'loaded' ? null : <h1>{t.title}</h1>}
      {invoice.state === 'loading' ? (
        <div role="status" className="invoice">
          <span className="visually-hidden">{t.loading}</span>
          <span className="skeleton-line" aria-hidden="true" />
          <span className="skeleton-line skeleton-line--short" aria-hidden="true" />
        </div>
      ) : null}
      {invoice.state === 'failed' ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
      {invoice.state === 'loaded' ? <InvoiceDocument invoice={invoice.answer.data} /> : null}
    </PrintableDocument>
  );
}
