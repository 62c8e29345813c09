import { isUuid, type UserListItem } from '@nakshatra/contracts';
import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getPeople } from '../api/users-admin.api';

const NOBODY = Promise.resolve({ status: 200, data: [] as UserListItem[] });

/**
 * The accounts behind the user ids a table shows, in one get_users read, so rows say who by name and
 * phone rather than by id. Empty while loading or when the read fails: the rows then show the id.
 */
export function usePeople(ids: readonly string[]): ReadonlyMap<string, UserListItem> {
  // Only account ids: a history's system actor ("workflows") names no account.
  const wanted = [...new Set(ids.filter(isUuid))].sort().slice(0, 100);
  const [people] = useApiLoad(`people:${wanted.join(',')}`, (signal) => (wanted.length > 0 ? getPeople(wanted, signal) : NOBODY));
  if (people.state !== 'loaded') return new Map();
  return new Map(people.answer.data.map((person) => [person.id, person]));
}
