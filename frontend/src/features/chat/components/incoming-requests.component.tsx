import type { ChatSessionView } from '@nakshatra/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppLink } from '../../../components/app-link.component';
import { useMessages } from '../../../lib/i18n/messages';
import { callMessages } from '../call.messages';
import { chatMessages } from '../chat.messages';
import { ChatSocketProvider, useChatSocketMessages } from '../lib/chat-socket-context';
import type { ChatScreenState } from '../lib/chat-screen-state';
import type { ChatSocketClient } from '../lib/chat-socket-client';
import { newerSession } from '../lib/chat-session-state';
import { ringForRequest } from '../lib/request-ring';
import { RequestAnswer } from './request-answer.component';
import '../chat.css';

/**
 * The astrologer console's live part: requests as the socket pushes them (sessions this user is
 * not the customer of, still `requested`), each with the intake, the time left, Accept (which opens
 * the chat) and Reject; the session in progress with a link back to its chat; a ring for each new
 * request (a chime for a chat; for a call, a phone's ring until it is answered, withdrawn or
 * timed out); and a silent browser notification of it (the page rings) while the tab is hidden,
 * once the astrologer allows them.
 */
export function IncomingRequests({ userId, socketClient }: { userId: string; socketClient?: ChatSocketClient }) {
  return (
    <ChatSocketProvider {...(socketClient ? { client: socketClient } : {})}>
      <Requests userId={userId} />
    </ChatSocketProvider>
  );
}

function Requests({ userId }: { userId: string }) {
  const t = useMessages(chatMessages);
  const tc = useMessages(callMessages);
  const navigate = useNavigate();
  const [sessions, setSessions] = useState<ReadonlyMap<string, ChatSessionView>>(new Map());
  const seen = useRef(new Set<string>());
  const ringing = useRef(new Map<string, () => void>());
  const stopRinging = (sessionId: string) => {
    ringing.current.get(sessionId)?.();
    ringing.current.delete(sessionId);
  };
  // Leaving the console stops every ring.
  useEffect(() => {
    const rings = ringing.current;
    return () => rings.forEach((stop) => stop());
  }, []);

  useChatSocketMessages((message) => {
    if (message.type !== 'session' || message.session.customer_id === userId) return;
    const incoming = message.session;
    setSessions((current) => new Map(current).set(incoming.id, newerSession(current.get(incoming.id), incoming)));
    if (incoming.status !== 'requested') stopRinging(incoming.id);
    else if (!seen.current.has(incoming.id)) {
      seen.current.add(incoming.id);
      ringing.current.set(incoming.id, ringForRequest(incoming.channel, Date.parse(incoming.answer_by)));
      if (incoming.channel === 'call') notify(tc.notificationTitle, tc.notificationBody(incoming.intake.name), incoming.id);
      else notify(t.notificationTitle, t.notificationBody(incoming.intake.name), incoming.id);
    }
  });

  const all = [...sessions.values()];
  const requests = all.filter((session) => session.status === 'requested' && Date.parse(session.answer_by) > Date.now() - 5_000);
  const active = all.filter((session) => session.status === 'active');

  const onAnswered = (session: ChatSessionView) => {
    stopRinging(session.id);
    setSessions((current) => new Map(current).set(session.id, session));
    // The chat or call screen starts from this answer (navigation state) rather than waiting for the socket.
    if (session.status === 'active') void navigate(screenPath(session), { state: { session } satisfies ChatScreenState });
  };

  return (
    <>
      {active.length > 0 ? (
        <section className="incoming-requests" aria-labelledby="console-active-title">
          <h2 id="console-active-title">{t.activeTitle}</h2>
          <ul className="incoming-requests__list">
            {active.map((session) => (
              <li key={session.id}>
                <AppLink className="button" to={screenPath(session)}>
                  {session.channel === 'call' ? tc.openCall(session.intake.name) : t.openChat(session.intake.name)}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="incoming-requests" aria-labelledby="console-requests-title">
        <h2 id="console-requests-title">{t.incomingTitle}</h2>
        <NotificationSwitch />
        {requests.length === 0 ? (
          <p>{t.noRequests}</p>
        ) : (
          <ul className="incoming-requests__list">
            {requests.map((session) => (
              <li key={session.id}>
                <RequestAnswer session={session} onAnswered={onAnswered} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Where a consultation is held: a call has its own screen. */
const screenPath = (session: ChatSessionView): string => `/${session.channel === 'call' ? 'call' : 'chat'}-screen/${session.id}`;

const notificationsSupported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

/** A notification without sound, only while the tab is hidden and the astrologer allowed them. */
function notify(title: string, body: string, tag: string): void {
  if (!notificationsSupported() || Notification.permission !== 'granted' || document.visibilityState !== 'hidden') return;
  try {
    const notification = new Notification(title, { body, tag, silent: true });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers only notify from a service worker: the list on the page is still there.
  }
}

/** Asks for the permission to notify (browsers only ask after a click). */
function NotificationSwitch() {
  const t = useMessages(chatMessages);
  const [permission, setPermission] = useState<NotificationPermission | 'unsupported'>(() => (notificationsSupported() ? Notification.permission : 'unsupported'));
  useEffect(() => {
    if (!notificationsSupported()) return undefined;
    // The setting may change in the browser's own UI while the page is open.
    const check = () => setPermission(Notification.permission);
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, []);
  if (permission === 'unsupported') return null;
  if (permission === 'granted') return <p className="incoming-requests__note">{t.notifyOn}</p>;
  if (permission === 'denied') return <p className="incoming-requests__note">{t.notifyBlocked}</p>;
  const ask = async () => {
    try {
      setPermission(await Notification.requestPermission());
    } catch {
      setPermission(Notification.permission);
    }
  };
  return (
    <button type="button" className="button button--secondary button--small" onClick={() => void ask()}>
      {t.notifyMe}
    </button>
  );
}
