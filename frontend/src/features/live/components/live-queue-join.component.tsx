import { estimatedWaitMinutes } from '@nakshatra/contracts/client';
import { useEffect, useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format-money';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getMyLiveQueueEntry, getQueueAstrologer, joinLiveQueue, leaveLiveQueue, type TurnIntake } from '../api/queue.api';
import type { LiveRoom } from '../hooks/use-live-room.hook';
import { queueMessages } from '../queue.messages';
import type { FollowLogin } from './follow-button.component';

/** The astrologer as the intake dialog shows them: a turn is billed at the call price. */
export interface TurnAstrologer {
  readonly id: string;
  readonly name: string;
  readonly status: 'online' | 'busy' | 'offline';
  readonly price_per_min: number;
  readonly call_price_per_min: number | null;
}

/**
 * The intake dialog the app composes in (the chat feature's): it asks the customer about themself and
 * sends it to `submit`, which joins the queue; closed when done or given up.
 */
export type AskTurnIntake = (props: { astrologer: TurnAstrologer; submit: (intake: TurnIntake) => Promise<ApiFailure | undefined>; onClose: () => void }) => ReactNode;

export interface LiveQueueJoinProps {
  readonly sessionId: string;
  readonly astrologerId: string;
  readonly room: LiveRoom;
  readonly login: FollowLogin;
  readonly askIntake: AskTurnIntake | undefined;
}

/**
 * The watch page's queue for a paid turn (docs/waitlist.md): how many wait, "Join the queue" (the
 * intake, then join_live_queue), the viewer's place and estimated wait, kept current by the live
 * socket's `queue` messages, Leave (free), and when the astrologer takes them, their call.
 */
export function LiveQueueJoin({ sessionId, astrologerId, room, login, askIntake }: LiveQueueJoinProps) {
  const t = useMessages(queueMessages);
  const [astrologer] = useApiLoad(`queue-astrologer-${astrologerId}`, (signal) => getQueueAstrologer(astrologerId, signal));
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [callId, setCallId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const me = room.you?.user_id ?? null;
  const place = me ? room.queue.waiting.indexOf(me) + 1 : 0;
  const myTurn = me !== null && room.queue.turn_user_id === me;

  // The turn's call is named by the entry: read it when the socket says the turn is ours.
  useEffect(() => {
    if (!myTurn) return setCallId(undefined);
    const controller = new AbortController();
    getMyLiveQueueEntry(sessionId, room.queue.position, controller.signal)
      .then((answer) => !isApiFailure(answer) && setCallId(answer.data.find((entry) => entry.status === 'in_turn')?.chat_session_id ?? undefined))
      .catch(() => undefined);
    return () => controller.abort();
    // Read at the position the turn came with; a later change of the line is not ours to follow.
  }, [myTurn, sessionId]);

  if (astrologer.state !== 'loaded') return null;
  const profile = astrologer.answer.data;
  const callPrice = profile.call_price_per_min;
  const turnInProgress = room.queue.turn_user_id !== null;
  if (myTurn) {
    return (
      <section className="live-queue" aria-labelledby="live-queue-title">
        <h2 id="live-queue-title">{t.queueTitle}</h2>
        <p role="status">{t.yourTurn}</p>
        {callId ? (
          <AppLink className="button" to={`/call-screen/${callId}`}>
            {t.joinCall}
          </AppLink>
        ) : null}
      </section>
    );
  }

  const leave = async () => {
    setBusy(true);
    setFailure(undefined);
    const answer = await leaveLiveQueue(sessionId).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) setFailure(answer);
  };
  const submit = async (intake: TurnIntake): Promise<ApiFailure | undefined> => {
    const answer = await joinLiveQueue(sessionId, intake);
    return isApiFailure(answer) ? answer : undefined;
  };
  const target: TurnAstrologer = { id: astrologerId, name: profile.name, status: profile.status, price_per_min: profile.price_per_min, call_price_per_min: callPrice };

  return (
    <section className="live-queue" aria-labelledby="live-queue-title">
      <h2 id="live-queue-title">{t.queueTitle}</h2>
      {turnInProgress ? <p role="status">{t.privateTurn}</p> : null}
      {callPrice === null || !profile.takes_calls ? (
        <p>{t.noCalls}</p>
      ) : (
        <>
          <p>{t.queueLead(formatRupees(callPrice))}</p>
          <p aria-live="polite">{place > 0 ? (place === 1 && !turnInProgress ? t.yourPlaceNext : t.yourPlace(place, estimatedWaitMinutes(place, turnInProgress))) : t.waiting(room.queue.waiting.length)}</p>
          {place > 0 ? (
            <button type="button" className="button button--secondary" disabled={busy} aria-busy={busy} onClick={() => void leave()}>
              {t.leave}
            </button>
          ) : (
            <button type="button" className="button" onClick={() => (login.loggedIn ? setAsking(true) : login.onLoginNeeded())}>
              {login.loggedIn ? t.join : t.loginToJoin}
            </button>
          )}
        </>
      )}
      {failure ? <FailedWrite failure={failure} /> : null}
      {asking && askIntake ? askIntake({ astrologer: target, submit, onClose: () => setAsking(false) }) : null}
    </section>
  );
}
