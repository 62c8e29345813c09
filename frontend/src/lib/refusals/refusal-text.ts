import { fieldIssueMessage, isRefusalCode, refusalMessage, type FieldError, type RefusalParamValues } from '@nakshatra/contracts/client';
import type { ApiFailure } from '../api-client';
import type { Language } from '../i18n/language-preference';
import { defineMessages, messagesFor } from '../i18n/messages';
import { hindiFieldIssues } from './field-issue-texts';
import { hindiRefusals } from './hindi-refusals';

const fallbackMessages = defineMessages(
  {
    unreachable: "We couldn't reach Nakshatra. Please check your connection and try again.",
    notFound: 'We could not find that. It may have been removed.',
    failed: (status: number) => `Something went wrong (error ${status}). Please try again.`,
  },
  {
    unreachable: 'हम नक्षत्र से संपर्क नहीं कर सके। कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
    notFound: 'यह नहीं मिला। हो सकता है इसे हटा दिया गया हो।',
    failed: (status: number) => `कुछ गड़बड़ हो गई (त्रुटि ${status})। कृपया फिर से कोशिश करें।`,
  },
);

/**
 * A refusal in the visitor's language, from its code and params (docs/refusals.md): the English is
 * the catalogue's, the Hindi the SPA's own. An answer without a code (spec §8 strips the body of a
 * 404 or 500; no answer at all is status 0) gets a plain sentence for its status, never the server's English.
 */
export function refusalText(failure: ApiFailure, language: Language): string {
  const { code, params } = failure;
  if (isRefusalCode(code)) {
    if (language === 'en') return refusalMessage(code, params);
    return (hindiRefusals[code] as (params: RefusalParamValues) => string)(params ?? {});
  }
  const t = messagesFor(fallbackMessages, language);
  if (failure.error_status === 0) return t.unreachable;
  if (failure.error_status === 404) return t.notFound;
  return t.failed(failure.error_status);
}

/** Why one field was refused, in the visitor's language (without the field's name: forms show it beside its label). */
export function fieldErrorText(error: Pick<FieldError, 'code' | 'params' | 'message'>, language: Language): string {
  if (language === 'en') return error.code === 'field.invalid_format' || error.code === 'field.invalid' ? error.message : fieldIssueMessage(error.code, error.params);
  return (hindiFieldIssues[error.code] as (params: RefusalParamValues) => string)(error.params ?? {});
}
