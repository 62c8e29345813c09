import type { LiveChatMessage } from '@nakshatra/contracts';
import { LIVE_CHAT_MAX } from '@nakshatra/contracts/client';
import { useState, type FormEvent } from 'react';
import { formatIstTime } from '../../../lib/format-ist-date';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import type { LiveRoom } from '../hooks/use-live-room.hook';
import { liveMessages } from '../live.messages';

export interface LiveChatProps {
  readonly room: LiveRoom;
  readonly onSend: (text: string) => void;
  /** Visitors see the chat and a login button instead of the box. */
  readonly loggedIn: boolean;
  readonly onLoginNeeded: () => void;
  /** The broadcaster's moderation: remove a message, mute its sender for the session. */
  readonly moderate?: { readonly remove: (messageId: string) => void; readonly mute: (userId: string) => void };
}

/** The live chat: everyone's messages as text (never HTML), the box to send, and the broadcaster's moderation. */
export function LiveChat({ room, onSend, loggedIn, onLoginNeeded, moderate }: LiveChatProps) {
  const t = useMessages(liveMessages);
  const { refusal } = useRefusalText();
  const [text, setText] = useState('');
  const mutedMe = room.you?.user_id ? room.muted.includes(room.you.user_id) : false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return;
    onSend(trimmed);
    setText('');
  };

  return (
    <section className="live-chat" aria-labelledby="live-chat-title">
      <h2 id="live-chat-title">{t.chatTitle}</h2>
      <ol className="live-chat__messages" aria-live="polite" aria-relevant="additions">
        {room.chat.length === 0 ? <li className="live-chat__empty">{t.chatEmpty}</li> : null}
        {room.chat.map((message) => (
          <ChatLine key={message.id} message={message} muted={room.muted.includes(message.user_id)} moderate={moderate && room.you?.user_id !== message.user_id ? moderate : undefined} />
        ))}
      </ol>
      {room.refusal ? (
        <p role="alert" className="live-chat__refusal">
          {refusal({ error_status: room.refusal.status, ...room.refusal })}
        </p>
      ) : null}
      {!loggedIn ? (
        <button type="button" className="button" onClick={onLoginNeeded}>
          {t.chatLogin}
        </button>
      ) : mutedMe ? (
        <p role="status">{t.chatMuted}</p>
      ) : (
        <form className="live-chat__form" onSubmit={submit}>
          <label htmlFor="live-chat-text" className="visually-hidden">
            {t.chatLabel}
          </label>
          <input id="live-chat-text" type="text" value={text} maxLength={LIVE_CHAT_MAX} placeholder={t.chatPlaceholder} autoComplete="off" onChange={(event) => setText(event.target.value)} />
          <button type="submit" className="button" disabled={room.status !== 'open' || !text.trim()}>
            {t.send}
          </button>
        </form>
      )}
    </section>
  );
}

function ChatLine({ message, muted, moderate }: { message: LiveChatMessage; muted: boolean; moderate: LiveChatProps['moderate'] }) {
  const t = useMessages(liveMessages);
  const { language } = useLanguage();
  return (
    <li className={message.from_astrologer ? 'live-chat__line live-chat__line--astrologer' : 'live-chat__line'}>
      <strong>{message.name}</strong>
      {message.from_astrologer ? <span className="live-chat__tag">{t.astrologerTag}</span> : null} <span>{message.text}</span>{' '}
      <time dateTime={message.sent_at}>{formatIstTime(message.sent_at, language)}</time>
      {moderate ? (
        <span className="live-chat__moderation">
          <button type="button" className="button button--secondary" aria-label={t.removeLabel(message.name)} onClick={() => moderate.remove(message.id)}>
            {t.remove}
          </button>
          {muted ? (
            <span>{t.mutedNote(message.name)}</span>
          ) : (
            <button type="button" className="button button--secondary" aria-label={t.muteLabel(message.name)} onClick={() => moderate.mute(message.user_id)}>
              {t.mute}
            </button>
          )}
        </span>
      ) : null}
    </li>
  );
}
