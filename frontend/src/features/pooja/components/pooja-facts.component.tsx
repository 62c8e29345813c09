import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import type { Pooja } from '../api/pooja';
import { splitDuration } from '../lib/pooja-paths';
import { poojaMessages } from '../pooja.messages';

/** Where, how long and how much: the same three facts on the card and on the pooja's page. */
export function PoojaFacts({ pooja }: { pooja: Pooja }) {
  const t = useMessages(poojaMessages);
  const { hours, minutes } = splitDuration(pooja.duration_min);
  return (
    <dl className="pooja-facts">
      <div>
        <dt>{t.temple}</dt>
        <dd>{pooja.temple}</dd>
      </div>
      <div>
        <dt>{t.duration}</dt>
        <dd>{t.durationText(hours, minutes)}</dd>
      </div>
      <div className="pooja-facts__price">
        <dt>{t.price}</dt>
        <dd>{formatRupees(pooja.price)}</dd>
      </div>
    </dl>
  );
}
