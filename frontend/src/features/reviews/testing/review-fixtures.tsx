import type { RatingSummary, ReviewView } from '@nakshatra/contracts';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AppProvider } from '../../../app/app.provider';
import { fakeFetch, jsonResponse, type Responder } from '../../../testing/fake-fetch';

export function review(n: number, fields: Partial<ReviewView> = {}): ReviewView {
  return {
    id: `r${n}`,
    session_id: `r${n}`,
    astrologer_id: 'a1',
    customer_name: `Customer ${n}.`,
    rating: 5,
    comment: `Comment ${n}`,
    status: 'published',
    created_at: '2026-11-23T04:30:00.000Z',
    ...fields,
  };
}

export const summary = (fields: Partial<RatingSummary> = {}): RatingSummary => ({ average: 4.3, count: 3, histogram: { '1': 0, '2': 0, '3': 0, '4': 2, '5': 1 }, ...fields });

/** A page of get_review. */
export const reviewsAnswer = (items: ReviewView[], total = items.length, page = 1, withSummary: RatingSummary | undefined = summary()): Responder => () =>
  jsonResponse(200, { status: 200, data: items, meta: { page, limit: 5, total, ...(withSummary ? { summary: withSummary } : {}) } });

/** A component alone with the app's providers, on a faked network. */
export function renderWithApi(element: ReactNode, responder: Responder) {
  const network = fakeFetch(responder);
  vi.stubGlobal('fetch', network.fetch);
  return { ...render(<AppProvider>{element}</AppProvider>), requests: network.requests };
}
