import { useCallback, useEffect, useState } from 'react';
import { isApiFailure } from '../../../lib/api-client';
import { getTestimonials, type Testimonial } from '../api/get-testimonials.api';

export type TestimonialsPhase = 'loading' | 'ready' | 'error';

export interface TestimonialsState {
  readonly items: readonly Testimonial[];
  readonly phase: TestimonialsPhase;
  readonly hasMore: boolean;
  /** Loads the next page: the first one again after a failed first load, else the one after the last shown. */
  readonly loadNext: () => void;
}

interface Loaded {
  readonly items: readonly Testimonial[];
  readonly page: number;
  readonly total: number;
  readonly phase: TestimonialsPhase;
}

/** Testimonials a page at a time; a failed page keeps what is shown and can be asked for again. */
export function useTestimonials(limit: number): TestimonialsState {
  const [loaded, setLoaded] = useState<Loaded>({ items: [], page: 0, total: 0, phase: 'loading' });
  // A fresh object per request, so asking again for the same page reruns the effect.
  const [request, setRequest] = useState({ page: 1 });

  useEffect(() => {
    const controller = new AbortController();
    getTestimonials({ page: request.page, limit }, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return;
        if (isApiFailure(result)) {
          setLoaded((state) => ({ ...state, phase: 'error' }));
          return;
        }
        setLoaded((state) => ({
          items: request.page === 1 ? result.data : appendNew(state.items, result.data),
          page: request.page,
          total: result.meta?.total ?? 0,
          phase: 'ready',
        }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded((state) => ({ ...state, phase: 'error' }));
      });
    return () => controller.abort();
  }, [request, limit]);

  const loadNext = useCallback(() => {
    setLoaded((state) => ({ ...state, phase: 'loading' }));
    setRequest({ page: loaded.page + 1 });
  }, [loaded.page]);

  return { items: loaded.items, phase: loaded.phase, hasMore: loaded.page * limit < loaded.total, loadNext };
}

// Pages are offsets, so an item published between two loads shifts the next page onto one already shown.
function appendNew(shown: readonly Testimonial[], next: readonly Testimonial[]): Testimonial[] {
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...next.filter((item) => !ids.has(item.id))];
}
