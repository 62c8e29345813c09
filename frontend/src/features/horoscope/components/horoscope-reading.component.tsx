import { sanitizeRichText } from '@nakshatra/contracts';
import { useMemo } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import type { Horoscope } from '../api/horoscope';
import { horoscopeMessages } from '../horoscope.messages';
import { withLazyImages } from '../../../lib/lazy-images';

/** The horoscope's text, cleaned before it reaches the page, and its lucky number and colour. */
export function HoroscopeReading({ horoscope }: { horoscope: Horoscope }) {
  const { body, lucky_number: luckyNumber, lucky_color: luckyColour } = horoscope;
  // The server cleaned the body on write; cleaning it again means the page never trusts stored HTML.
  const html = useMemo(() => withLazyImages(sanitizeRichText(body)), [body]);
  return (
    <div className="horoscope-reading">
      <div className="horoscope-reading__body" dangerouslySetInnerHTML={{ __html: html }} />
      <Lucky number={luckyNumber} colour={luckyColour} />
    </div>
  );
}

function Lucky({ number, colour }: { number: number | undefined; colour: string | undefined }) {
  const t = useMessages(horoscopeMessages);
  if (number === undefined && !colour) return null;
  return (
    <div className="horoscope-reading__lucky">
      <h3 className="horoscope-reading__lucky-title">{t.lucky}</h3>
      <dl>
        {number !== undefined ? (
          <div>
            <dt>{t.luckyNumber}</dt>
            <dd>{number}</dd>
          </div>
        ) : null}
        {colour ? (
          <div>
            <dt>{t.luckyColour}</dt>
            <dd>{colour}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

export function HoroscopeReadingSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="horoscope-reading horoscope-reading--loading">
      <span className="visually-hidden">{label}</span>
      <span aria-hidden="true">
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </span>
    </div>
  );
}
