import { AppLink } from '../../../components/app-link.component';
import { useLanguage } from '../../../lib/i18n/language-context';
import { ZODIAC_SIGN_SLUGS, zodiacSigns, type ZodiacSign } from '../data/zodiac-signs';
import { signDates, signName, signOtherNames } from '../lib/sign-names';
import '../horoscope.css';

interface SignGridProps {
  /** The accessible name of the list, e.g. "The twelve signs". */
  readonly label: string;
  /** h2 on the horoscope page, h3 inside a section of another page. */
  readonly headingLevel: 2 | 3;
  /** A line of today's horoscope per sign, where there is one (the home page's teaser). */
  readonly teasers?: Readonly<Partial<Record<string, string>>>;
}

/** The twelve signs as cards, each leading to its horoscope page. */
export function SignGrid({ label, headingLevel, teasers = {} }: SignGridProps) {
  return (
    <ul className="sign-grid" aria-label={label}>
      {ZODIAC_SIGN_SLUGS.map((sign) => (
        <SignCard key={sign} sign={sign} headingLevel={headingLevel} teaser={teasers[sign]} />
      ))}
    </ul>
  );
}

function SignCard({ sign, headingLevel, teaser }: { sign: ZodiacSign; headingLevel: 2 | 3; teaser: string | undefined }) {
  const { language } = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="sign-card">
      <span className="sign-card__symbol" aria-hidden="true">
        {zodiacSigns[sign].symbol}
      </span>
      <Heading className="sign-card__name">
        {/* The link covers the whole card (CSS), and its name is just the sign's. */}
        <AppLink className="sign-card__link" to={`/horoscope/${sign}`}>
          {signName(sign, language)}
        </AppLink>
      </Heading>
      <p className="sign-card__other-names">{signOtherNames(sign, language)}</p>
      <p className="sign-card__dates">{signDates(sign, language)}</p>
      {teaser ? <p className="sign-card__teaser">{teaser}</p> : null}
    </li>
  );
}
