import type { MatchVerdict } from '@nakshatra/contracts';
import { MATCH_ACCEPTABLE_POINTS } from '@nakshatra/contracts/client';
import { useMessages } from '../../../../lib/i18n/messages';
import { matchmakingMessages } from '../../matchmaking.messages';

const MAX = 36;
const RADIUS = 80;
// A half circle from the left (0 gunas) over the top to the right (36).
const ARC = `M ${100 - RADIUS} 100 A ${RADIUS} ${RADIUS} 0 0 1 ${100 + RADIUS} 100`;
const ARC_LENGTH = Math.PI * RADIUS;

/** Where on the arc a score lies, as an angle from the left end. */
const pointAt = (points: number, radius: number) => {
  const angle = Math.PI * (1 - points / MAX);
  return { x: 100 + radius * Math.cos(angle), y: 100 - radius * Math.sin(angle) };
};

/** The total out of 36 as a half-circle gauge, with the traditional threshold of 18 marked on it. */
export function GunaGauge({ total, verdict }: { total: number; verdict: MatchVerdict }) {
  const t = useMessages(matchmakingMessages);
  const filled = (Math.min(Math.max(total, 0), MAX) / MAX) * ARC_LENGTH;
  const [inner, outer] = [pointAt(MATCH_ACCEPTABLE_POINTS, RADIUS - 14), pointAt(MATCH_ACCEPTABLE_POINTS, RADIUS + 14)];
  return (
    <svg className={`guna-gauge guna-gauge--${verdict}`} viewBox="0 0 200 118" role="img" aria-label={t.gaugeLabel(total, t.verdict(verdict))}>
      <path className="guna-gauge__track" d={ARC} />
      <path className="guna-gauge__fill" d={ARC} strokeDasharray={`${filled} ${ARC_LENGTH}`} />
      <line className="guna-gauge__threshold" x1={inner.x} y1={inner.y} x2={outer.x} y2={outer.y} />
      <text className="guna-gauge__total" x="100" y="92">
        {total}
      </text>
      <text className="guna-gauge__of" x="100" y="113">
        {t.outOf}
      </text>
    </svg>
  );
}
