import type { FieldError } from '@nakshatra/contracts/client';
import { useCallback } from 'react';
import type { ApiFailure } from '../api-client';
import { useLanguage } from '../i18n/language-context';
import { fieldErrorText, refusalText } from './refusal-text';

/** `refusalText` and `fieldErrorText` in the visitor's language; re-renders when it changes. */
export function useRefusalText(): { readonly refusal: (failure: ApiFailure) => string; readonly field: (error: FieldError) => string } {
  const { language } = useLanguage();
  const refusal = useCallback((failure: ApiFailure) => refusalText(failure, language), [language]);
  const field = useCallback((error: FieldError) => fieldErrorText(error, language), [language]);
  return { refusal, field };
}
