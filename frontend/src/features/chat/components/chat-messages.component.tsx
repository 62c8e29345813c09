import type { ChatMessageView, ChatParticipant } from '@nakshatra/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { chatMessages } from '../chat.messages';
import { formatClock, isReadByOther } from '../lib/chat-session-state';

interface ChatMessagesProps {
  readonly messages: readonly ChatMessageView[];
  readonly me: ChatParticipant;
  readonly otherName: string;
  /** The last of my messages the other side has read (session.read of the other side). */
  readonly otherRead: string | null;
  /** Whether the transcript has loaded: messages that came before it are not announced. */
  readonly loaded: boolean;
  /** The earlier messages could not be read: an empty list is then not "no messages yet". */
  readonly earlierMissing?: boolean;
}

/**
 * The transcript, mine on the right with ticks (✓ sent, ✓✓ read), theirs on the left. Text is
 * rendered as text (React escapes it), never as HTML. A polite live region reads out each new
 * message from the other side; the list keeps to the bottom while the reader is there.
 */
export function ChatMessages({ messages, me, otherName, otherRead, loaded, earlierMissing = false }: ChatMessagesProps) {
  const t = useMessages(chatMessages);
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<string | null | undefined>(undefined);

  useLayoutEffect(() => {
    const node = list.current;
    if (node && atBottom.current) node.scrollTop = node.scrollHeight;
  }, [messages]);

  useEffect(() => {
    if (!loaded) return;
    const last = messages.at(-1);
    if (announced.current === undefined) {
      announced.current = last?.id ?? null;
      return;
    }
    if (!last || last.id === announced.current) return;
    announced.current = last.id;
    if (last.from !== me) setAnnouncement(t.newMessage(otherName, last.text));
  }, [messages, loaded, me, otherName, t]);

  return (
    <>
      <div
        ref={list}
        className="chat-messages"
        tabIndex={0}
        role="region"
        aria-label={t.messages}
        onScroll={(event) => {
          const node = event.currentTarget;
          atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < 40;
        }}
      >
        {messages.length === 0 ? (
          earlierMissing ? null : <p className="chat-messages__empty">{t.noMessages}</p>
        ) : (
          <ol className="chat-messages__list">
            {messages.map((message, index) => {
              const own = message.from === me;
              const read = own && isReadByOther(messages, index, otherRead);
              return (
                <li key={message.id} className={own ? 'chat-message chat-message--own' : 'chat-message chat-message--other'}>
                  <span className="visually-hidden">{own ? t.you : otherName}: </span>
                  <p className="chat-message__text">{message.text}</p>
                  <p className="chat-message__meta">
                    <time dateTime={message.sent_at}>{formatClock(message.sent_at)}</time>
                    {own ? (
                      <span className={read ? 'chat-message__ticks chat-message__ticks--read' : 'chat-message__ticks'} role="img" aria-label={read ? t.read : t.sent}>
                        {read ? '✓✓' : '✓'}
                      </span>
                    ) : null}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </>
  );
}
