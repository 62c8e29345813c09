import type { DailyTransitView } from '@nakshatra/contracts';
import { astrologyWords } from '../../../lib/astrology/astrology-words';
import { formatIstTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { moonTransitMessages } from '../moon-transit.messages';

/** Where the Moon is on the day, and when (India time) it moves into the next sign, if it does that day. */
export function MoonPosition({ moon }: { moon: DailyTransitView['moon'] }) {
  const t = useMessages(moonTransitMessages);
  const words = useMessages(astrologyWords);
  const { language } = useLanguage();
  return (
    <p className="moon-transit__position">
      {t.moonIn(words.sign(moon.sign), words.nakshatra(moon.nakshatra))}{' '}
      {moon.next_sign_at ? t.changesSign(words.sign(moon.next_sign), formatIstTime(moon.next_sign_at, language)) : t.staysAllDay}
    </p>
  );
}
