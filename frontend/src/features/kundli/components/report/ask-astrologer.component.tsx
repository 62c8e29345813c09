import { AppLink } from '../../../../components/app-link.component';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliMessages } from '../../kundli.messages';

/** The end of a report: an astrologer can read it with the visitor now (not printed). */
export function AskAstrologer({ title, text }: { title: string; text: string }) {
  const t = useMessages(kundliMessages);
  return (
    <aside className="ask-astrologer" aria-labelledby="ask-astrologer-title">
      <h3 id="ask-astrologer-title">{title}</h3>
      <p>{text}</p>
      <div className="ask-astrologer__actions">
        <AppLink className="button button--accent" to="/chat-with-astrologer">
          {t.chatCta}
        </AppLink>
        <AppLink className="button button--secondary" to="/talk-to-astrologer">
          {t.talkCta}
        </AppLink>
      </div>
    </aside>
  );
}
