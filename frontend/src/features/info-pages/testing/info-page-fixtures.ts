import { jsonResponse, type FakeRequest, type Responder } from '../../../testing/fake-fetch';
import type { InfoPage } from '../api/info-page';

export function infoPage(fields: Partial<InfoPage> = {}): InfoPage {
  return {
    id: '00000000-0000-4000-8000-000000000010',
    family: 'page',
    title: 'Refund policy',
    slug: 'refund-policy',
    status: 'published',
    sort_order: 3,
    created_at: '2026-11-01T04:30:00.000Z',
    updated_at: '2026-11-21T19:00:00.000Z',
    summary: 'When money comes back to your wallet.',
    body: '<h2>Consultations</h2><p>Refunds go back to your <strong>wallet</strong>.</p>',
    ...fields,
  };
}

export const onePage = (page: InfoPage): Responder => () => jsonResponse(200, { status: 200, data: page });

/** Answers in turn, one per request; a request beyond them fails the test. */
export function inTurn(...answers: Responder[]): Responder {
  return (request: FakeRequest) => {
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${request.url.href}`);
    return answer(request);
  };
}
