import { useId, useState, type FormEvent } from 'react';
import { useMessages } from '../lib/i18n/messages';
import { commonMessages } from './common.messages';
import './search-box.css';

interface SearchBoxProps {
  readonly label: string;
  readonly placeholder: string;
  /** The search in the address; the box follows it when it changes elsewhere (a removed chip, Back). */
  readonly value: string;
  readonly onSearch: (text: string) => void;
}

/** A labelled search form for a list whose search lives in the address. */
export function SearchBox({ label, placeholder, value, onSearch }: SearchBoxProps) {
  const common = useMessages(commonMessages);
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label className="search-box__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="search-box__row">
        <input
          id={inputId}
          className="search-box__input"
          type="search"
          name="search"
          value={text}
          maxLength={100}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          {common.search}
        </button>
      </div>
    </form>
  );
}
