import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quote } from '../../../testing/wallet-fixtures';
import { QuoteSummary } from './quote-summary.component';

describe('QuoteSummary', () => {
  it('lists the offers applied one a line under their label, so long titles wrap inside the card', () => {
    render(
      <QuoteSummary
        quote={quote({
          offers: [
            { id: 'o1', title: 'First recharge bonus', bonus_percent: 50 },
            { id: 'o2', title: 'Festive bonus', bonus_percent: 20 },
          ],
        })}
      />,
    );

    const row = screen.getByText('Offers applied').parentElement!;
    expect(row.className).toBe('checkout-table__offers');
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['First recharge bonus (50% extra)', 'Festive bonus (20% extra)']);
  });

  it('has no offers row when none applies', () => {
    render(<QuoteSummary quote={quote({ offers: [] })} />);

    expect(screen.queryByText('Offers applied')).toBeNull();
  });
});
