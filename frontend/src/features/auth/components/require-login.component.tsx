import { useEffect, type ReactNode } from 'react';
import { useUserSessionAtLoad, type UserSession } from '../../../lib/user-session';
import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';
import { useLoginPopup } from '../lib/login-popup-context';

interface RequireLoginProps {
  /** What the page is, for the "log in to see …" text, e.g. "your orders". */
  readonly what: string;
  readonly children: (session: UserSession) => ReactNode;
}

/**
 * A page that needs a login: logged in, it renders for the session; logged out, it opens the login
 * popup at once and explains itself, so the visitor logs in and comes back to the same page (the
 * popup reloads the current path on success, spec §2).
 */
export function RequireLogin({ what, children }: RequireLoginProps) {
  const session = useUserSessionAtLoad();
  const popup = useLoginPopup();
  const t = useMessages(authMessages);
  const { open } = popup;
  useEffect(() => {
    if (!session) open();
  }, [session, open]);

  if (session) return <>{children(session)}</>;
  return (
    <section className="require-login" aria-labelledby="require-login-title">
      <title>{`${t.loginNeededTitle} · Nakshatra`}</title>
      <h1 id="require-login-title">{t.loginNeededTitle}</h1>
      <p>{t.loginNeeded(what)}</p>
      <button type="button" className="button" aria-haspopup="dialog" onClick={open}>
        {t.login}
      </button>
    </section>
  );
}
