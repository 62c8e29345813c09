import type { LiveGiftView } from '@nakshatra/contracts';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { liveGiftMessages } from '../live-gifts.messages';
import '../live-gifts.css';

/** The gift's name in the page's language, with its emoji. */
export const giftLabel = (gift: { readonly name: string; readonly name_hi: string; readonly emoji: string }, language: string): string => `${gift.emoji} ${language === 'hi' ? gift.name_hi : gift.name}`;

/** Gifts arriving on air, newest first, with who sent them: the studio thanks them, viewers see them. */
export function LiveGiftFeed({ gifts }: { readonly gifts: readonly LiveGiftView[] }) {
  const t = useMessages(liveGiftMessages);
  const { language } = useLanguage();
  return (
    <section className="live-gifts" aria-labelledby="live-gifts-title">
      <h2 id="live-gifts-title">{t.arrivedTitle}</h2>
      <ol className="live-gifts__list" aria-live="polite" aria-relevant="additions">
        {gifts.length === 0 ? <li className="live-gifts__empty">{t.noneYet}</li> : null}
        {[...gifts].reverse().map((gift) => (
          <li key={gift.id} className="live-gifts__gift">
            {t.arrived(gift.sender_name, giftLabel(gift.gift, language), formatRupees(gift.gift.price))}
          </li>
        ))}
      </ol>
    </section>
  );
}
