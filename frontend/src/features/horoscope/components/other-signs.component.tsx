import { AppLink } from '../../../components/app-link.component';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { ZODIAC_SIGN_SLUGS, zodiacSigns, type ZodiacSign } from '../data/zodiac-signs';
import { horoscopeMessages } from '../horoscope.messages';
import { signName } from '../lib/sign-names';

/** The other eleven signs, at the same period and date, for comparing (a family's signs, a partner's). */
export function OtherSigns({ current, search }: { current: ZodiacSign; search: string }) {
  const { language } = useLanguage();
  const t = useMessages(horoscopeMessages);
  return (
    <nav className="other-signs" aria-labelledby="other-signs-title">
      <h2 id="other-signs-title" className="other-signs__title">
        {t.otherSigns}
      </h2>
      <ul className="other-signs__list">
        {ZODIAC_SIGN_SLUGS.filter((sign) => sign !== current).map((sign) => (
          <li key={sign}>
            <AppLink className="other-signs__link" to={`/horoscope/${sign}${search}`}>
              <span aria-hidden="true">{zodiacSigns[sign].symbol} </span>
              {signName(sign, language)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
