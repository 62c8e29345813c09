import type { MatchmakingView, MatchPersonView } from '@nakshatra/contracts';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { useMessages } from '../../../../lib/i18n/messages';
import { matchmakingMessages } from '../../matchmaking.messages';

/** Each side's moon sign, nakshatra and manglik status, then whether their manglik status matches. */
export function MatchPeople({ match }: { match: MatchmakingView }) {
  const t = useMessages(matchmakingMessages);
  const words = useMessages(astrologyWords);
  const manglik = (person: MatchPersonView) => (person.manglik === null ? t.manglikUnknown : person.manglik.is_manglik ? t.manglikYes : t.manglikNo);
  const people = [
    { key: 'boy', heading: t.boy, person: match.boy },
    { key: 'girl', heading: t.girl, person: match.girl },
  ] as const;
  return (
    <section className="report-section" aria-labelledby="match-people-title">
      <h3 id="match-people-title">{t.peopleTitle}</h3>
      <div className="match-people">
        {people.map(({ key, heading, person }) => (
          <div key={key} className="match-person">
            <h4 className="match-person__title">{person.name ? `${heading}: ${person.name}` : heading}</h4>
            <dl className="report-facts">
              <div className="report-facts__row">
                <dt>{t.moonSign}</dt>
                <dd>{words.sign(person.moon_sign)}</dd>
              </div>
              <div className="report-facts__row">
                <dt>{t.nakshatra}</dt>
                <dd>
                  {words.nakshatraPada(words.nakshatra(person.nakshatra), person.pada)}
                  {person.source === 'nakshatra' ? <span className="match-person__source"> ({t.fromNakshatra})</span> : null}
                </dd>
              </div>
              <div className="report-facts__row">
                <dt>{t.manglik}</dt>
                <dd>{manglik(person)}</dd>
              </div>
            </dl>
          </div>
        ))}
      </div>
      <h4 className="match-person__title">{t.manglikMatchTitle}</h4>
      <p>{t.manglikMatch(match.manglik_compatible)}</p>
    </section>
  );
}
