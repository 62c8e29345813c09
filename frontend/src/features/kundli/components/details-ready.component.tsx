import type { Ref } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import { kundliMessages } from '../kundli.messages';

/**
 * After a valid submit: the details are kept, and an astrologer can read them now. (The computed
 * report comes with the astrology tools, issue #8; nothing here pretends to compute it.)
 */
export function DetailsReady({ text, headingRef }: { text: string; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useMessages(kundliMessages);
  return (
    <section className="details-ready" aria-labelledby="details-ready-title">
      <h2 id="details-ready-title" ref={headingRef} tabIndex={-1} className="details-ready__title">
        {t.readyTitle}
      </h2>
      <p>{text}</p>
      <div className="details-ready__actions">
        <AppLink className="button button--accent" to="/chat-with-astrologer">
          {t.chatCta}
        </AppLink>
        <AppLink className="button button--secondary" to="/talk-to-astrologer">
          {t.talkCta}
        </AppLink>
      </div>
    </section>
  );
}
