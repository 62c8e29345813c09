import { toast } from 'react-toastify';

const LOGIN_TOAST_ID = 'login-problem';

/**
 * Shows a login problem in the popup's one toast (spec §8's top-center container). A newer
 * problem replaces the one showing, in place, so toasts never pile up down the screen over the
 * dialog's title; the modal keeps a toast's height free above the dialog (modal-dialog.css).
 */
export function showLoginProblem(message: string): void {
  if (toast.isActive(LOGIN_TOAST_ID)) toast.update(LOGIN_TOAST_ID, { render: message, type: 'error' });
  else toast.error(message, { toastId: LOGIN_TOAST_ID });
}

/** The popup closed: its problem is about a form that is gone. */
export function dismissLoginProblem(): void {
  toast.dismiss(LOGIN_TOAST_ID);
}
