import { useState } from 'react';
import { NO_ANSWER } from '../../../components/failed-write.component';
import { isApiFailure, type ApiResult } from '../../../lib/api-client';
import { FORM_ERROR_KEY, refusalNotices, type FieldNotices } from '../lib/field-errors';
import { useAdminAccess } from './admin-access.context';
import { useNoticeText } from './use-notice-text.hook';

/** One write of an admin form: its field notices in the page's language, whether it is under way, and the sending. */
export interface AdminWrite {
  readonly saving: boolean;
  /** The notice on one field (or, for FORM_ERROR_KEY, on the form as a whole), in the page's language. */
  errorText(name: string): string | undefined;
  /** What the form's own check refused: shown, and nothing is sent. */
  refuse(errors: FieldNotices): void;
  /**
   * Sends the write; its refusals become field notices (a lost session or a missing role goes to
   * the admin access notice instead). The answer's data when it succeeded, undefined otherwise.
   */
  send<T, M>(call: () => Promise<ApiResult<T, M>>): Promise<T | undefined>;
}

/** The state every admin write form keeps the same way: `fields` are the form's field names, anything else is shown above the form. */
export function useAdminWrite(fields: ReadonlySet<string>): AdminWrite & { readonly formError: string | undefined } {
  const { refused } = useAdminAccess();
  const text = useNoticeText();
  const [errors, setErrors] = useState<FieldNotices>({});
  const [saving, setSaving] = useState(false);

  const errorText = (name: string): string | undefined => {
    const notice = errors[name];
    return notice ? text(notice) : undefined;
  };
  const send = async <T, M>(call: () => Promise<ApiResult<T, M>>): Promise<T | undefined> => {
    setErrors({});
    setSaving(true);
    const answer = await call().catch(() => NO_ANSWER);
    setSaving(false);
    if (!isApiFailure(answer)) return answer.data;
    if (!refused(answer.error_status)) setErrors(refusalNotices(answer, fields));
    return undefined;
  };
  return { saving, errorText, formError: errorText(FORM_ERROR_KEY), refuse: setErrors, send };
}
