import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { AstrologerFilters as Filters } from '../lib/astrologer-filters';
import { AstrologerFilters } from './astrologer-filters.component';

// The folding of phones is CSS (below 768 px the panel shows only while open); these tests hold the
// state it hangs on: the toggle, its panel, the chips and Done.

function renderFilters(initial: Filters) {
  const changes: Filters[] = [];
  function Harness() {
    const [filters, setFilters] = useState(initial);
    return (
      <AstrologerFilters
        filters={filters}
        onChange={(next) => {
          changes.push(next);
          setFilters(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { changes, user: userEvent.setup() };
}

const region = () => within(screen.getByRole('region', { name: 'Filter astrologers' }));
const toggle = () => region().getByRole('button', { name: /^Filters/ });
const panel = () => document.getElementById(toggle().getAttribute('aria-controls')!)!;

describe('astrologer filters on phones', () => {
  it('folds the selects behind a Filters toggle that opens and closes them', async () => {
    const { user } = renderFilters({ page: 1, sort: 'recommended' });

    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel().className).not.toContain('astrologer-filters__panel--open');
    expect(within(panel()).getByRole('combobox', { name: 'Skill' })).toBeTruthy();

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(panel().className).toContain('astrologer-filters__panel--open');

    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps Sort outside the folding panel, so the list can be sorted without opening it', () => {
    renderFilters({ page: 1, sort: 'rating' });

    const sort = region().getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('rating');
    expect(panel().contains(sort)).toBe(false);
  });

  it('stays open while choices apply, and Done folds it away with focus back on the toggle', async () => {
    const { user, changes } = renderFilters({ page: 3, sort: 'recommended' });
    await user.click(toggle());

    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Skill' }), 'Tarot');

    expect(changes).toEqual([{ page: 1, sort: 'recommended', skill: 'tarot' }]);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.click(within(panel()).getByRole('button', { name: 'Done' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('counts the filters in force on the toggle and shows a chip for each; the search has its own box and no chip', () => {
    renderFilters({ page: 1, sort: 'recommended', search: 'Meera', skill: 'tarot', max_price: 50, status: 'online' });

    expect(toggle().textContent).toContain('3');
    expect(region().getByRole('button', { name: 'Filters 3 applied' })).toBeTruthy();
    const chips = within(region().getByRole('list', { name: 'Filters applied' })).getAllByRole('button');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Remove filter Availability: Online',
      'Remove filter Skill: Tarot',
      'Remove filter Price up to: Up to ₹50/min',
    ]);
  });

  it('drops a filter when its chip is tapped, from the first page, and puts focus on the toggle', async () => {
    const { user, changes } = renderFilters({ page: 2, sort: 'rating', skill: 'tarot', language: 'hindi' });

    await user.click(region().getByRole('button', { name: 'Remove filter Skill: Tarot' }));

    expect(changes).toEqual([{ page: 1, sort: 'rating', language: 'hindi' }]);
    expect(region().queryByRole('button', { name: 'Remove filter Skill: Tarot' })).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('shows no chips and no count while nothing is filtered', () => {
    renderFilters({ page: 1, sort: 'recommended' });

    expect(region().queryByRole('list', { name: 'Filters applied' })).toBeNull();
    expect(toggle().textContent).toBe('Filters');
  });

  it('speaks Hindi when the visitor chose it', () => {
    window.localStorage.setItem('language', 'hi');
    renderFilters({ page: 1, sort: 'recommended', gender: 'female' });

    const hindi = within(screen.getByRole('region', { name: 'ज्योतिषी फ़िल्टर करें' }));
    expect(hindi.getByRole('button', { name: 'फ़िल्टर 1 लागू' })).toBeTruthy();
    expect(hindi.getByRole('button', { name: 'फ़िल्टर हटाएँ: लिंग: महिला' })).toBeTruthy();
    expect(hindi.getByRole('button', { name: 'हो गया' })).toBeTruthy();
  });
});
