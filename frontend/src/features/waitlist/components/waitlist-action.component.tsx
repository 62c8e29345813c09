import { WAITLIST_OFFER_SECONDS } from '@nakshatra/contracts/client';
import { useEffect, useState, type ReactNode } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { joinWaitlist, leaveWaitlist } from '../api/waitlist.api';
import { useMyWaitlistEntry } from '../hooks/my-waitlist';
import { waitlistMessages } from '../waitlist.messages';
import '../waitlist.css';

export interface WaitlistLogin {
  readonly loggedIn: boolean;
  readonly onLoginNeeded: () => void;
}

/** Whole seconds from now until `until` (ISO), between 0 and the 60 s an offer holds (a clock a little off never shows more). */
const secondsUntil = (until: string, now: number): number => Math.min(WAITLIST_OFFER_SECONDS, Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)));

/**
 * The consultation buttons of a card or profile with a busy astrologer's waitlist (docs/waitlist.md):
 * `startConsultation` (composed in by the app: the chat feature's buttons), then "Join the waitlist"
 * while the astrologer is in a consultation, or the customer's place and estimated wait with Leave.
 * When it is their turn the offer, held 60 s, replaces it all with the buttons as for an astrologer
 * free (`offered`: the offered customer's request goes through while others are held back).
 */
export function WaitlistAction({
  astrologer,
  login,
  startConsultation,
}: {
  astrologer: { readonly id: string; readonly name: string; readonly status: 'online' | 'busy' | 'offline' };
  login: WaitlistLogin;
  startConsultation: (offered: boolean) => ReactNode;
}) {
  const t = useMessages(waitlistMessages);
  const [entry, refresh] = useMyWaitlistEntry(astrologer.id);
  const [failure, setFailure] = useState<ApiFailure>();
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(Date.now);
  const offerUntil = entry?.status === 'offered' ? entry.offer_expires_at : null;

  useEffect(() => {
    if (!offerUntil) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [offerUntil]);

  const write = async (send: () => ReturnType<typeof joinWaitlist>) => {
    setBusy(true);
    setFailure(undefined);
    const answer = await send().catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    refresh();
  };

  if (offerUntil) {
    return (
      <div className="waitlist" role="status">
        <p>{t.offered(astrologer.name, secondsUntil(offerUntil, now))}</p>
        {startConsultation(true)}
      </div>
    );
  }
  if (entry?.status === 'waiting') {
    return (
      <div className="waitlist">
        {startConsultation(false)}
        <p role="status">{t.place(entry.position, entry.estimated_wait_minutes)}</p>
        <button type="button" className="button button--small button--secondary" disabled={busy} aria-label={t.leaveLabel(astrologer.name)} onClick={() => void write(() => leaveWaitlist(astrologer.id))}>
          {t.leave}
        </button>
        {failure ? <FailedWrite failure={failure} /> : null}
      </div>
    );
  }
  if (astrologer.status !== 'busy') return <>{startConsultation(false)}</>;
  return (
    <div className="waitlist">
      {startConsultation(false)}
      <button
        type="button"
        className="button button--small button--secondary"
        disabled={busy}
        aria-label={t.joinLabel(astrologer.name)}
        onClick={() => (login.loggedIn ? void write(() => joinWaitlist(astrologer.id)) : login.onLoginNeeded())}
      >
        {t.join}
      </button>
      {failure ? <FailedWrite failure={failure} /> : null}
    </div>
  );
}
