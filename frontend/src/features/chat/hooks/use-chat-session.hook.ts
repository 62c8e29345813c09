import type { ChatMessageView, ChatSessionView } from '@nakshatra/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure, type ApiResult } from '../../../lib/api-client';
import { getSessionMessages, HISTORY_PAGE_SIZE } from '../api/chat.api';
import { CHAT_TYPING_SHOW_MS } from '@nakshatra/contracts/client';
import { useChatSocket, useChatSocketMessages, useChatSocketStatus, useWatchSession } from '../lib/chat-socket-context';
import { mergeMessages, newerSession } from '../lib/chat-session-state';

/** The transcript is read in pages of 200; this many at most (10,000 messages) on one screen. */
const MAX_HISTORY_PAGES = 50;
/** A failed read of the transcript is tried again by itself: 1 s after, then 2, 4 … at most 30 s apart. */
const HISTORY_RETRY_FIRST_MS = 1_000;
const HISTORY_RETRY_MAX_MS = 30_000;

export type HistoryState = { readonly state: 'loading' } | { readonly state: 'loaded' } | { readonly state: 'failed'; readonly errorStatus: number };

export interface ChatSessionState {
  readonly session: ChatSessionView | undefined;
  readonly messages: readonly ChatMessageView[];
  readonly history: HistoryState;
  /** The other side typed within CHAT_TYPING_SHOW_MS. */
  readonly otherTyping: boolean;
  /** The other side has the session open (undefined until the server says). */
  readonly otherOnline: boolean | undefined;
  /** An answer of a write (accept, end, send) or the socket. */
  readonly applySession: (session: ChatSessionView) => void;
  readonly addMessages: (messages: readonly ChatMessageView[]) => void;
  readonly retryHistory: () => void;
}

/**
 * One session as its chat screen sees it: the state pushed by the socket (`watch` → `session`), the
 * transcript read over HTTP (again after each reconnect, for what was missed) merged with the
 * messages pushed live, and the other side's typing and presence.
 */
export function useChatSession(sessionId: string, userId: string, initial: ChatSessionView | undefined): ChatSessionState {
  const client = useChatSocket();
  const status = useChatSocketStatus();
  const [session, setSession] = useState<ChatSessionView | undefined>(initial?.id === sessionId ? initial : undefined);
  const [messages, setMessages] = useState<readonly ChatMessageView[]>([]);
  const [history, setHistory] = useState<HistoryState>({ state: 'loading' });
  const [typingUntil, setTypingUntil] = useState(0);
  const [otherOnline, setOtherOnline] = useState<boolean | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  useWatchSession(sessionId);

  const applySession = useCallback(
    (incoming: ChatSessionView) => {
      if (incoming.id === sessionId) setSession((current) => newerSession(current, incoming));
    },
    [sessionId],
  );
  const addMessages = useCallback((added: readonly ChatMessageView[]) => setMessages((current) => mergeMessages(current, added.filter((message) => message.session_id === sessionId))), [sessionId]);

  /** Which side this user is, once the session is known: the customer is named by the session, the astrologer is the other one. */
  const me = session ? (session.customer_id === userId ? 'customer' : 'astrologer') : undefined;

  useChatSocketMessages((message) => {
    switch (message.type) {
      case 'session':
        return applySession(message.session);
      case 'message':
        if (message.message.session_id !== sessionId) return;
        addMessages([message.message]);
        if (me && message.message.from !== me) setTypingUntil(0);
        return;
      case 'typing':
        if (message.session_id === sessionId && message.from !== me) setTypingUntil(Date.now() + CHAT_TYPING_SHOW_MS);
        return;
      case 'presence':
        if (message.session_id === sessionId && message.who !== me) setOtherOnline(message.online);
        return;
      default:
        return;
    }
  });

  // The transcript, on load and after each reconnect (the socket's openCount grows).
  const opens = status === 'open' ? client.openCount : 0;
  const reloadKey = `${attempt}:${opens > 1 ? opens : 1}`;
  useEffect(() => {
    const controller = new AbortController();
    void (async () => {
      const loaded: ChatMessageView[] = [];
      for (let page = 1; page <= MAX_HISTORY_PAGES; page += 1) {
        const answer: ApiResult<ChatMessageView[]> = await getSessionMessages(sessionId, page, controller.signal).catch(() => ({ error_status: 0 }));
        if (controller.signal.aborted) return;
        if (isApiFailure(answer)) {
          // A failed reload after a reconnect keeps what is shown.
          setHistory((current) => (current.state === 'loaded' ? current : { state: 'failed', errorStatus: answer.error_status }));
          return;
        }
        loaded.push(...answer.data);
        const total = answer.meta?.total ?? loaded.length;
        if (answer.data.length < HISTORY_PAGE_SIZE || loaded.length >= total) break;
      }
      addMessages(loaded);
      setHistory({ state: 'loaded' });
    })();
    return () => controller.abort();
  }, [sessionId, reloadKey, addMessages]);

  // A failed read is tried again by itself while the screen is open (a projection a moment behind
  // the session, a service restarting): the person need not find the Retry button.
  const historyFailures = useRef(0);
  useEffect(() => {
    if (history.state !== 'failed') {
      if (history.state === 'loaded') historyFailures.current = 0;
      return undefined;
    }
    const delay = Math.min(HISTORY_RETRY_MAX_MS, HISTORY_RETRY_FIRST_MS * 2 ** historyFailures.current);
    historyFailures.current += 1;
    const timer = setTimeout(() => setAttempt((count) => count + 1), delay);
    return () => clearTimeout(timer);
  }, [history]);

  // The typing indicator goes when its time is up.
  useEffect(() => {
    if (typingUntil === 0) return undefined;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const retryHistory = useCallback(() => {
    setHistory({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { session, messages, history, otherTyping: typingUntil > 0, otherOnline, applySession, addMessages, retryHistory };
}
