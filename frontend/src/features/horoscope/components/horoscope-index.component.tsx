import { AppLink } from '../../../components/app-link.component';
import { PageMeta } from '../../../components/page-meta.component';
import { useMessages } from '../../../lib/i18n/messages';
import { horoscopeMessages } from '../horoscope.messages';
import { SignGrid } from './sign-grid.component';

/** /horoscope: the twelve signs, each leading to its horoscopes. Needs no data: the signs are fixed. */
export function HoroscopeIndex() {
  const t = useMessages(horoscopeMessages);
  return (
    <div className="horoscope-index">
      <PageMeta title={t.indexDocumentTitle} description={t.indexDescription} />
      <header className="horoscope-index__header">
        <h1>{t.indexTitle}</h1>
        <p className="horoscope-index__lead">{t.indexLead}</p>
        <p className="horoscope-index__hint">
          {t.moonSignHint} <AppLink to="/chat-with-astrologer">{t.moonSignLink}</AppLink>
        </p>
      </header>
      <SignGrid label={t.signs} headingLevel={2} />
    </div>
  );
}
