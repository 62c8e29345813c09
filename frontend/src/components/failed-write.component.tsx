import { useEffect, useState } from 'react';
import type { ApiFailure } from '../lib/api-client';
import { chunkLoader } from '../lib/chunk-loader';
import { useLanguage } from '../lib/i18n/language-context';
import { useMessages } from '../lib/i18n/messages';
import { fallbackMessages } from '../lib/refusals/refusal-fallback.messages';
import './failed-write.css';

/** A failed call as a caller sees it: status 0 when no answer came at all (offline, network error). */
export const NO_ANSWER: ApiFailure = { error_status: 0 };

type RefusalWording = typeof import('../lib/refusals/refusal-text');

// Every refusal's wording in two languages is 60 KB of script: it loads when a failure is first
// shown, not with every page that can fail (the home page's waitlist buttons). Pages whose forms
// word field errors already carry it, so there it is at hand at once.
let wording: RefusalWording | undefined;
const loadWording = chunkLoader(() => import('../lib/refusals/refusal-text').then((loaded) => (wording = loaded)));

function useRefusalWording(): RefusalWording | undefined {
  const [loaded, setLoaded] = useState(wording);
  useEffect(() => {
    if (!loaded) loadWording().then(setLoaded, () => undefined);
  }, [loaded]);
  return loaded;
}

interface FailedWriteProps {
  readonly failure: ApiFailure;
  /** The page's words for a call that is planned but not served yet (HTTP 501). */
  readonly notYet?: string;
  /** The page has no field to show the refused fields on (a pack no longer on sale): name each one and why, not "correct the fields shown". */
  readonly fieldsUnshown?: boolean;
}

/**
 * What a write (placing an order, a recharge, a registration) answered when it did not succeed,
 * in the visitor's language, worded from its code (docs/refusals.md). Until the wording has
 * loaded, a call that got no answer says so at once (the wording may not load either: the
 * visitor is offline); any other alert appears when its words are there, so it is announced whole.
 */
export function FailedWrite({ failure, notYet, fieldsUnshown = false }: FailedWriteProps) {
  const { language } = useLanguage();
  const fallback = useMessages(fallbackMessages);
  const loaded = useRefusalWording();
  const errors = fieldsUnshown ? (failure.errors ?? []) : [];
  const text =
    failure.error_status === 501 && notYet
      ? notYet
      : !loaded
        ? failure.error_status === 0
          ? fallback.unreachable
          : undefined
        : errors.length > 0
          ? errors.map((error) => (error.path ? `${error.path}: ${loaded.fieldErrorText(error, language)}` : loaded.fieldErrorText(error, language))).join('; ')
          : loaded.refusalText(failure, language);
  if (text === undefined) return null;
  return (
    <p role="alert" className="failed-write">
      {text}
    </p>
  );
}
