import { useState, type ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { chatMessages } from '../chat.messages';

/** Wide enough for the chat and the desk side by side (the same width as chat.css's two columns). */
const SIDE_BY_SIDE = '(min-width: 992px)';

const wideScreen = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(SIDE_BY_SIDE).matches;

/**
 * An active consultation with the astrologer's desk beside it (calls will sit in the same frame).
 * The desk is a disclosure: open beside the chat on a wide screen; on a phone it starts closed
 * above the transcript, so the chat stays in sight and the chart is one tap away.
 */
export function ConsultationDesk({ desk, children }: { desk: ReactNode; children: ReactNode }) {
  const t = useMessages(chatMessages);
  const [open, setOpen] = useState(wideScreen);
  if (!desk) return <>{children}</>;
  return (
    <div className="consultation-desk">
      <details className="consultation-desk__panel" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className="consultation-desk__toggle">{t.deskShow}</summary>
        <div className="consultation-desk__body">
          {desk}
        </div>
      </details>
      <div className="consultation-desk__chat">{children}</div>
    </div>
  );
}
