import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import { homeMessages } from '../home.messages';

/** The page's introduction and its two calls to action: consult by chat or by call. Shown at once, with no data. */
export function HomeHero() {
  const t = useMessages(homeMessages);
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <p className="home-hero__eyebrow">{t.heroEyebrow}</p>
      <h1 id="home-title" className="home-hero__title">
        Nakshatra
      </h1>
      <p className="home-hero__lead">{t.heroLead}</p>
      <div className="home-hero__actions">
        <AppLink className="button button--accent" to="/chat-with-astrologer">
          {t.chatCta}
        </AppLink>
        <AppLink className="button home-hero__secondary" to="/talk-to-astrologer">
          {t.talkCta}
        </AppLink>
      </div>
      <ul className="home-hero__points" aria-label={t.heroPoints}>
        <li>{t.verifiedOnly}</li>
        <li>{t.privateChats}</li>
        <li>{t.secureWallet}</li>
      </ul>
    </section>
  );
}
