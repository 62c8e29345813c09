import type { ContentItem } from '@nakshatra/contracts';
import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import type { ContentSection } from '../content-sections';

export const itemId = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A published item of a family, "Item n" unless the fields say otherwise. */
export function contentItem<T extends ContentItem = ContentItem>(family: string, n: number, fields: Partial<T> & Record<string, unknown> = {}): T {
  return {
    id: itemId(n),
    family,
    title: `Item ${n}`,
    slug: `item-${n}`,
    status: 'published',
    sort_order: 0,
    created_at: '2026-11-20T04:30:00.000Z',
    updated_at: '2026-11-20T04:30:00.000Z',
    ...fields,
  } as T;
}

/** The fields a section's family requires, so its card and page have what they show. */
const REQUIRED: Record<string, Record<string, unknown>> = {
  podcast: { audio_url: '/uploads/episode.mp3', duration_s: 725 },
  video: { video_url: '/uploads/aarti.mp4' },
  testimonial: { author: 'Priya Sharma', rating: 5, text: 'Very accurate reading.' },
  vrat: { date: '2026-12-01' },
  festivals: { date: '2026-11-08' },
};

export const sectionItem = (section: ContentSection, n: number, fields: Record<string, unknown> = {}): ContentItem =>
  contentItem(section.family, n, { ...REQUIRED[section.family], ...fields });

export const listPage = (items: readonly ContentItem[], total = items.length, page = 1, limit = 12): Responder => () =>
  jsonResponse(200, { status: 200, data: items, meta: { page, limit, total } });

export const oneItem = (item: ContentItem): Responder => () => jsonResponse(200, { status: 200, data: item });

export const notFound: Responder = () => jsonResponse(404, { status: 404, message: 'Not found' });
export const serverError: Responder = () => jsonResponse(500, { status: 500, message: 'boom' });

/** Answers in turn, one per request; a request beyond them fails the test. */
export function inTurn(...answers: Responder[]): Responder {
  return (request: FakeRequest) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  };
}

export const callsTo = (requests: readonly FakeRequest[], name: string): FakeRequest[] => requests.filter((request) => request.url.pathname === `/api/${name}` || request.url.pathname.startsWith(`/api/${name}/`));

/** The query of each call to a list, as a plain object. */
export const queriesTo = (requests: readonly FakeRequest[], name: string): Record<string, string>[] => callsTo(requests, name).map((request) => Object.fromEntries(request.url.searchParams));
