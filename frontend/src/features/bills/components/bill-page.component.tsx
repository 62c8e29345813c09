import { AppLink } from '../../../components/app-link.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { NotFound } from '../../../components/not-found.component';
import { PageMeta } from '../../../components/page-meta.component';
import { PrintableDocument } from '../../../components/printable-document.component';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import { consultationBillDownloadUrl } from '../api/get-consultation-bill.api';
import { billMessages } from '../bill.messages';
import { useConsultationBill } from '../hooks/use-consultation-bill.hook';
import { BillDocument } from './bill-document.component';
import '../bill.css';

const NOT_FOUND = 404;
const FORBIDDEN = 403;

/**
 * A consultation's itemised bill (docs/bill.md), ready to print, with its CSV and PDF (the PDF in
 * the page's language). Only its customer sees it; its astrologer is told where their earnings are.
 */
export function BillPage({ sessionId }: { sessionId: string }) {
  const t = useMessages(billMessages);
  const { language } = useLanguage();
  const { refusal } = useRefusalText();
  const [bill, retry] = useConsultationBill(sessionId);
  if (bill.state === 'failed' && bill.errorStatus === NOT_FOUND) {
    return <NotFound heading={t.notFound} text={t.notFoundText} back={{ to: '/order-history', label: t.backToHistory }} documentTitle={`${t.notFound} · Nakshatra`} />;
  }
  return (
    <PrintableDocument
      actions={
        <>
          <AppLink to="/order-history">{t.backToHistory}</AppLink>
          {bill.state === 'loaded' ? (
            <div className="bill__downloads">
              <button type="button" className="button" onClick={() => window.print()}>
                {t.print}
              </button>
              <a className="button button--secondary" href={consultationBillDownloadUrl(sessionId, 'csv', language)} download>
                {t.downloadCsv}
              </a>
              <a className="button button--secondary" href={consultationBillDownloadUrl(sessionId, 'pdf', language)} download>
                {t.downloadPdf}
              </a>
            </div>
          ) : null}
        </>
      }
    >
      <PageMeta title={bill.state === 'loaded' ? t.documentTitle(bill.answer.data.astrologer_name) : `${t.title} · Nakshatra`} description={t.description} />
      {bill.state === 'loaded' ? null : <h1>{t.title}</h1>}
      {bill.state === 'loading' ? (
        <div role="status" className="bill">
          <span className="visually-hidden">{t.loading}</span>
          <span className="skeleton-line" aria-hidden="true" />
          <span className="skeleton-line skeleton-line--short" aria-hidden="true" />
        </div>
      ) : null}
      {bill.state === 'failed' && bill.errorStatus === FORBIDDEN ? <p role="alert">{refusal(bill.failure)}</p> : null}
      {bill.state === 'failed' && bill.errorStatus !== FORBIDDEN ? <LoadFailed text={t.loadFailed} onRetry={retry} /> : null}
      {bill.state === 'loaded' ? <BillDocument bill={bill.answer.data} /> : null}
    </PrintableDocument>
  );
}
