import type { ChatMessageView, ChatParticipant, ChatSessionView } from '@nakshatra/contracts';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FailedWrite, NO_ANSWER } from '../../../components/failed-write.component';
import { Spinner } from '../../../components/spinner.component';
import { isApiFailure, type ApiFailure } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n/messages';
import { sendChatMessage } from '../api/chat.api';
import { chatMessages } from '../chat.messages';
import { CHAT_MESSAGE_MAX, CHAT_TYPING_THROTTLE_MS } from '@nakshatra/contracts/client';
import { useChatSocket } from '../lib/chat-socket-context';

interface ChatComposerProps {
  readonly sessionId: string;
  readonly me: ChatParticipant;
  readonly onSent: (message: ChatMessageView, session: ChatSessionView) => void;
}

/**
 * Writing a message: Enter sends, Shift+Enter is a new line; a counter up to CHAT_MESSAGE_MAX;
 * a typing signal at most every CHAT_TYPING_THROTTLE_MS. A refused send keeps the text.
 */
export function ChatComposer({ sessionId, me, onSent }: ChatComposerProps) {
  const t = useMessages(chatMessages);
  const client = useChatSocket();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  const lastTyping = useRef(0);
  const field = useRef<HTMLTextAreaElement>(null);

  const send = async () => {
    const body = text.trim();
    if (body === '' || busy) return;
    setBusy(true);
    setFailure(undefined);
    const answer = await sendChatMessage(sessionId, body).catch(() => NO_ANSWER);
    setBusy(false);
    if (isApiFailure(answer)) return setFailure(answer);
    setText('');
    // Shown at once; the socket's copy (the server's sanitized text, same id) replaces it.
    onSent({ id: answer.data.id, session_id: sessionId, from: me, text: body, sent_at: new Date().toISOString() }, answer.data.session);
    field.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (value !== '' && now - lastTyping.current >= CHAT_TYPING_THROTTLE_MS && client.send({ type: 'typing', session_id: sessionId })) lastTyping.current = now;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  return (
    <form className="chat-composer" noValidate onSubmit={submit}>
      <label className="visually-hidden" htmlFor={`${id}-text`}>
        {t.message}
      </label>
      <textarea
        ref={field}
        id={`${id}-text`}
        className="chat-composer__text"
        rows={2}
        maxLength={CHAT_MESSAGE_MAX}
        value={text}
        aria-describedby={`${id}-hint ${id}-count`}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button chat-composer__send" disabled={busy || text.trim() === ''} aria-busy={busy}>
        {busy ? <Spinner /> : null}
        {t.send}
      </button>
      <p className="chat-composer__hint">
        <span id={`${id}-hint`}>{t.messageHint}</span>{' '}
        <span id={`${id}-count`} className={text.length >= CHAT_MESSAGE_MAX ? 'chat-composer__count chat-composer__count--full' : 'chat-composer__count'}>
          {t.characters(text.length, CHAT_MESSAGE_MAX)}
        </span>
      </p>
      {failure ? <FailedWrite failure={failure} /> : null}
    </form>
  );
}
