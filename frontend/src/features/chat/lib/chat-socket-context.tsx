import type { ChatSocketServerMessage } from '@nakshatra/contracts';
import { createContext, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { ChatSocketClient, type ChatSocketStatus } from './chat-socket-client';

/** After the last screen using the socket goes, it stays open this long: moving from the console to a chat keeps one connection. */
const LINGER_MS = 3_000;

let shared: ChatSocketClient | undefined;
let users = 0;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
// Back online, or back to the tab (phones pause background tabs): try again at once rather than wait out the back-off.
const onlineRetry = () => shared?.retryNow();
const visibleRetry = () => {
  if (document.visibilityState === 'visible') shared?.retryNow();
};

/** The tab's one socket, started on first use. Returns it with the release. */
export function acquireSharedChatSocket(): [ChatSocketClient, () => void] {
  if (lingerTimer !== undefined) clearTimeout(lingerTimer);
  lingerTimer = undefined;
  if (!shared) {
    shared = new ChatSocketClient();
    window.addEventListener('online', onlineRetry);
    document.addEventListener('visibilitychange', visibleRetry);
  }
  const client = shared;
  users += 1;
  client.start();
  let released = false;
  return [
    client,
    () => {
      if (released) return;
      released = true;
      users -= 1;
      if (users > 0) return;
      lingerTimer = setTimeout(disposeSharedChatSocket, LINGER_MS);
    },
  ];
}

/** Closes the tab's socket now (tests; the last user gone). */
export function disposeSharedChatSocket(): void {
  if (lingerTimer !== undefined) clearTimeout(lingerTimer);
  lingerTimer = undefined;
  shared?.stop();
  shared = undefined;
  users = 0;
  window.removeEventListener('online', onlineRetry);
  document.removeEventListener('visibilitychange', visibleRetry);
}

const ChatSocketContext = createContext<ChatSocketClient | undefined>(undefined);

/** Gives the screens below it the chat socket: the tab's shared one, or `client` (tests). */
export function ChatSocketProvider({ client, children }: { client?: ChatSocketClient; children: ReactNode }) {
  const sharedClient = useSharedClient(client === undefined);
  const value = client ?? sharedClient;
  return value ? <ChatSocketContext.Provider value={value}>{children}</ChatSocketContext.Provider> : null;
}

function useSharedClient(wanted: boolean): ChatSocketClient | undefined {
  const held = useRef<[ChatSocketClient, () => void] | undefined>(undefined);
  // Acquired while rendering the first time, so children can subscribe in their first effects.
  if (wanted && !held.current) held.current = acquireSharedChatSocket();
  useEffect(() => {
    if (!wanted) return undefined;
    // StrictMode runs effects twice: take the socket again if the first cleanup released it.
    if (!held.current) held.current = acquireSharedChatSocket();
    return () => {
      held.current?.[1]();
      held.current = undefined;
    };
  }, [wanted]);
  return held.current?.[0];
}

export function useChatSocket(): ChatSocketClient {
  const client = useContext(ChatSocketContext);
  if (!client) throw new Error('useChatSocket needs a ChatSocketProvider');
  return client;
}

/** Calls `handler` (the latest one) with every server message, from the moment the component is on the page. */
export function useChatSocketMessages(handler: (message: ChatSocketServerMessage) => void): void {
  const client = useChatSocket();
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  // A layout effect: subscribed as soon as the component is on the page, before any later message.
  useLayoutEffect(() => client.subscribe((message) => latest.current(message)), [client]);
}

export function useChatSocketStatus(): ChatSocketStatus {
  const client = useChatSocket();
  return useSyncExternalStore(
    (notify) => client.onStatus(notify),
    () => client.status,
  );
}

/** Watches a session while mounted (the server answers with its state and the other side's presence). */
export function useWatchSession(sessionId: string): void {
  const client = useChatSocket();
  useEffect(() => client.watch(sessionId), [client, sessionId]);
}
