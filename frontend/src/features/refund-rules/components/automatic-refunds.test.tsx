import { screen, within } from '@testing-library/react';
import { REFUND_RULES } from '@nakshatra/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, pending } from '../../../testing/fake-fetch';
import { renderApp } from '../../../testing/render-app';
import { infoPage, onePage } from '../../info-pages/testing/info-page-fixtures';

beforeAll(() => import('../../../app/routes/info.page'));

const openRefundPolicy = (answer = onePage(infoPage())) => renderApp('/refund-policy', { 'GET /api/get_single_page/refund-policy': answer });
const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('/refund-policy: the automatic refund rules', () => {
  it('lists every rule the server applies, from the same list, under the policy as written', async () => {
    openRefundPolicy();

    await screen.findByRole('article', { name: 'Refund policy' });
    const rules = await section('Automatic refunds');
    expect(rules.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'The astrologer did not reply',
      "The astrologer's connection dropped",
      'Connection lost in the first minute',
      'What is never billed',
    ]);
    expect(rules.getByText('If the astrologer sends no message in the first 2 billed minutes of a paid chat, the whole chat is refunded to your wallet automatically when it ends.')).toBeTruthy();
    expect(rules.getByText(/A call whose connection is lost within its first minute, on either side, is not billed/)).toBeTruthy();
    expect(rules.getAllByText('In force for consultations ending from 27 Nov 2026')).toHaveLength(REFUND_RULES.length);
    expect(rules.getByText('A call is billed only from the moment both of you are connected; a call that never connects costs nothing.')).toBeTruthy();
    // Each rule is an anchor the wallet history's refund lines link to.
    expect(document.getElementById('refund-rule-astrologer_silent')?.textContent).toContain('The astrologer did not reply');
  });

  it('shows the rules while the policy text loads and when it cannot be loaded: they come from the product, not the content', async () => {
    openRefundPolicy(pending);
    expect((await section('Automatic refunds')).getByText('The astrologer did not reply')).toBeTruthy();
  });

  it('shows them when the policy page is not published', async () => {
    openRefundPolicy(() => jsonResponse(404, { status: 404, message: 'Not found' }));
    expect(await screen.findByText('This page has not been published yet.')).toBeTruthy();
    expect((await section('Automatic refunds')).getAllByRole('listitem').length).toBeGreaterThan(REFUND_RULES.length);
  });

  it('speaks Hindi', async () => {
    window.localStorage.setItem('language', 'hi');
    openRefundPolicy();

    const rules = await section('स्वचालित धनवापसी');
    expect(rules.getByRole('heading', { level: 3, name: 'ज्योतिषी ने जवाब नहीं दिया' })).toBeTruthy();
    expect(rules.getByRole('heading', { level: 3, name: 'जिसका कभी शुल्क नहीं लगता' })).toBeTruthy();
    expect(rules.getByText(/पहले 2 बिल किए गए मिनटों में ज्योतिषी एक भी संदेश नहीं भेजते/)).toBeTruthy();
  });

  it('is not on the other info pages', async () => {
    renderApp('/privacy-policy', { 'GET /api/get_single_page/privacy-policy': onePage(infoPage({ title: 'Privacy policy', slug: 'privacy-policy' })) });
    await screen.findByRole('article', { name: 'Privacy policy' });
    expect(screen.queryByRole('region', { name: 'Automatic refunds' })).toBeNull();
  });
});
