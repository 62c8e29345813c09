import type { PlaceView } from '@nakshatra/contracts';
import { Combobox } from '../../../components/combobox.component';
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

/** The birth-place box: typing searches places after a pause; how many were found is announced. */
export function PlaceCombobox({ id, value, chosen, invalid, describedBy, onType, onChoose }: PlaceComboboxProps) {
  const t = useMessages(kundliMessages);
  const search = usePlaceSearch(value, !chosen);
  const places = search.state === 'found' ? search.found : NO_PLACES;
  const status = { idle: null, searching: t.placeSearching, failed: t.placeSearchFailed, found: places.length === 0 ? t.placeNone : t.placeCount(places.length) }[search.state];

  return (
    <Combobox
      id={id}
      inputClassName="field__input"
      value={value}
      options={places}
      optionKey={(place) => `${place.name}|${place.lat}|${place.lon}`}
      optionLabel={placeLabel}
      listLabel={t.placeList}
      status={status}
      statusShown={search.state === 'failed' || (search.state === 'found' && places.length === 0)}
      invalid={invalid}
      describedBy={describedBy}
      onType={onType}
      onChoose={onChoose}
    />
  );
}
