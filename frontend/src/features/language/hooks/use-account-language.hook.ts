import type { UserDetails } from '@nakshatra/contracts';
import { useEffect, useRef } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n/language-context';
import { hasChosenLanguage, type Language } from '../../../lib/i18n/language-preference';
import { recordLanguage } from '../api/record-language.api';

type Account = Pick<UserDetails, 'id' | 'status' | 'language'>;

/**
 * Keeps the server told which language the logged-in user reads the site in, because mail speaks
 * it (docs/mail.md): the page's language is recorded when they arrive logged in and at each switch,
 * unless the account holds it already. On a browser where they never chose one, the account's
 * language is taken instead, so a new phone speaks Hindi to someone who reads Nakshatra in Hindi.
 * Best effort: a failed write is forgotten, to be made at the next switch or visit, never shown.
 */
export function useAccountLanguage(account: Account | undefined): void {
  const { language, setLanguage } = useLanguage();
  // The language the server holds for this account, as far as this page knows (its record was read before any write here).
  const held = useRef<{ readonly id: string; language: Language | null }>(undefined);

  useEffect(() => {
    if (account?.status !== 'active') return;
    if (held.current?.id !== account.id) held.current = { id: account.id, language: account.language };
    const server = held.current;
    if (server.language === language) return;
    if (server.language && !hasChosenLanguage()) return setLanguage(server.language);
    server.language = language;
    const forget = () => {
      if (held.current === server) held.current = undefined;
    };
    recordLanguage(account.id, language)
      .then((answer) => {
        if (isApiFailure(answer)) forget();
      })
      .catch(forget);
  }, [account, language, setLanguage]);
}
