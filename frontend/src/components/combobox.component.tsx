import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

interface ComboboxProps<T> {
  /** The input's id: its label points at it, and an error summary focuses it. */
  readonly id: string;
  readonly value: string;
  /** The suggestions for the text as it stands; a new array is a new list, with nothing highlighted. */
  readonly options: readonly T[];
  readonly optionKey: (option: T) => string;
  readonly optionLabel: (option: T) => ReactNode;
  /** The list's accessible name, e.g. "Places". */
  readonly listLabel: string;
  /** What the search found, said in a polite status: searching, how many, none, failed. */
  readonly status: string | null;
  /** Whether the status is also shown on screen (nothing found, a failure), not only announced. */
  readonly statusShown: boolean;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly inputClassName?: string;
  readonly placeholder?: string;
  readonly maxLength?: number;
  readonly onType: (text: string) => void;
  readonly onChoose: (option: T) => void;
}

/**
 * An editable combobox with a list of suggestions (WAI-ARIA APG, "list autocomplete"), for the
 * birth-place box and the back office's person picker. Down and Up move through the list (focus
 * stays in the box, aria-activedescendant names the option), Enter or a click chooses, Escape
 * closes. What to suggest is the caller's: it searches as the text changes and passes the options.
 */
export function Combobox<T>({ id, value, options, optionKey, optionLabel, listLabel, status, statusShown, invalid, describedBy, inputClassName, placeholder, maxLength = 100, onType, onChoose }: ComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${id}-options`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const expanded = open && options.length > 0;

  // A new list starts with nothing active.
  const [shownOptions, setShownOptions] = useState(options);
  if (shownOptions !== options) {
    setShownOptions(options);
    setActive(-1);
  }

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    setActive((current) => (current < 0 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && options[active] !== undefined) {
      // Enter chooses the highlighted option instead of submitting the form.
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="combobox">
      <input
        id={id}
        className={inputClassName}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={maxLength}
        placeholder={placeholder}
        value={value}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(' ')}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul ref={listRef} id={listId} role="listbox" aria-label={listLabel} className="combobox__list" hidden={!expanded}>
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            // Keep the focus in the box: a blur would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {optionLabel(option)}
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" className={statusShown ? 'combobox__status' : 'visually-hidden'}>
        {status}
      </p>
    </div>
  );
}
