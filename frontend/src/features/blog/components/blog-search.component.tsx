import { useId, useState, type FormEvent } from 'react';

/** Searches post titles; the box follows the address when it changes elsewhere (a removed chip, Back). */
export function BlogSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
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
    <form role="search" className="blog-search" onSubmit={submit}>
      <label className="blog-search__label" htmlFor={inputId}>
        Search blog posts
      </label>
      <div className="blog-search__row">
        <input
          id={inputId}
          className="blog-search__input"
          type="search"
          name="search"
          value={text}
          maxLength={100}
          placeholder="Search by title"
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="button">
          Search
        </button>
      </div>
    </form>
  );
}
