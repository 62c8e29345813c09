import { BILLING_GUARANTEES, REFUND_RULES } from '@nakshatra/contracts';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { refundRulesMessages } from '../refund-rules.messages';
import '../refund-rules.css';

/**
 * The automatic refund rules on /refund-policy, from the same list the server applies them from
 * (contracts/src/refunds/refund-rules.ts), so the page can never promise what the server does not
 * do. Each rule has an anchor (`#refund-rule-<code>`) the wallet history's refund lines link to.
 */
export function AutomaticRefunds() {
  const t = useMessages(refundRulesMessages);
  const { language } = useLanguage();
  return (
    <section className="automatic-refunds" aria-labelledby="automatic-refunds-title">
      <h2 id="automatic-refunds-title">{t.heading}</h2>
      <p>{t.intro}</p>
      <ul className="automatic-refunds__rules">
        {REFUND_RULES.map((rule) => (
          <li key={rule.code} id={`refund-rule-${rule.code}`} className="automatic-refunds__rule">
            <h3>{rule.text[language].title}</h3>
            <p>{rule.text[language].description}</p>
            <p className="automatic-refunds__since">
              <time dateTime={rule.inForceFrom}>{t.inForceSince(formatIstDate(rule.inForceFrom, language))}</time>
            </p>
          </li>
        ))}
      </ul>
      <h3>{t.neverBilledHeading}</h3>
      <ul className="automatic-refunds__guarantees">
        {BILLING_GUARANTEES.map((guarantee) => (
          <li key={guarantee.code}>{guarantee[language]}</li>
        ))}
      </ul>
    </section>
  );
}
