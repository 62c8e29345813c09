import type { MatchmakingView } from '@nakshatra/contracts';
import type { Ref } from 'react';
import { useMessages } from '../../../../lib/i18n/messages';
import { matchmakingMessages } from '../../matchmaking.messages';
import { AskAstrologer } from '../report/ask-astrologer.component';
import { PrintButton } from '../report/print-button.component';
import { GunaGauge } from './guna-gauge.component';
import { KootaTable } from './koota-table.component';
import { MatchPeople } from './match-people.component';
import '../../kundli-report.css';

/** The match: the total with its gauge and verdict, the doshas, the eight kootas, and both people; printable. */
export function MatchReport({ match, headingRef }: { match: MatchmakingView; headingRef: Ref<HTMLHeadingElement> }) {
  const t = useMessages(matchmakingMessages);
  const doshas = [
    { key: 'bhakoot', name: t.bhakootDosha, present: match.doshas.bhakoot, about: t.bhakootAbout },
    { key: 'nadi', name: t.nadiDosha, present: match.doshas.nadi, about: t.nadiAbout },
  ];
  return (
    <article className="kundli-report match-report" aria-labelledby="match-report-title">
      <header className="kundli-report__header">
        <h2 id="match-report-title" ref={headingRef} tabIndex={-1} className="kundli-report__title">
          {t.title(match.boy.name ?? t.boy, match.girl.name ?? t.girl)}
        </h2>
        <div className="report-actions">
          <PrintButton />
        </div>
      </header>
      <section className="report-section match-score" aria-labelledby="match-score-title">
        <h3 id="match-score-title">{t.scoreTitle}</h3>
        <div className="match-score__body">
          <GunaGauge total={match.total} verdict={match.verdict} />
          <div>
            <p className={`match-score__verdict match-score__verdict--${match.verdict}`}>{t.verdict(match.verdict)}</p>
            <p>{t.verdictText(match.verdict)}</p>
            <ul className="match-doshas" aria-label={t.doshasTitle}>
              {doshas.map((dosha) => (
                <li key={dosha.key} className={dosha.present ? 'match-doshas__item match-doshas__item--present' : 'match-doshas__item'}>
                  <strong>
                    {dosha.name}: {dosha.present ? t.present : t.absent}
                  </strong>
                  <span className="match-doshas__about">{dosha.about}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <KootaTable match={match} />
      <MatchPeople match={match} />
      <AskAstrologer title={t.askTitle} text={t.askText} />
    </article>
  );
}
