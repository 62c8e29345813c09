import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { keepFocusInside } from '../../../components/modal-dialog.component';
import { useMessages } from '../../../lib/i18n/messages';
import { suspensionMessages } from '../suspension.messages';
import { useDevtoolsReload } from '../hooks/use-devtools-reload.hook';
import './suspension-overlay.css';

/**
 * Spec §4, status "ban": a full-screen overlay over the whole app. The app behind it is made inert
 * by the layout; this keeps focus inside and holds the texts of the spec.
 */
export function SuspensionOverlay({ supportEmail }: { supportEmail: string }) {
  useDevtoolsReload();
  const t = useMessages(suspensionMessages);
  const overlay = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    overlay.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab' && overlay.current) keepFocusInside(overlay.current, event);
  };

  return (
    <div
      ref={overlay}
      className="suspension"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="suspension__card">
        <svg className="suspension__icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M5 5l14 14" stroke="currentColor" strokeWidth="2" />
        </svg>
        <h1 id={titleId}>{t.title}</h1>
        <p id={textId}>{t.text}</p>
        <p>{t.contact}</p>
        <p>
          <a className="suspension__email" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        </p>
      </div>
    </div>
  );
}
