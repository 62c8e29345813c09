import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../../lib/i18n/language-context';
import type { Language } from '../../../lib/i18n/language-preference';
import type { Astrologer } from '../api/astrologer';
import { astrologer } from '../testing/astrologer-fixtures';
import { AstrologerCard } from './astrologer-card.component';

// 22 Nov 2026, 15:30 in India.
const NOW = Date.parse('2026-11-22T10:00:00Z');

function renderCard(shown: Astrologer, language: Language = 'en') {
  render(
    <LanguageProvider initial={language}>
      <MemoryRouter>
        <ul>
          <AstrologerCard astrologer={shown} />
        </ul>
      </MemoryRouter>
    </LanguageProvider>,
  );
  return within(screen.getByRole('article', { name: shown.name }));
}

beforeEach(() => {
  // Only the clock: the card reads Date.now() to say how long ago.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

describe('astrologer card', () => {
  it('says how long ago an offline astrologer was last online, as a machine-readable time', () => {
    const card = renderCard(astrologer(1, { status: 'offline', last_online_at: '2026-11-22T07:45:00.000Z' }));
    expect(card.getByText('Offline')).toBeTruthy();
    const time = card.getByText('Last online 2 hours ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-11-22T07:45:00.000Z');
  });

  it('names the day in India after a day, and speaks Hindi', () => {
    expect(renderCard(astrologer(2, { status: 'offline', last_online_at: '2026-11-20T20:00:00.000Z' })).getByText('Last online on 21 Nov')).toBeTruthy();
    const hindi = renderCard(astrologer(3, { status: 'offline', last_online_at: '2026-11-22T09:55:00.000Z' }), 'hi');
    expect(hindi.getByText('ऑफ़लाइन')).toBeTruthy();
    expect(hindi.getByText('5 मिनट पहले ऑनलाइन थे')).toBeTruthy();
  });

  it('says nothing more for an astrologer online or busy now, or never online', () => {
    for (const [n, fields] of [
      [4, { status: 'online', last_online_at: '2026-11-22T07:45:00.000Z' }],
      [5, { status: 'busy', last_online_at: '2026-11-22T07:45:00.000Z' }],
      [6, { status: 'offline', last_online_at: null }],
    ] as const) {
      const card = renderCard(astrologer(n, fields));
      expect(card.queryByText(/Last online/)).toBeNull();
      expect(card.getByText(fields.status === 'offline' ? 'Offline' : fields.status === 'online' ? 'Online' : 'Busy')).toBeTruthy();
    }
  });
});
