import { createRequire } from 'node:module';
import { rupees, type ConsultationBillView } from '@nakshatra/contracts';
import type { RawRouteResult } from '@nakshatra/platform';
import { indiaDateTimeOf } from '../wallet/india-time.js';
import { billFileName } from './bill-csv.js';
import { billPdfTexts, type BillPdfTexts } from './bill-pdf-texts.js';

/**
 * The bill as a PDF, made here with pdfkit (pure JavaScript: no browser, no network). Noto Sans
 * Devanagari (shipped in an npm package, OFL) has Latin, Devanagari and the rupee sign, and pdfkit's
 * font engine shapes Devanagari, so one font prints the bill in English or Hindi.
 */
const require = createRequire(import.meta.url);
const FONT = {
  regular: require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf'),
};

const MARGIN = 40;
const ROW = 15;
/** Column x offsets and widths (A4 is 595 pt wide; 515 between the margins). */
const COLUMNS = { minute: [0, 36], startsAt: [36, 104], rate: [140, 52], amount: [192, 50], kind: [248, 54], balanceAfter: [302, 66], eventId: [368, 147] } as const;
type Column = keyof typeof COLUMNS;

const ist = (iso: string): string => indiaDateTimeOf(new Date(iso));

export async function billPdf(bill: ConsultationBillView, language: 'en' | 'hi', now: Date): Promise<RawRouteResult> {
  // Loaded at the first PDF asked for, not when the service starts: it is a tenth of the start.
  const { default: PDFDocument } = await import('pdfkit');
  const t = billPdfTexts[language];
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: `${t.title} ${bill.session_id}`, Author: 'Nakshatra' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT.regular);
  doc.registerFont('bold', FONT.bold);

  heading(doc, t, bill);
  minutesTable(doc, t, bill);
  totals(doc, t, bill);
  doc.moveDown(1).font('regular').fontSize(8.5).fillColor('#444');
  doc.text(t.gstNote(String(bill.gst_rate_bp / 100)), MARGIN, doc.y, { width: width(doc) });
  doc.moveDown(0.4).text(t.timesNote, { width: width(doc) });
  doc.moveDown(0.4).text(t.generated(indiaDateTimeOf(now)), { width: width(doc) });
  pageNumbers(doc, t);
  doc.end();

  return { contentType: 'application/pdf', headers: { 'Content-Disposition': `attachment; filename="${billFileName(bill)}.pdf"` }, body: await done };
}

const width = (doc: PDFKit.PDFDocument): number => doc.page.width - 2 * MARGIN;
const bottom = (doc: PDFKit.PDFDocument): number => doc.page.height - MARGIN;

function heading(doc: PDFKit.PDFDocument, t: BillPdfTexts, bill: ConsultationBillView): void {
  doc.font('bold').fontSize(18).fillColor('#000').text(`Nakshatra · ${t.title}`);
  doc.font('regular').fontSize(11).text(t.consultation(bill.channel));
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    [t.astrologer, bill.astrologer_name],
    [t.customer, bill.customer_name],
    [t.session, bill.session_id],
    [t.started, bill.billed_from ? ist(bill.billed_from) : t.notStarted],
    [t.ended, bill.ended_at ? ist(bill.ended_at) : t.ongoing],
    [t.rate, t.perMinute(bill.price_per_min)],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('regular').fontSize(9).fillColor('#555').text(label, MARGIN, y, { width: 110 });
    doc.font('bold').fillColor('#000').text(value, MARGIN + 115, y, { width: width(doc) - 115 });
  }
  doc.moveDown(1);
}

function row(doc: PDFKit.PDFDocument, cells: Record<Column, string>, font: 'regular' | 'bold'): void {
  if (doc.y + ROW > bottom(doc)) doc.addPage();
  const y = doc.y;
  for (const [column, [x, w]] of Object.entries(COLUMNS) as [Column, readonly [number, number]][]) {
    const right = column !== 'eventId' && column !== 'kind' && column !== 'startsAt';
    doc.font(font).fontSize(column === 'eventId' && font === 'regular' ? 6.5 : 8).fillColor('#000');
    doc.text(cells[column], MARGIN + x + 2, y + 3, { width: w - 4, align: right ? 'right' : 'left', lineBreak: false });
  }
  doc.moveTo(MARGIN, y + ROW).lineTo(MARGIN + width(doc), y + ROW).lineWidth(0.4).strokeColor('#bbb').stroke();
  doc.x = MARGIN;
  doc.y = y + ROW;
}

function minutesTable(doc: PDFKit.PDFDocument, t: BillPdfTexts, bill: ConsultationBillView): void {
  row(doc, t.columns, 'bold');
  if (bill.lines.length === 0) {
    doc.moveDown(0.5).font('regular').fontSize(9).text(t.noMinutes, MARGIN, doc.y);
    return;
  }
  for (const line of bill.lines) {
    // A table that runs onto the next page takes its column names with it.
    if (doc.y + ROW > bottom(doc)) {
      doc.addPage();
      row(doc, t.columns, 'bold');
    }
    row(
      doc,
      {
        minute: String(line.minute),
        startsAt: ist(line.starts_at),
        rate: rupees(line.rate),
        amount: rupees(line.amount),
        kind: line.free ? t.free : t.paid,
        balanceAfter: rupees(line.balance_after),
        eventId: line.event_id,
      },
      'regular',
    );
  }
}

function amountLine(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false): void {
  if (doc.y + ROW > bottom(doc)) doc.addPage();
  const y = doc.y;
  doc.font(bold ? 'bold' : 'regular').fontSize(bold ? 11 : 9.5).fillColor('#000');
  doc.text(label, MARGIN, y, { width: width(doc) - 110 });
  const after = doc.y;
  doc.text(amount, MARGIN + width(doc) - 100, y, { width: 100, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(after, doc.y) + 2;
}

function totals(doc: PDFKit.PDFDocument, t: BillPdfTexts, bill: ConsultationBillView): void {
  doc.moveDown(1);
  amountLine(doc, t.total, rupees(bill.total), true);
  if (bill.refunds.length > 0) {
    doc.moveDown(0.5).font('bold').fontSize(10).text(t.refunds, MARGIN, doc.y);
    for (const refund of bill.refunds) amountLine(doc, `${ist(refund.refunded_at)} · ${t.refundLine(refund.by, refund.reason)}`, `− ${rupees(refund.amount)}`);
    amountLine(doc, t.refunded, `− ${rupees(bill.refunded)}`);
    amountLine(doc, t.net, rupees(bill.net), true);
  }
}

/** "Page 1 of 2" at the foot of every page, once all pages exist. */
function pageNumbers(doc: PDFKit.PDFDocument, t: BillPdfTexts): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Written below the bottom margin: without lifting it pdfkit would start a new page for the line.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor('#777');
    doc.text(t.page(index + 1, range.count), MARGIN, doc.page.height - MARGIN, { width: width(doc), align: 'center', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
}
