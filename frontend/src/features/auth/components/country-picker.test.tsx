import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { countries, defaultCountry, type Country } from '../data/countries.data';
import { CountryPicker } from './country-picker.component';

function Picker() {
  const [country, setCountry] = useState<Country>(defaultCountry);
  return (
    <>
      <CountryPicker value={country} onChange={setCountry} />
      <output>{country.countryName}</output>
      <button type="button">Elsewhere</button>
    </>
  );
}

function renderPicker() {
  const user = userEvent.setup();
  render(<Picker />);
  return user;
}

const toggle = () => screen.getByRole('button', { name: /^Country code / });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('CountryPicker', () => {
  it('starts at India +91 with its flag, closed', () => {
    renderPicker();

    expect(toggle().getAttribute('aria-label')).toBe('Country code +91, India');
    expect(toggle().textContent).toContain('+91');
    expect(toggle().querySelector('img')?.getAttribute('src')).toBe('/flags/in.svg');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('lists the 26 countries with flag, dial code and name, India first and selected, in a list at most 190px high', async () => {
    const user = renderPicker();

    await user.click(toggle());

    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(26);
    expect(options[0]?.textContent).toBe('+91 India');
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    expect(options.filter((option) => option.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    options.forEach((option, index) => {
      expect(option.querySelector('img')?.getAttribute('src')).toBe(countries[index]!.countryImg);
      expect(within(option).getByText(countries[index]!.countryCode)).toBeTruthy();
      expect(within(option).getByText(countries[index]!.countryName)).toBeTruthy();
    });
    expect(listbox.style.maxHeight).toBe('190px');
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search country or code' }));
  });

  it('searches the name case-insensitively', async () => {
    const user = renderPicker();
    await user.click(toggle());

    await user.type(screen.getByRole('searchbox'), 'sAuDi');

    expect(optionNames()).toEqual(['+966 Saudi Arabia']);
  });

  it('searches the dial code, with or without the plus', async () => {
    const user = renderPicker();
    await user.click(toggle());

    await user.type(screen.getByRole('searchbox'), '+44');
    expect(optionNames()).toEqual(['+44 United Kingdom']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '977');
    expect(optionNames()).toEqual(['+977 Nepal']);
  });

  it('says so when nothing matches', async () => {
    const user = renderPicker();
    await user.click(toggle());

    await user.type(screen.getByRole('searchbox'), 'Atlantis');

    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No country matches “Atlantis”')).toBeTruthy();
  });

  it('chooses a country with a click, closes, and starts the next search afresh', async () => {
    const user = renderPicker();
    await user.click(toggle());
    await user.type(screen.getByRole('searchbox'), 'can');

    await user.click(screen.getByRole('option', { name: '+1 Canada' }));

    expect(screen.getByRole('status').textContent).toBe('Canada');
    expect(toggle().getAttribute('aria-label')).toBe('Country code +1, Canada');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(toggle());
    await user.click(toggle());
    expect(screen.getAllByRole('option')).toHaveLength(26);
  });

  it('works from the keyboard: arrows to move, Enter to choose, Escape to close', async () => {
    const user = renderPicker();
    await user.click(toggle());

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('+1 United States');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('United States');

    await user.click(toggle());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(document.activeElement).toBe(toggle());
  });

  it('chooses the first match with Enter in the search field', async () => {
    const user = renderPicker();
    await user.click(toggle());

    await user.type(screen.getByRole('searchbox'), 'sing{Enter}');

    expect(screen.getByRole('status').textContent).toBe('Singapore');
  });

  it('closes on a click outside', async () => {
    const user = renderPicker();
    await user.click(toggle());

    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('India');
  });
});
