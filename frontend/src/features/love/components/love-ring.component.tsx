import { useMessages } from '../../../lib/i18n/messages';
import { loveMessages } from '../love.messages';

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The percentage as a ring that fills from empty (the CSS animation starts it at a full offset and
 * ends at the offset set here; without motion it simply shows full), the number in the middle.
 */
export function LoveRing({ percentage }: { percentage: number }) {
  const t = useMessages(loveMessages);
  const offset = CIRCUMFERENCE * (1 - Math.min(Math.max(percentage, 0), 100) / 100);
  return (
    <svg className="love-ring" viewBox="0 0 120 120" role="img" aria-label={t.ringLabel(percentage)}>
      <circle className="love-ring__track" cx="60" cy="60" r={RADIUS} />
      <circle
        className="love-ring__fill"
        cx="60"
        cy="60"
        r={RADIUS}
        strokeDasharray={CIRCUMFERENCE}
        style={{ strokeDashoffset: offset, ['--love-ring-empty' as string]: CIRCUMFERENCE }}
        transform="rotate(-90 60 60)"
      />
      <text className="love-ring__number" x="60" y="58">
        {percentage}%
      </text>
      <text className="love-ring__heart" x="60" y="84" aria-hidden="true">
        ❤
      </text>
    </svg>
  );
}
