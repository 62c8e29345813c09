import type { UserListItem } from '@nakshatra/contracts';
import { useState } from 'react';
import { Combobox } from '../../../components/combobox.component';
import { useMessages } from '../../../lib/i18n/messages';
import { useSearchAsYouType } from '../../../lib/use-search-as-you-type.hook';
import { userMessages } from '../admin-users.messages';
import { getUsers } from '../api/users-admin.api';
import { usePeople } from '../hooks/use-people.hook';
import { nameAndPhone } from '../lib/person-words';

const NOBODY: readonly UserListItem[] = [];
/** Two characters at least (a name's start, a few digits of a phone), searched a moment after the typing pauses. */
const PEOPLE_SEARCH = { minLength: 2, debounceMs: 300 };
/** How many matches the list offers: enough to pick from, few enough to read. */
const MATCHES = 8;

const searchPeople = (search: string, signal: AbortSignal) => getUsers({ search, limit: MATCHES }, signal);

interface PersonPickerProps {
  /** The input's id: the filter's label points at it. */
  readonly id: string;
  /** The person the filter holds (from the address), '' for everyone. */
  readonly userId: string;
  readonly invalid: boolean;
  readonly describedBy?: string;
  /**
   * A person chosen from the matches (their id), the box emptied ('': everyone), or text typed that
   * names nobody yet (undefined: the filter cannot be applied until a person is chosen).
   */
  readonly onChange: (userId: string | undefined) => void;
}

/**
 * Who a back-office filter is about, as an admin knows them: a name or phone typed, a person chosen
 * from the accounts that match (get_users `search`); the filter then sends that person's id. Shows
 * the chosen person by name and phone, the filter's person from the address included.
 */
export function PersonPicker({ id, userId, invalid, describedBy, onChange }: PersonPickerProps) {
  const t = useMessages(userMessages);
  // The text typed since the last choice; undefined while the box shows the chosen person.
  const [typed, setTyped] = useState<string>();
  const [chosen, setChosen] = useState<UserListItem>();
  // The address's person, named once known (the id until then); none to look up once one is chosen here.
  const fromAddress = usePeople(chosen === undefined ? [userId] : []).get(userId);
  const person = chosen ?? fromAddress;
  const shown = typed ?? (person ? nameAndPhone(person, t.unnamed) : userId);

  const search = useSearchAsYouType(typed ?? '', typed !== undefined, searchPeople, PEOPLE_SEARCH);
  const matches = search.state === 'found' ? search.found : NOBODY;
  const status = { idle: null, searching: t.peopleSearching, failed: t.peopleSearchFailed, found: matches.length === 0 ? t.peopleNone : t.peopleCount(matches.length) }[search.state];

  const type = (text: string) => {
    setTyped(text);
    onChange(text.trim() === '' ? '' : undefined);
  };
  const choose = (match: UserListItem) => {
    setChosen(match);
    setTyped(undefined);
    onChange(match.id);
  };

  return (
    <Combobox
      id={id}
      value={shown}
      placeholder={t.personPlaceholder}
      options={matches}
      optionKey={(match) => match.id}
      optionLabel={(match) => nameAndPhone(match, t.unnamed)}
      listLabel={t.peopleList}
      status={status}
      statusShown={search.state === 'failed' || (search.state === 'found' && matches.length === 0)}
      invalid={invalid}
      describedBy={describedBy}
      onType={type}
      onChoose={choose}
    />
  );
}
