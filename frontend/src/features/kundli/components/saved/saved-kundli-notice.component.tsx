import { useMessages } from '../../../../lib/i18n/messages';
import type { SavedKundliLoad } from '../../hooks/use-saved-kundli.hook';
import type { LoginGate } from '../../lib/login-gate';
import { savedKundlisMessages } from '../../saved-kundlis.messages';

/** On /free-kundli?kundli=<id>: what is happening to the saved kundli asked for, until its report shows. */
export function SavedKundliNotice({ load, login }: { load: SavedKundliLoad; login: LoginGate }) {
  const t = useMessages(savedKundlisMessages);
  if (load.state === 'loading') {
    return (
      <p role="status" className="saved-notice">
        {t.opening}
      </p>
    );
  }
  if (load.state === 'needsLogin') {
    return (
      <div className="saved-notice">
        <p>{t.needsLogin}</p>
        <button type="button" className="button" aria-haspopup="dialog" onClick={login.onLoginNeeded}>
          {t.logIn}
        </button>
      </div>
    );
  }
  if (load.state === 'notFound' || load.state === 'failed') {
    return (
      <p role="alert" className="saved-notice saved-notice--problem">
        {load.state === 'notFound' ? t.notFound : t.openFailed}
      </p>
    );
  }
  return null;
}
