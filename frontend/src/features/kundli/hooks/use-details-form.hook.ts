import { useEffect, useRef, useState, type FormEvent } from 'react';

interface DetailsStore<T> {
  readonly load: () => T;
  readonly save: (details: T) => void;
  readonly forget: () => void;
  readonly empty: T;
}

/**
 * A birth-details form's state: kept in local storage as it is typed, checked on submit (and
 * live after a failed submit, with focus taken to the error summary); valid details go to `onValid`.
 */
export function useDetailsForm<T>({ load, save, forget, empty }: DetailsStore<T>, isValid: (details: T) => boolean, onValid: (details: T) => void) {
  const [details, setDetails] = useState(load);
  const [showErrors, setShowErrors] = useState(false);
  // A new object per refused submit, so that submitting twice moves focus twice.
  const [refusal, setRefusal] = useState<object | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (refusal) summaryRef.current?.focus();
  }, [refusal]);

  const change = (next: T) => {
    setDetails(next);
    save(next);
  };

  /** Puts details in the form from elsewhere (a saved kundli), as if typed. */
  const fill = (next: T) => {
    change(next);
    setShowErrors(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = isValid(details);
    setShowErrors(!ok);
    if (ok) onValid(details);
    else setRefusal({});
  };

  const clear = () => {
    forget();
    setDetails(empty);
    setShowErrors(false);
  };

  return { details, change, fill, submit, clear, showErrors, summaryRef };
}
