import { rupees } from '@nakshatra/contracts';

/** The words of the bill's PDF in both languages (the SPA's bill page has its own, in its messages). */
export interface BillPdfTexts {
  readonly title: string;
  readonly consultation: (channel: 'chat' | 'call') => string;
  readonly astrologer: string;
  readonly customer: string;
  readonly session: string;
  readonly started: string;
  readonly ended: string;
  readonly notStarted: string;
  readonly ongoing: string;
  readonly rate: string;
  readonly perMinute: (amount: number) => string;
  readonly columns: { readonly minute: string; readonly startsAt: string; readonly rate: string; readonly amount: string; readonly kind: string; readonly balanceAfter: string; readonly eventId: string };
  readonly free: string;
  readonly paid: string;
  readonly noMinutes: string;
  readonly total: string;
  readonly refunds: string;
  readonly refundLine: (by: 'admin' | 'system', reason: string) => string;
  readonly refunded: string;
  readonly net: string;
  readonly gstNote: (percent: string) => string;
  readonly timesNote: string;
  readonly generated: (at: string) => string;
  readonly page: (page: number, pages: number) => string;
}

const en: BillPdfTexts = {
  title: 'Itemised bill',
  consultation: (channel) => (channel === 'call' ? 'Call consultation' : 'Chat consultation'),
  astrologer: 'Astrologer',
  customer: 'Customer',
  session: 'Consultation id',
  started: 'Billing started',
  ended: 'Ended',
  notStarted: 'Not started',
  ongoing: 'Still going on',
  rate: 'Rate',
  perMinute: (amount) => `${rupees(amount)} per minute`,
  columns: { minute: 'Minute', startsAt: 'Starts (IST)', rate: 'Rate', amount: 'Amount', kind: 'Free/paid', balanceAfter: 'Balance after', eventId: 'Billing event id' },
  free: 'Free',
  paid: 'Paid',
  noMinutes: 'No minute was billed.',
  total: 'Total for the minutes',
  refunds: 'Refunds',
  refundLine: (by, reason) => `${by === 'system' ? 'Automatic refund' : 'Refund by support'}: ${reason}`,
  refunded: 'Refunded to your wallet',
  net: 'Net cost',
  gstNote: (percent) =>
    `GST: the minutes were paid from your wallet. GST (${percent}%) was charged when the wallet was recharged and is shown on each recharge's tax invoice, so no GST is charged again here.`,
  timesNote: 'Times are India Standard Time (IST). Each started minute is billed at its start.',
  generated: (at) => `Generated ${at} IST`,
  page: (page, pages) => `Page ${page} of ${pages}`,
};

const hi: BillPdfTexts = {
  title: 'विस्तृत बिल',
  consultation: (channel) => (channel === 'call' ? 'कॉल परामर्श' : 'चैट परामर्श'),
  astrologer: 'ज्योतिषी',
  customer: 'ग्राहक',
  session: 'परामर्श आईडी',
  started: 'बिलिंग शुरू',
  ended: 'समाप्त',
  notStarted: 'शुरू नहीं हुआ',
  ongoing: 'अभी जारी है',
  rate: 'दर',
  perMinute: (amount) => `${rupees(amount)} प्रति मिनट`,
  columns: { minute: 'मिनट', startsAt: 'शुरुआत (IST)', rate: 'दर', amount: 'राशि', kind: 'मुफ़्त/सशुल्क', balanceAfter: 'बाद में शेष', eventId: 'बिलिंग इवेंट आईडी' },
  free: 'मुफ़्त',
  paid: 'सशुल्क',
  noMinutes: 'कोई मिनट बिल नहीं हुआ।',
  total: 'मिनटों का कुल',
  refunds: 'रिफ़ंड',
  refundLine: (by, reason) => `${by === 'system' ? 'स्वचालित रिफ़ंड' : 'सहायता टीम का रिफ़ंड'}: ${reason}`,
  refunded: 'आपके वॉलेट में लौटाया गया',
  net: 'शुद्ध लागत',
  gstNote: (percent) =>
    `जीएसटी: मिनटों का भुगतान आपके वॉलेट से हुआ। जीएसटी (${percent}%) वॉलेट रिचार्ज के समय लिया गया था और हर रिचार्ज के टैक्स इनवॉइस पर दिखता है, इसलिए यहाँ दोबारा जीएसटी नहीं लिया गया।`,
  timesNote: 'समय भारतीय मानक समय (IST) में है। हर शुरू हुआ मिनट उसकी शुरुआत में बिल होता है।',
  generated: (at) => `${at} IST पर बना`,
  page: (page, pages) => `पृष्ठ ${page} / ${pages}`,
};

export const billPdfTexts = { en, hi } as const;
