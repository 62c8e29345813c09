import type { ChatIntakeView, ChatMessageView, ChatParticipant, ChatSessionView } from '@nakshatra/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { LoadFailed } from '../../../components/load-failed.component';
import { ModalDialog } from '../../../components/modal-dialog.component';
import { PageMeta } from '../../../components/page-meta.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { formatIstDate } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { endChatSession, getAstrologerProfile } from '../api/chat.api';
import { chatMessages } from '../chat.messages';
import { useAnnounceBilling } from '../hooks/use-announce-billing.hook';
import { useChatSession } from '../hooks/use-chat-session.hook';
import { useNow } from '../hooks/use-now.hook';
import { ChatSocketProvider, useChatSocket, useChatSocketStatus } from '../lib/chat-socket-context';
import type { ChatSocketClient } from '../lib/chat-socket-client';
import { otherSide } from '../lib/chat-session-state';
import { ChatComposer } from './chat-composer.component';
import { ChatMessages } from './chat-messages.component';
import { ChatEnded, ChatRejected } from './chat-outcome.component';
import { ConsultationDesk } from './consultation-desk.component';
import { AnswerCountdown, RequestAnswer } from './request-answer.component';
import { BillingStats, LowBalanceWarning, SessionNotYet, SocketNotice } from './consultation-parts.component';
import '../chat.css';

export interface ChatScreenProps {
  readonly sessionId: string;
  /** The logged-in user (the userDetails cookie): the customer if the session names them, else its astrologer. */
  readonly userId: string;
  /** The session as create_chat_session answered it (navigation state), shown until the socket answers. */
  readonly initialSession?: ChatSessionView;
  /** Opens the login popup (the socket was closed because the login ended). */
  readonly onLoginNeeded: () => void;
  /** The review form under an ended chat, for the customer (composed by the app from the reviews feature). */
  readonly review?: (sessionId: string) => ReactNode;
  /** The astrologer's desk beside an active chat: the customer's kundli (composed by the app from the kundli feature). */
  readonly desk?: (intake: ChatIntakeView) => ReactNode;
  /** Tests hand in a client with a fake WebSocket; otherwise the tab's shared socket. */
  readonly socketClient?: ChatSocketClient;
}

/** /chat-screen/:id for both sides of a chat: requested, rejected, active and ended. */
export function ChatScreen({ socketClient, ...props }: ChatScreenProps) {
  return (
    <ChatSocketProvider {...(socketClient ? { client: socketClient } : {})}>
      <ChatScreenBody {...props} />
    </ChatSocketProvider>
  );
}

function ChatScreenBody({ sessionId, userId, initialSession, onLoginNeeded, review, desk }: Omit<ChatScreenProps, 'socketClient'>) {
  const t = useMessages(chatMessages);
  const chat = useChatSession(sessionId, userId, initialSession);
  const { session, history } = chat;
  const me: ChatParticipant | undefined = session ? (session.customer_id === userId ? 'customer' : 'astrologer') : undefined;
  const status = session?.status;
  const astrologer = useAstrologerName(me === 'customer' ? session?.astrologer_id : undefined);
  const otherName = me === 'customer' ? (astrologer?.name ?? t.astrologer) : (session?.intake.name ?? t.customer);
  const socketStatus = useChatSocketStatus();
  useAnnounceBilling(session, me);

  // Each new state takes focus to its heading (the composer when the chat opens), so it is read at once.
  const screen = useRef<HTMLDivElement>(null);
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    const first = previous.current === undefined;
    previous.current = status;
    if (first) return;
    const target = status === 'active' ? screen.current?.querySelector<HTMLElement>('.chat-composer__text') : screen.current?.querySelector<HTMLElement>('[data-state-heading]');
    target?.focus();
  }, [status]);

  const title = session && me ? t.chatWith(otherName) : t.chat;

  return (
    <div className="chat-screen" ref={screen}>
      <PageMeta title={`${title} · Nakshatra`} description={t.description} />
      <ChatHeader title={title} session={session} me={me} photo={astrologer?.img_url} otherOnline={chat.otherOnline} onSession={chat.applySession} />
      <SocketNotice status={socketStatus} loggedOut={t.loggedOut} onLoginNeeded={onLoginNeeded} />
      {!session || !me ? (
        <SessionNotYet missing={history.state === 'failed' && history.errorStatus === 404} status={socketStatus} notFound={t.notFound} connecting={t.connecting} />
      ) : (
        <ChatBody chat={chat} session={session} me={me} otherName={otherName} review={review} desk={desk} />
      )}
    </div>
  );
}

interface ChatBodyProps {
  readonly chat: ReturnType<typeof useChatSession>;
  readonly session: ChatSessionView;
  readonly me: ChatParticipant;
  readonly otherName: string;
  readonly review: ChatScreenProps['review'];
  readonly desk: ChatScreenProps['desk'];
}

function ChatBody({ chat, session, me, otherName, review, desk }: ChatBodyProps) {
  const t = useMessages(chatMessages);
  // A failed read of the earlier messages is said above the chat, not instead of it: what arrives
  // live still shows, and a paid minute is never spent looking at an error.
  const historyFailed = chat.history.state === 'failed';
  const transcript = (
    <>
      {historyFailed ? <LoadFailed text={t.historyFailed} onRetry={chat.retryHistory} /> : null}
      <ChatMessages
        messages={chat.messages}
        me={me}
        otherName={otherName}
        otherRead={session.read[otherSide(me)]}
        loaded={chat.history.state !== 'loading'}
        earlierMissing={historyFailed}
      />
    </>
  );
  switch (session.status) {
    case 'requested':
      return me === 'customer' ? <WaitingForAnswer session={session} astrologerName={otherName} onEnded={chat.applySession} /> : <RequestAnswer session={session} onAnswered={chat.applySession} />;
    case 'rejected':
      return <ChatRejected session={session} me={me} />;
    case 'ended':
      return (
        <>
          <ChatEnded session={session} me={me} review={review?.(session.id)} />
          {chat.messages.length > 0 || historyFailed ? transcript : null}
        </>
      );
    case 'active':
      return (
        <ConsultationDesk desk={me === 'astrologer' ? desk?.(session.intake) : undefined}>
          {me === 'customer' ? <p className="chat-chart-note">{session.intake.resolved_place ? t.chartShared : t.chartNotShared}</p> : null}
          {me === 'customer' && session.low_balance ? <LowBalanceWarning text={t.lowBalance} /> : null}
          {transcript}
          <ReadReceipts messages={chat.messages} session={session} me={me} />
          <p className="chat-typing" aria-hidden={chat.otherTyping ? undefined : true}>
            {chat.otherTyping ? t.typing(otherName) : ''}
          </p>
          <ChatComposer
            sessionId={session.id}
            me={me}
            onSent={(message: ChatMessageView, next: ChatSessionView) => {
              chat.addMessages([message]);
              chat.applySession(next);
            }}
          />
        </ConsultationDesk>
      );
  }
}

/** Tells the server (`read`) the last message from the other side this user has seen: whenever one arrives and the page is visible. */
function ReadReceipts({ messages, session, me }: { messages: readonly ChatMessageView[]; session: ChatSessionView; me: ChatParticipant }) {
  const client = useChatSocket();
  const sent = useRef<string | null>(session.read[me]);
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  const lastFromOther = messages.findLast((message) => message.from !== me);
  const serverRead = session.read[me];
  const status = useChatSocketStatus();
  useEffect(() => {
    if (!visible || !lastFromOther || status !== 'open') return;
    if (lastFromOther.id === sent.current || lastFromOther.id === serverRead) return;
    if (client.send({ type: 'read', session_id: session.id, message_id: lastFromOther.id })) sent.current = lastFromOther.id;
  }, [visible, lastFromOther, serverRead, status, client, session.id]);
  return null;
}

export function useAstrologerName(astrologerId: string | undefined): { name: string; img_url: string } | undefined {
  const [profile] = useApiLoad(`chat-astrologer-${astrologerId ?? ''}`, (signal) =>
    astrologerId ? getAstrologerProfile(astrologerId, signal) : Promise.resolve({ error_status: 204 }),
  );
  return profile.state === 'loaded' ? profile.answer.data : undefined;
}

interface ChatHeaderProps {
  readonly title: string;
  readonly session: ChatSessionView | undefined;
  readonly me: ChatParticipant | undefined;
  readonly photo: string | undefined;
  readonly otherOnline: boolean | undefined;
  readonly onSession: (session: ChatSessionView) => void;
}

function ChatHeader({ title, session, me, photo, otherOnline, onSession }: ChatHeaderProps) {
  const t = useMessages(chatMessages);
  const { language } = useLanguage();
  const active = session?.status === 'active';
  const now = useNow(active);
  const elapsed = session?.accepted_at ? (now - Date.parse(session.accepted_at)) / 1000 : 0;
  const intake = session?.intake;
  return (
    <div className="chat-header">
      <div className="chat-header__who">
        {me === 'customer' && photo && photo !== 'NA' ? <img className="chat-header__photo" src={photo} alt="" width={48} height={48} /> : null}
        <div>
          <h1 className="chat-header__title">{title}</h1>
          {me === 'astrologer' && intake ? (
            <p className="chat-header__birth">
              {[intake.birth_date ? formatIstDate(intake.birth_date, language) : '', intake.birth_time ?? t.birthTimeUnknown, intake.birth_place].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {active && otherOnline !== undefined ? (
            <p className={otherOnline ? 'chat-presence chat-presence--online' : 'chat-presence'}>
              <span className="chat-presence__dot" aria-hidden="true" />
              {otherOnline ? t.online : t.away}
            </p>
          ) : null}
        </div>
      </div>
      {session && session.free_minutes > 0 && (session.status === 'requested' || session.status === 'active') ? <p className="chat-header__free">{t.freeMinutes(session.free_minutes)}</p> : null}
      {active && session ? (
        <>
          <BillingStats session={session} elapsed={elapsed} elapsedLabel={t.elapsed} />
          <EndChatButton sessionId={session.id} onEnded={onSession} />
        </>
      ) : null}
    </div>
  );
}

/** "End chat" with a confirmation; the answer (and the socket) moves the screen to the summary. */
function EndChatButton({ sessionId, onEnded }: { sessionId: string; onEnded: (session: ChatSessionView) => void }) {
  const t = useMessages(chatMessages);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const end = async () => {
    setBusy(true);
    setFailure(undefined);
    const answer = await endChatSession(sessionId).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    setConfirming(false);
    // The socket pushes the ended session to both sides; this answer is the same state, sooner.
    onEnded(answer.data);
  };
  return (
    <>
      <button type="button" className="button button--secondary button--small chat-header__end" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        {t.endChat}
      </button>
      {confirming ? (
        <ModalDialog labelledBy="chat-end-title" onClose={() => setConfirming(false)} className="chat-confirm">
          <h2 id="chat-end-title">{t.endConfirmTitle}</h2>
          <p>{t.endConfirmText}</p>
          {failure ? <FailedWrite failure={failure} /> : null}
          <div className="chat-actions">
            <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void end()}>
              {busy ? <Spinner /> : null}
              {t.endChat}
            </button>
            <button type="button" className="button button--secondary" data-autofocus onClick={() => setConfirming(false)}>
              {t.keepChatting}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

/** The customer's waiting room: the time the astrologer has left, and Withdraw. */
export function WaitingForAnswer({ session, astrologerName, onEnded }: { session: ChatSessionView; astrologerName: string; onEnded: (session: ChatSessionView) => void }) {
  const t = useMessages(chatMessages);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const withdraw = async () => {
    setBusy(true);
    setFailure(undefined);
    const answer = await endChatSession(session.id).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    onEnded(answer.data);
  };
  return (
    <section className="chat-waiting" aria-labelledby="chat-waiting-title">
      <h2 id="chat-waiting-title" tabIndex={-1} data-state-heading>
        {t.waitingTitle}
      </h2>
      <p>{t.waiting(astrologerName)}</p>
      <Spinner />
      <AnswerCountdown answerBy={session.answer_by} text={(seconds) => (seconds > 0 ? t.secondsLeft(seconds) : t.noAnswerYet)} />
      <button type="button" className="button button--secondary" disabled={busy} aria-busy={busy} onClick={() => void withdraw()}>
        {busy ? <Spinner /> : null}
        {t.withdraw}
      </button>
      {failure ? <FailedWrite failure={failure} /> : null}
    </section>
  );
}
