import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUserDetailsCookie } from '../../../testing/browser-state';
import { jsonResponse } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { inTurn, myRecord } from '../testing/astrologer-fixtures';
import { earningsAnswer, giftTotals, myEarnings, totals } from '../testing/earnings-fixtures';

beforeAll(() => import('../../../app/routes/astrologer-console.page'));

const asAstrologer = () => setUserDetailsCookie({ id: 'u1', status: 'active', role: 'astrologer', phone: '9876543210' });
const mine = () => () => jsonResponse(200, { status: 200, data: myRecord({ application_status: 'approved' }) });
const earningsSection = async () => within(await screen.findByRole('region', { name: 'Earnings' }));

describe('astrologer console: earnings', () => {
  it('shows today, this month and all time in rupees, and the latest consultations with what each earned', async () => {
    asAstrologer();
    renderApp('/astrologer', {
      'GET /api/get_my_astrologer': mine(),
      'GET /api/get_my_earnings': earningsAnswer(
        myEarnings({
          totals: { today: totals({ sessions: 1, paid_minutes: 3, astrologer_earning: 42_00 }), this_month: totals({ sessions: 4, paid_minutes: 20, astrologer_earning: 280_00 }), all_time: totals({ sessions: 9, astrologer_earning: 1234_50 }) },
          recent: [
            { session_id: 's1', channel: 'call', status: 'ended', accepted_at: '2026-11-23T04:30:00.000Z', ended_at: '2026-11-23T04:33:00.000Z', minutes_billed: 3, paid_minutes: 3, gross: 60_00, astrologer_earning: 42_00 },
            { session_id: 's2', channel: 'chat', status: 'ended', accepted_at: '2026-11-22T04:30:00.000Z', ended_at: '2026-11-22T04:31:00.000Z', minutes_billed: 1, paid_minutes: 1, gross: 20_00, astrologer_earning: 14_00 },
          ],
        }),
      ),
    });
    const section = await earningsSection();
    const period = async (label: string) => (await section.findByText(label)).closest('div')!.textContent;
    expect(await period('Today')).toBe('Today₹ 421 consultation · 3 paid minutes');
    expect(await period('This month')).toBe('This month₹ 2804 consultations · 20 paid minutes');
    expect(await period('All time')).toContain('₹ 1,234.50');
    const [, call, chat] = within(section.getByRole('table')).getAllByRole('row');
    expect([...call!.querySelectorAll('td')].slice(1).map((cell) => cell.textContent)).toEqual(['Call', '3', '₹ 60', '₹ 42']);
    expect([...chat!.querySelectorAll('td')].slice(1).map((cell) => cell.textContent)).toEqual(['Chat', '1', '₹ 20', '₹ 14']);
  });

  it('says when there are no consultations yet, and offers a retry when the earnings fail', async () => {
    asAstrologer();
    renderApp('/astrologer', { 'GET /api/get_my_astrologer': mine(), 'GET /api/get_my_earnings': inTurn(() => jsonResponse(500, {}), earningsAnswer()) });
    const section = await earningsSection();
    expect((await section.findByRole('alert')).textContent).toContain("We couldn't load your earnings.");
    await userEvent.setup().click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText(/No consultations yet/)).toBeTruthy();
  });

  it('shows the gifts received on air with who sent them and the share of each', async () => {
    asAstrologer();
    const gift = { id: 'g1', session_id: 'l1', sender_name: 'Asha', name: 'Rose', name_hi: 'गुलाब', emoji: '🌹', gross: 21_00, astrologer_earning: 14_70, sent_at: '2026-11-23T04:30:00.000Z' };
    renderApp('/astrologer', {
      'GET /api/get_my_astrologer': mine(),
      'GET /api/get_my_earnings': earningsAnswer(
        myEarnings({ gifts: { today: giftTotals({ count: 1, astrologer_earning: 14_70 }), this_month: giftTotals({ count: 1, astrologer_earning: 14_70 }), all_time: giftTotals({ count: 3, astrologer_earning: 44_10 }) }, recent_gifts: [gift] }),
      ),
    });
    const section = await earningsSection();
    expect((await section.findByText(/Your share, after the same commission/)).textContent).toBe('Your share, after the same commission: ₹ 14.70 today, ₹ 14.70 this month, ₹ 44.10 in all (3 gifts).');
    const [, row] = within(section.getByRole('table')).getAllByRole('row');
    expect([...row!.querySelectorAll('td')].slice(1).map((cell) => cell.textContent)).toEqual(['🌹 Rose', 'Asha', '₹ 21', '₹ 14.70']);
  });
});
