import { useId, useState } from 'react';
import { isLanguage, languages, readLanguage, saveLanguage, type Language } from '../lib/language-preference';

/** English / हिन्दी selector of the header; the choice is kept in local storage and set on <html lang>. */
export function LanguageSelect() {
  const [language, setLanguage] = useState<Language>(readLanguage);
  const id = useId();
  return (
    <div className="language-select">
      <label className="visually-hidden" htmlFor={id}>
        Language
      </label>
      <select
        id={id}
        className="language-select__control"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          setLanguage(next);
          saveLanguage(next);
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
