import type { LiveSessionCardView } from '@nakshatra/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse, type Responder } from '../../../testing/fake-fetch';
import { renderApp, userAnswer } from '../../../testing/render-app';
import { myRecord } from '../../astrologers/testing/astrologer-fixtures';
import { liveCard, sessionId } from '../testing/live-fixtures';
import { indiaTimeToIso } from './live-desk.component';

beforeAll(() => Promise.all([import('../../../app/routes/astrologer-console.page'), import('../../../app/routes/live-video-broadcasting.page')]));

const asAstrologer = () => setUserDetailsCookie({ id: 'u1', status: 'active', role: 'astrologer', phone: '9876543210' });
const mySessions =
  (...pages: LiveSessionCardView[][]): Responder =>
  () => {
    const data = pages.length > 1 ? pages.shift()! : pages[0]!;
    return jsonResponse(200, { status: 200, data, meta: { page: 1, limit: 20, total: data.length } });
  };
const sessionAnswer = (n: number, fields: Partial<LiveSessionCardView> = {}): Responder => () => {
  const { astrologer: _a, viewers: _v, followers: _f, ...view } = liveCard(n, fields);
  return jsonResponse(200, { status: 200, data: view, position: '12' });
};

function openDesk(answers: Record<string, Responder>) {
  asAstrologer();
  const rendered = renderApp('/astrologer', {
    'GET /api/get_single_users/u1': userAnswer({ role: 'astrologer' }),
    'GET /api/get_my_astrologer': () => jsonResponse(200, { status: 200, data: myRecord({ application_status: 'approved' }) }),
    'GET /api/get_my_earnings': () => jsonResponse(404, {}),
    'GET /api/get_review': () => jsonResponse(200, { status: 200, data: [], meta: { page: 1, limit: 10, total: 0 } }),
    ...answers,
  });
  const desk = async () => within(await screen.findByRole('region', { name: 'Live sessions' }));
  return { ...rendered, desk, user: userEvent.setup() };
}

describe("the astrologer's live desk", () => {
  it('reads India time as UTC', () => {
    expect(indiaTimeToIso('2030-03-01T19:00')).toBe('2030-03-01T13:30:00.000Z');
    expect(indiaTimeToIso('')).toBeUndefined();
  });

  it('goes live now with the title and topic, and opens the studio for it', async () => {
    const { desk, user, requests } = openDesk({
      'GET /api/get_my_live_sessions': mySessions([]),
      'POST /api/create_live_session': sessionAnswer(1, { title: 'Evening Q&A', status: 'live' }),
      [`GET /api/get_live_session/${sessionId(1)}`]: () => jsonResponse(200, { status: 200, data: liveCard(1, { title: 'Evening Q&A', status: 'live', started_at: '2030-03-01T13:30:00.000Z' }) }),
    });
    const form = within((await desk()).getByRole('form', { name: 'Go live now' }));
    expect(await (await desk()).findByText('You have no live sessions yet.')).toBeTruthy();
    await user.click(form.getByRole('button', { name: 'Go live' }));
    expect(form.getByText('Enter a title of 3 to 100 characters')).toBeTruthy();
    await user.type(form.getByLabelText('Title'), ' Evening Q&A ');
    await user.type(form.getByLabelText('Topic'), 'Career');
    await user.click(form.getByRole('button', { name: 'Go live' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Live studio' }, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Evening Q&A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End the live session' })).toBeTruthy();
    expect(requests.find((request) => request.url.pathname === '/api/create_live_session')?.body).toEqual({ title: 'Evening Q&A', topic: 'Career', now: true });
  });

  it('schedules a session at an India time, sent as UTC', async () => {
    vi.useFakeTimers({ now: new Date('2030-02-01T00:00:00Z'), toFake: ['Date'] });
    try {
      const { desk, user, requests } = openDesk({
        'GET /api/get_my_live_sessions': mySessions([]),
        'POST /api/create_live_session': sessionAnswer(2),
      });
      const form = within((await desk()).getByRole('form', { name: 'Schedule a session' }));
      await user.type(form.getByLabelText('Title'), 'Marriage timing');
      await user.type(form.getByLabelText('Topic'), 'Marriage');
      await user.type(form.getByLabelText('Start (India time)'), '2030-03-01T19:00');
      await user.click(form.getByRole('button', { name: 'Schedule' }));
      await vi.waitFor(() =>
        expect(requests.find((request) => request.url.pathname === '/api/create_live_session')?.body).toEqual({ title: 'Marriage timing', topic: 'Marriage', starts_at: '2030-03-01T13:30:00.000Z' }),
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts and cancels scheduled sessions and ends a live one', async () => {
    const { desk, user, requests } = openDesk({
      'GET /api/get_my_live_sessions': mySessions([liveCard(1, { title: 'Morning' }), liveCard(2, { title: 'Noon' }), liveCard(3, { title: 'Now', status: 'live', started_at: '2030-03-01T13:30:00.000Z' })]),
      [`PUT /api/start_live_session/${sessionId(1)}`]: sessionAnswer(1, { status: 'live' }),
      [`DELETE /api/delete_live_session/${sessionId(2)}`]: sessionAnswer(2, { status: 'cancelled' }),
      [`PUT /api/end_live_session/${sessionId(3)}`]: sessionAnswer(3, { status: 'ended' }),
    });
    await user.click(await (await desk()).findByRole('button', { name: 'Start Morning' }));
    await user.click(await (await desk()).findByRole('button', { name: 'Cancel Noon' }));
    await user.click(await (await desk()).findByRole('button', { name: 'End Now' }));
    await vi.waitFor(() => expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(3));
    expect(requests.filter((request) => request.method !== 'GET').map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['PUT', `/api/start_live_session/${sessionId(1)}`, {}],
      ['DELETE', `/api/delete_live_session/${sessionId(2)}`, undefined],
      ['PUT', `/api/end_live_session/${sessionId(3)}`, {}],
    ]);
  });

  it("shows the server's refusals: a start refused, and a refused field under it", async () => {
    const { desk, user } = openDesk({
      'GET /api/get_my_live_sessions': mySessions([liveCard(1, { title: 'Morning' })]),
      [`PUT /api/start_live_session/${sessionId(1)}`]: () => jsonResponse(409, { status: 409, code: 'live.in_consultation', message: 'You are in a consultation. End it before you go live.' }),
      'POST /api/create_live_session': () =>
        jsonResponse(400, { status: 400, code: 'validation_failed', message: 'Invalid input', errors: [{ path: 'topic', code: 'field.too_short', message: 'must be at least 3 characters', params: { minimum: 3 } }] }),
    });
    await user.click(await (await desk()).findByRole('button', { name: 'Start Morning' }));
    expect((await (await desk()).findByRole('alert')).textContent).toBe('You are in a consultation. End it before you go live.');

    const form = within((await desk()).getByRole('form', { name: 'Go live now' }));
    await user.type(form.getByLabelText('Title'), 'Evening Q&A');
    await user.type(form.getByLabelText('Topic'), 'Abc');
    await user.click(form.getByRole('button', { name: 'Go live' }));
    expect(await form.findByText('must be at least 3 characters')).toBeTruthy();
    expect(form.getByLabelText('Topic').getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    openDesk({ 'GET /api/get_my_live_sessions': mySessions([liveCard(1, { title: 'Morning' })]) });
    const hindiDesk = within(await screen.findByRole('region', { name: 'लाइव सत्र' }));
    expect(hindiDesk.getByRole('form', { name: 'अभी लाइव जाएँ' })).toBeTruthy();
    expect(await hindiDesk.findByRole('button', { name: 'शुरू करें: Morning' })).toBeTruthy();
  });
});
