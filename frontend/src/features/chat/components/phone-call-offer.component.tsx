import type { ChatParticipant, ChatSessionView } from '@nakshatra/contracts';
import { useState } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { readUserSession } from '../../../lib/user-session';
import { placePhoneCall } from '../api/phone-call.api';
import { phoneCallMessages } from '../phone-call.messages';
import '../phone-call.css';

interface PhoneCallOfferProps {
  readonly session: ChatSessionView;
  readonly me: ChatParticipant;
  /** The session the placing answered (so the screen shows the ringing call before the socket says so). */
  readonly onPlaced: (session: ChatSessionView) => void;
}

/** `+919876543210` → `+91 98765 43210` for an Indian number; others as they are. */
const shownNumber = (phone: string): string => (/^\+91\d{10}$/.test(phone) ? `+91 ${phone.slice(3, 8)} ${phone.slice(8)}` : phone);

/**
 * The phone option of an accepted call (docs/phone-bridge.md): while the call has not connected and
 * the server's phone bridge is on, the customer can ask to be rung on their own phone instead of the
 * browser; then it says whom it is calling, or why the phone call did not connect (and offers it
 * again). Once connected the session's own timer, billing and end take over; this only says that
 * the call is on the phone. The astrologer is told to expect their phone to ring.
 */
export function PhoneCallOffer({ session, me, onPlaced }: PhoneCallOfferProps) {
  const t = useMessages(phoneCallMessages);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [phone, setPhone] = useState<string>();
  if (session.channel !== 'call' || session.status !== 'active') return null;
  const phoneCall = session.phone_call;
  const connected = session.connected_at !== null;

  if (me === 'astrologer') {
    if (connected ? phoneCall?.status !== 'connected' : phoneCall?.status !== 'ringing') return null;
    return (
      <p role="status" className="chat-notice phone-call">
        {connected ? t.astrologerOnPhone : t.astrologerRinging}
      </p>
    );
  }
  if (connected) {
    return phoneCall?.status === 'connected' ? (
      <p role="status" className="chat-notice phone-call">
        {t.onPhone}
      </p>
    ) : null;
  }
  if (phoneCall?.status === 'ringing') {
    const known = phone ?? readUserSession()?.phone;
    return (
      <p role="status" className="chat-notice phone-call">
        <Spinner /> {t.calling(typeof known === 'string' && known !== '' ? shownNumber(known) : t.yourPhone)}
      </p>
    );
  }
  if (!session.phone_bridge) return null;

  const place = async () => {
    setBusy(true);
    setFailure(undefined);
    const answer = await placePhoneCall(session.id).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    setPhone(answer.data.phone);
    onPlaced(answer.data.session);
  };
  const failed = phoneCall?.status === 'failed';
  return (
    <section className="phone-call" aria-labelledby="phone-call-title">
      <h3 id="phone-call-title">{t.title}</h3>
      {failed ? (
        <div role="alert" className="chat-notice chat-notice--alert">
          <p>{t[`failed_${phoneCall.failure ?? 'failed'}`]}</p>
          <p>{t.nothingBilled}</p>
        </div>
      ) : (
        <p>{t.offer}</p>
      )}
      <button type="button" className="button button--secondary" disabled={busy} aria-busy={busy} onClick={() => void place()}>
        {busy ? <Spinner /> : null}
        {failed ? t.tryAgain : t.callMyPhone}
      </button>
      {failure ? <FailedWrite failure={failure} /> : null}
    </section>
  );
}
