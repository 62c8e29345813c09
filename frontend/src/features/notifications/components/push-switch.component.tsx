import { useEffect, useState } from 'react';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useMessages } from '../../../lib/i18n/messages';
import { currentPushState, turnPushOff, turnPushOn, type PushState } from '../lib/web-push';
import { notificationsMessages } from '../notifications.messages';

/**
 * "Turn on notifications" for this device (Web Push). The browser's permission prompt only ever
 * follows the button's click. Nothing shows where the browser or the site cannot push.
 */
export function PushSwitch() {
  const t = useMessages(notificationsMessages);
  const { language } = useLanguage();
  const [state, setState] = useState<PushState>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    currentPushState(language)
      .then((found) => current && setState(found))
      .catch(() => current && setState('unsupported'));
    return () => {
      current = false;
    };
  }, [language]);

  if (state === undefined || state === 'unsupported') return null;
  const change = async (to: (language: 'en' | 'hi') => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await to(language));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="push-switch" aria-labelledby="push-switch-title">
      <h2 id="push-switch-title">{t.pushTitle}</h2>
      <p>{state === 'on' ? t.pushOn : state === 'blocked' ? t.pushBlocked : t.pushExplain}</p>
      {state === 'on' ? (
        <button type="button" className="button button--secondary" aria-busy={busy} disabled={busy} onClick={() => void change(turnPushOff)}>
          {busy ? t.working : t.turnOff}
        </button>
      ) : (
        <button type="button" className="button" aria-busy={busy} disabled={busy} onClick={() => void change(turnPushOn)}>
          {busy ? t.working : t.turnOn}
        </button>
      )}
      {failed ? <p role="alert">{t.pushFailed}</p> : null}
    </section>
  );
}
