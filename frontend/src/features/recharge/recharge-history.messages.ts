import { defineMessages } from '../../lib/i18n/messages';

export const rechargeHistoryMessages = defineMessages(
  {
    title: 'Your recharges',
    loading: 'Loading your recharges…',
    loadFailed: "We couldn't load your recharges.",
    none: 'No recharges yet',
    caption: (page: number, pages: number) => `Your recharges, page ${page} of ${pages}`,
    pages: 'Recharge pages',
    date: 'Date',
    amount: 'Amount',
    paid: 'Paid (with GST)',
    credited: 'Wallet credit',
    status: 'Status',
    invoice: 'Invoice',
    notCredited: '—',
  },
  {
    title: 'आपके रिचार्ज',
    loading: 'आपके रिचार्ज लोड हो रहे हैं…',
    loadFailed: 'हम आपके रिचार्ज लोड नहीं कर सके।',
    none: 'अभी कोई रिचार्ज नहीं है',
    caption: (page: number, pages: number) => `आपके रिचार्ज, पृष्ठ ${page} / ${pages}`,
    pages: 'रिचार्ज के पृष्ठ',
    date: 'तारीख़',
    amount: 'राशि',
    paid: 'भुगतान (जीएसटी सहित)',
    credited: 'वॉलेट में जमा',
    status: 'स्थिति',
    invoice: 'इनवॉइस',
    notCredited: '—',
  },
);
