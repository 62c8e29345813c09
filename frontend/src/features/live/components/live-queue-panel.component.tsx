import type { LiveQueueView } from '@nakshatra/contracts';
import { useEffect, useState } from 'react';
import { AppLink } from '../../../components/app-link.component';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { endLiveTurn, getLiveQueue, skipQueueEntry, takeNextInQueue } from '../api/queue.api';
import type { LiveRoom } from '../hooks/use-live-room.hook';
import { queueMessages } from '../queue.messages';

/**
 * The studio's queue for paid turns (docs/waitlist.md): who waits, in order (get_live_queue, read
 * again on each `queue` message of the socket), Take the next one, Skip, and the turn in progress —
 * a private call the astrologer opens in a new tab, so the broadcast goes on here — with End the turn.
 */
export function LiveQueuePanel({ sessionId, room }: { sessionId: string; room: LiveRoom }) {
  const t = useMessages(queueMessages);
  const [queue, setQueue] = useState<LiveQueueView>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [written, setWritten] = useState(0);
  const position = room.queue.position;

  useEffect(() => {
    const controller = new AbortController();
    // At the socket's position; after the panel's own write the API client waits for that write itself.
    getLiveQueue(sessionId, position, controller.signal)
      .then((answer) => {
        if (controller.signal.aborted) return;
        setLoadFailed(isApiFailure(answer));
        if (!isApiFailure(answer)) setQueue(answer.data);
      })
      .catch(() => !controller.signal.aborted && setLoadFailed(true));
    return () => controller.abort();
  }, [sessionId, position, written]);

  const act = async (write: () => ReturnType<typeof takeNextInQueue>) => {
    setBusy(true);
    setFailure(undefined);
    setRefused(false);
    const answer = await write().catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    setRefused(answer.data.status === 'left' && answer.data.chat_session_id === null && queue?.turn === null);
    // Read the queue as this write left it.
    setWritten((count) => count + 1);
  };

  return (
    <section className="live-queue" aria-labelledby="studio-queue-title">
      <h2 id="studio-queue-title">{t.panelTitle}</h2>
      {loadFailed ? <p role="alert">{t.panelLoadFailed}</p> : null}
      {queue?.turn ? (
        <div role="status">
          <p>{t.inTurn(queue.turn.name)}</p>
          <AppLink className="button" to={`/call-screen/${queue.turn.chat_session_id}`} target="_blank" rel="noopener">
            {t.openCall}
          </AppLink>{' '}
          <button type="button" className="button button--secondary" disabled={busy} aria-busy={busy} onClick={() => void act(() => endLiveTurn(sessionId))}>
            {t.endTurn}
          </button>
        </div>
      ) : null}
      {refused ? <p role="status">{t.turnRefused}</p> : null}
      {queue && queue.waiting.length === 0 ? <p>{t.panelEmpty}</p> : null}
      <ol className="live-queue__list">
        {queue?.waiting.map((waiting) => (
          <li key={waiting.entry_id}>
            {waiting.name}{' '}
            <button type="button" className="button button--secondary" aria-label={t.skipLabel(waiting.name)} disabled={busy} onClick={() => void act(() => skipQueueEntry(sessionId, waiting.entry_id))}>
              {t.skip}
            </button>
          </li>
        ))}
      </ol>
      {queue && !queue.turn && queue.waiting.length > 0 ? (
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void act(() => takeNextInQueue(sessionId))}>
          {t.takeNext}
        </button>
      ) : null}
      {failure ? <FailedWrite failure={failure} /> : null}
    </section>
  );
}
