import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../support.messages';

/** The astrologer console's way to support: their own tickets and a new one (docs/support.md). */
export function SupportDeskLink() {
  const t = useMessages(supportMessages);
  return (
    <section className="support-desk-link" aria-labelledby="support-desk-heading">
      <h2 id="support-desk-heading">{t.title}</h2>
      <p>{t.consoleIntro}</p>
      <AppLink className="button button--secondary" to="/support">
        {t.myTickets}
      </AppLink>
    </section>
  );
}
