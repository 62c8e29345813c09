import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiFailure, type ApiFailure, type ApiResult } from '../../../lib/api-client';

export type Calculation<I, T> =
  | { readonly state: 'idle' }
  | { readonly state: 'calculating'; readonly input: I }
  | { readonly state: 'done'; readonly input: I; readonly view: T }
  /** error_status 0: the request itself failed (offline). */
  | { readonly state: 'failed'; readonly input: I; readonly failure: ApiFailure };

/**
 * A computation the server makes from the form's details (a kundli, a match): one at a time, a
 * newer one aborting the older, and focus taken to the outcome's heading when it arrives, so a
 * keyboard or screen-reader user lands on the report.
 */
export function useCalculation<I, T>(calculate: (input: I, signal: AbortSignal) => Promise<ApiResult<T, unknown>>) {
  const [calculation, setCalculation] = useState<Calculation<I, T>>({ state: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const calculateRef = useRef(calculate);
  useEffect(() => {
    calculateRef.current = calculate;
  });

  const run = useCallback((input: I) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setCalculation({ state: 'calculating', input });
    calculateRef
      .current(input, current.signal)
      .then((answer) => {
        if (current.signal.aborted) return;
        setCalculation(isApiFailure(answer) ? { state: 'failed', input, failure: answer } : { state: 'done', input, view: answer.data });
      })
      .catch(() => {
        if (!current.signal.aborted) setCalculation({ state: 'failed', input, failure: { error_status: 0 } });
      });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (calculation.state === 'done') headingRef.current?.focus();
  }, [calculation]);

  return { calculation, run, headingRef };
}
