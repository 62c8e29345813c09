import { useId } from 'react';
import { useLanguage } from '../../../lib/i18n/language-context';
import { isLanguage, languages } from '../../../lib/i18n/language-preference';
import { useMessages } from '../../../lib/i18n/messages';
import { languageMessages } from '../language.messages';

/**
 * English / हिन्दी selector of the header; the choice is kept in local storage and set on <html lang>.
 * Phones show only the chosen language's abbreviation with the native select laid over it, clear,
 * so it keeps its label, keyboard and the system picker while taking a button's width.
 */
export function LanguageSelect() {
  const { language, setLanguage } = useLanguage();
  const t = useMessages(languageMessages);
  const id = useId();
  return (
    <div className="language-select">
      <label className="visually-hidden" htmlFor={id}>
        {t.language}
      </label>
      <span className="language-select__short" aria-hidden="true">
        {t.short}
      </span>
      <select
        id={id}
        className="language-select__control"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) setLanguage(next);
        }}
      >
        {languages.map(({ code, label }) => (
          <option key={code} value={code} lang={code}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
