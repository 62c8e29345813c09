import type { KundliView, ZodiacPosition } from '@nakshatra/contracts';
import { TableScroll } from '../../../../components/table-scroll.component';
import { astrologyWords } from '../../../../lib/astrology/astrology-words';
import { useMessages } from '../../../../lib/i18n/messages';
import { kundliReportMessages } from '../../kundli-report.messages';
import { formatDegrees } from '../../lib/angles';

/** The ascendant and the nine grahas: sign and degree, nakshatra, pada and its lord, house, retrograde. */
export function PlanetTable({ kundli }: { kundli: KundliView }) {
  const t = useMessages(kundliReportMessages);
  const words = useMessages(astrologyWords);
  const row = (key: string, name: string, position: ZodiacPosition, house: number, retrograde: boolean | null) => (
    <tr key={key}>
      <th scope="row">{name}</th>
      <td className="planet-table__longitude">
        {words.sign(position.sign)} {formatDegrees(position.degree)}
      </td>
      <td>{words.nakshatra(position.nakshatra)}</td>
      <td>{position.pada}</td>
      <td>{words.graha(position.nakshatra_lord)}</td>
      <td>{house}</td>
      <td>{retrograde === null ? '—' : retrograde ? `${t.yes} ℞` : t.no}</td>
    </tr>
  );
  return (
    <section className="report-section" aria-labelledby="planets-title">
      <h3 id="planets-title">{t.planetsTitle}</h3>
      <TableScroll label={t.planetsTable}>
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">{t.planet}</th>
              <th scope="col">{t.longitude}</th>
              <th scope="col">{t.nakshatra}</th>
              <th scope="col">{t.pada}</th>
              <th scope="col">{t.lord}</th>
              <th scope="col">{t.houseColumn}</th>
              <th scope="col">{t.retrograde}</th>
            </tr>
          </thead>
          <tbody>
            {row('lagna', t.lagna, kundli.lagna, 1, null)}
            {kundli.planets.map((planet) => row(planet.name, words.graha(planet.name), planet, planet.house, planet.retrograde))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
