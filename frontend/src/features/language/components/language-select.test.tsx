import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applyStoredLanguage } from '../../../lib/i18n/language-preference';
import { LanguageProvider } from '../../../lib/i18n/language-context';
import { LanguageSelect } from './language-select.component';

const select = (name = 'Language') => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('LanguageSelect', () => {
  it('offers English and हिन्दी, English by default', () => {
    render(
      <LanguageProvider>
        <LanguageSelect />
      </LanguageProvider>,
    );

    expect(screen.getAllByRole('option').map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual([
      ['English', 'en'],
      ['हिन्दी', 'hi'],
    ]);
    expect(select().value).toBe('en');
  });

  it('keeps the choice in local storage and sets it on <html lang>', async () => {
    render(
      <LanguageProvider>
        <LanguageSelect />
      </LanguageProvider>,
    );

    await userEvent.selectOptions(select(), 'हिन्दी');

    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
    expect(select('भाषा').value).toBe('hi');
  });

  it('starts from the stored choice on the next load', () => {
    window.localStorage.setItem('language', 'hi');
    applyStoredLanguage();
    render(
      <LanguageProvider>
        <LanguageSelect />
      </LanguageProvider>,
    );

    expect(select('भाषा').value).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('ignores a stored value it does not know', () => {
    window.localStorage.setItem('language', 'fr');
    applyStoredLanguage();
    render(
      <LanguageProvider>
        <LanguageSelect />
      </LanguageProvider>,
    );

    expect(select().value).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
