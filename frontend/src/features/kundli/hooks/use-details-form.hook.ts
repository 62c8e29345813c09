import { useEffect, useRef, useState, type FormEvent } from 'react';

interface DetailsStore<T> {
  readonly load: () => T;
  readonly save: (details: T) => void;
  readonly forget: () => void;
  readonly empty: T;
}

/**
 * A birth-details form's state: kept in local storage as it is typed, checked on submit (and
 * live after a failed submit), with focus taken to the error summary or to the outcome.
 */
export function useDetailsForm<T>({ load, save, forget, empty }: DetailsStore<T>, isValid: (details: T) => boolean) {
  const [details, setDetails] = useState(load);
  const [showErrors, setShowErrors] = useState(false);
  // A new object per submit, so that submitting twice moves focus twice.
  const [outcome, setOutcome] = useState<{ readonly ok: boolean } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const readyRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (outcome) (outcome.ok ? readyRef : summaryRef).current?.focus();
  }, [outcome]);

  const change = (next: T) => {
    setDetails(next);
    save(next);
    // What was ready was for the details before this change.
    setOutcome((current) => (current?.ok ? null : current));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = isValid(details);
    setShowErrors(!ok);
    setOutcome({ ok });
  };

  const clear = () => {
    forget();
    setDetails(empty);
    setShowErrors(false);
    setOutcome(null);
  };

  return { details, change, submit, clear, showErrors, ready: outcome?.ok === true, summaryRef, readyRef };
}
