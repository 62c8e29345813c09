import type { MatchmakingView } from '@nakshatra/contracts';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { useMessages } from '../../../../lib/i18n/messages';
import { matchmakingMessages } from '../../matchmaking.messages';

/**
 * The eight kootas: what each weighs, what was compared on each side, and its points out of its
 * maximum. On phones the rows become cards (name and points, then boy and girl) so the points
 * never scroll out of sight; the explicit roles keep it a table to assistive technology, which a
 * table's CSS display change would otherwise undo.
 */
export function KootaTable({ match }: { match: MatchmakingView }) {
  const t = useMessages(matchmakingMessages);
  const words = useMessages(astrologyWords);
  return (
    <section className="report-section" aria-labelledby="kootas-title">
      <h3 id="kootas-title">{t.kootasTitle}</h3>
      <table role="table" className="report-table koota-table" aria-label={t.kootasTable}>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">
              {t.koota}
            </th>
            <th role="columnheader" scope="col">
              {t.boy}
            </th>
            <th role="columnheader" scope="col">
              {t.girl}
            </th>
            <th role="columnheader" scope="col">
              {t.points}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {match.kootas.map((koota) => (
            <tr role="row" key={koota.name} className={koota.points === 0 ? 'koota-table__nil' : undefined}>
              <th role="rowheader" scope="row" className="koota-table__koota">
                <span className="koota-table__name">{t.kootaName(koota.name)}</span>
                <span className="koota-table__about">{t.kootaAbout(koota.name)}</span>
              </th>
              <td role="cell" className="koota-table__side" data-label={t.boy}>
                {words.term(koota.boy)}
              </td>
              <td role="cell" className="koota-table__side" data-label={t.girl}>
                {words.term(koota.girl)}
              </td>
              <td role="cell" className="koota-table__points">
                {t.pointsOf(koota.points, koota.max)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot role="rowgroup">
          <tr role="row">
            <th role="rowheader" scope="row" colSpan={3} className="koota-table__koota">
              {t.total}
            </th>
            <td role="cell" className="koota-table__points">
              {t.pointsOf(match.total, match.max)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
