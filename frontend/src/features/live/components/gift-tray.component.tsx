import type { ContentItemOf } from '@nakshatra/contracts';
import { useState } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { WalletRefusal } from '../../../components/wallet-payment/components/wallet-refusal.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { useIdempotencyKeys } from '../../../lib/use-idempotency-key.hook';
import { announceUserChanged } from '../../../lib/user-changed';
import { getGiftCatalogue, sendLiveGift } from '../api/live-gifts.api';
import { liveGiftMessages } from '../live-gifts.messages';
import type { FollowLogin } from './follow-button.component';
import { giftLabel } from './live-gift-feed.component';
import '../live-gifts.css';

type Gift = ContentItemOf<'gift'>;

export interface GiftTrayProps {
  readonly sessionId: string;
  readonly login: FollowLogin;
}

type Sending = { readonly state: 'idle' } | { readonly state: 'confirming' | 'sending'; readonly gift: Gift } | { readonly state: 'sent'; readonly gift: Gift } | { readonly state: 'failed'; readonly gift: Gift; readonly failure: ApiFailure };

const labelOf = (gift: Gift, language: string) => giftLabel({ name: gift.title, name_hi: gift.title_hi, emoji: gift.emoji }, language);

/**
 * The watch page's gifts (docs/live.md, "Gifts"): the catalogue with prices; a tap asks to confirm,
 * and Send pays from the wallet with an Idempotency-Key kept while the same gift is retried, so a
 * double tap or a lost answer never pays twice. A visitor is asked to log in first; a balance too
 * low says so, with Recharge.
 */
export function GiftTray({ sessionId, login }: GiftTrayProps) {
  const t = useMessages(liveGiftMessages);
  const { language } = useLanguage();
  const [catalogue, retry] = useApiLoad('live-gift-catalogue', (signal) => getGiftCatalogue(signal));
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const keys = useIdempotencyKeys();

  const choose = (gift: Gift) => (login.loggedIn ? setSending({ state: 'confirming', gift }) : login.onLoginNeeded());
  const send = async (gift: Gift) => {
    setSending({ state: 'sending', gift });
    const answer = await sendLiveGift(sessionId, gift.id, keys.keyFor({ sessionId, gift: gift.id })).catch(() => NO_ANSWER);
    if (isApiFailure(answer)) return setSending({ state: 'failed', gift, failure: answer });
    keys.done();
    announceUserChanged(); // the header reads the balance again
    setSending({ state: 'sent', gift });
  };

  return (
    <section className="gift-tray" aria-labelledby="gift-tray-title">
      <h2 id="gift-tray-title">{t.trayTitle}</h2>
      {catalogue.state === 'loading' ? <p role="status">{t.trayLoading}</p> : null}
      {catalogue.state === 'failed' ? (
        <p role="alert">
          {t.trayFailed}{' '}
          <button type="button" className="button button--secondary" onClick={retry}>
            ↻
          </button>
        </p>
      ) : null}
      {catalogue.state === 'loaded' && catalogue.answer.data.length === 0 ? <p>{t.trayEmpty}</p> : null}
      {catalogue.state === 'loaded' ? (
        <ul className="gift-tray__gifts">
          {catalogue.answer.data.map((gift) => (
            <li key={gift.id}>
              <button type="button" className="gift-tray__gift" aria-label={t.giftButton(labelOf(gift, language), formatRupees(gift.price))} disabled={sending.state === 'sending'} onClick={() => choose(gift)}>
                <span className="gift-tray__emoji" aria-hidden="true">
                  {gift.emoji}
                </span>
                <span>{language === 'hi' ? gift.title_hi : gift.title}</span>
                <span className="gift-tray__price">{formatRupees(gift.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {!login.loggedIn ? <p className="gift-tray__note">{t.loginToGift}</p> : null}
      {sending.state === 'confirming' || sending.state === 'sending' ? (
        <div className="gift-tray__confirm" role="group" aria-label={t.trayTitle}>
          <p>{t.confirm(labelOf(sending.gift, language), formatRupees(sending.gift.price))}</p>
          <button type="button" className="button" disabled={sending.state === 'sending'} onClick={() => void send(sending.gift)}>
            {sending.state === 'sending' ? t.sending : t.send}
          </button>{' '}
          <button type="button" className="button button--secondary" disabled={sending.state === 'sending'} onClick={() => setSending({ state: 'idle' })}>
            {t.cancel}
          </button>
        </div>
      ) : null}
      {sending.state === 'sent' ? <p role="status">{t.sent(labelOf(sending.gift, language))}</p> : null}
      {sending.state === 'failed' ? <WalletRefusal failure={sending.failure} nextStep={t.rechargeThen} /> : null}
    </section>
  );
}
