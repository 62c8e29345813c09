import { useMessages } from '../../../lib/i18n/messages';
import { authMessages } from '../auth.messages';
import { useLoginPopup } from '../lib/login-popup-context';

/** The header's Login button (spec §2, logged out): opens the login popup; hover or focus downloads it early. */
export function LoginButton() {
  const popup = useLoginPopup();
  const t = useMessages(authMessages);
  return (
    <button type="button" className="button button--small" aria-haspopup="dialog" onClick={popup.open} onPointerEnter={popup.preload} onFocus={popup.preload}>
      {t.login}
    </button>
  );
}
