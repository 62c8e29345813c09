import { refundRuleByCode, type RefundRuleCode } from '@nakshatra/contracts/client';
import { formatRupees } from '../../lib/format-money';
import { useLanguage } from '../../lib/i18n/language-context';
import { useMessages } from '../../lib/i18n/messages';
import { AppLink } from '../app-link.component';
import { ruleRefundMessages } from './rule-refund.messages';
import './rule-refund.css';

/**
 * "Refunded ₹ 60 — The astrologer did not reply": what an automatic refund rule gave back of a
 * consultation (docs/refund-rules.md), beside it in the consultation list and on the chat and call
 * summary. The rule is worded by its own title in the reader's language, the one /refund-policy
 * publishes, and links there. Contracts' client entry only: no schema reaches the chat's chunk.
 */
export function RuleRefundNote({ refund, className }: { refund: { readonly rule: RefundRuleCode; readonly amount: number }; className?: string }) {
  const t = useMessages(ruleRefundMessages);
  const { language } = useLanguage();
  return (
    <p className={['rule-refund', className].filter(Boolean).join(' ')}>
      {t.refunded(formatRupees(refund.amount))}
      {' — '}
      <AppLink to={`/refund-policy#refund-rule-${refund.rule}`}>{refundRuleByCode(refund.rule).text[language].title}</AppLink>
    </p>
  );
}
