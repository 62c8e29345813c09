import { useCallback } from 'react';
import { useLanguage } from '../../../lib/i18n/language-context';
import { useRefusalText } from '../../../lib/refusals/use-refusal-text.hook';
import type { Notice } from '../lib/notice';

/** Words a notice in the visitor's language: refusals and field errors from their codes, never the server's English. */
export function useNoticeText(): (notice: Notice) => string {
  const { language } = useLanguage();
  const { refusal, field } = useRefusalText();
  return useCallback(
    (notice: Notice) => {
      if ('refusal' in notice) return refusal(notice.refusal);
      if ('fieldError' in notice) {
        const { fieldError, named } = notice;
        return named && fieldError.path ? `${fieldError.path}: ${field(fieldError)}` : field(fieldError);
      }
      return notice.say(language);
    },
    [language, refusal, field],
  );
}
