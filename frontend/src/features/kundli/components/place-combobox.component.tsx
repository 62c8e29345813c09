import type { PlaceView } from '@nakshatra/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../../lib/i18n/messages';
import { usePlaceSearch } from '../hooks/use-place-search.hook';
import { kundliMessages } from '../kundli.messages';
import { placeLabel } from '../lib/place';

const NO_PLACES: readonly PlaceView[] = [];

interface PlaceComboboxProps {
  /** The input's id: the field's label points at it, and the error summary focuses it. */
  readonly id: string;
  readonly value: string;
  /** Whether the text is a place chosen from the list (then nothing is searched). */
  readonly chosen: boolean;
  readonly invalid: boolean;
  readonly describedBy: string | undefined;
  readonly onType: (text: string) => void;
  readonly onChoose: (place: PlaceView) => void;
}

/**
 * The birth-place box: an editable combobox with a list of suggestions (WAI-ARIA APG, "list
 * autocomplete"). Typing searches after a pause; Down and Up move through the list (focus stays
 * in the box, aria-activedescendant names the option), Enter or a click chooses, Escape closes.
 * How many places were found is announced in a polite status.
 */
export function PlaceCombobox({ id, value, chosen, invalid, describedBy, onType, onChoose }: PlaceComboboxProps) {
  const t = useMessages(kundliMessages);
  const search = usePlaceSearch(value, !chosen);
  const places = search.state === 'found' ? search.places : NO_PLACES;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = `${id}-places`;
  const statusId = `${id}-status`;
  const optionId = (index: number) => `${id}-place-${index}`;
  const expanded = open && places.length > 0;

  // A new list starts with nothing active.
  const [shownPlaces, setShownPlaces] = useState(places);
  if (shownPlaces !== places) {
    setShownPlaces(places);
    setActive(-1);
  }

  useEffect(() => {
    if (active >= 0) listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (place: PlaceView) => {
    onChoose(place);
    setOpen(false);
  };

  const move = (step: 1 | -1) => {
    if (places.length === 0) return;
    setOpen(true);
    setActive((current) => (current < 0 ? (step === 1 ? 0 : places.length - 1) : (current + step + places.length) % places.length));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && places[active]) {
      // Enter chooses the highlighted place instead of submitting the form.
      event.preventDefault();
      choose(places[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="place-combobox">
      <input
        id={id}
        className="field__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
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
      <ul ref={listRef} id={listId} role="listbox" aria-label={t.placeList} className="place-combobox__list" hidden={!expanded}>
        {places.map((place, index) => (
          <li
            key={`${place.name}|${place.lat}|${place.lon}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="place-combobox__option"
            // Keep the focus in the box: a blur would close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
          >
            {placeLabel(place)}
          </li>
        ))}
      </ul>
      <p id={statusId} role="status" className={search.state === 'failed' || (search.state === 'found' && places.length === 0) ? 'field__hint' : 'visually-hidden'}>
        {search.state === 'searching' ? t.placeSearching : null}
        {search.state === 'failed' ? t.placeSearchFailed : null}
        {search.state === 'found' ? (places.length === 0 ? t.placeNone : t.placeCount(places.length)) : null}
      </p>
    </div>
  );
}
