import type { UserListItem } from '@nakshatra/contracts';
import { messagesFor } from '../../../lib/i18n/messages';
import type { Language } from '../../../lib/i18n/language-preference';
import { adminMessages, roleMessages } from '../admin.messages';
import { userMessages } from '../admin-users.messages';
import { whoIs } from './person-words';

const isRole = (role: string): role is keyof (typeof roleMessages)['en'] => Object.hasOwn(roleMessages.en, role);

/**
 * Who did something, for the back office's histories: "you", "the system", or the role and the
 * person's name (or phone) from `people` (usePeople), the start of the id while they are not known.
 */
export function actorName(actor: { readonly id: string | null; readonly role: string }, me: string | undefined, language: Language, people?: ReadonlyMap<string, UserListItem>): string {
  const t = messagesFor(adminMessages, language);
  if (actor.id === me) return t.you;
  if (actor.role === 'system') return t.theSystem;
  const role = isRole(actor.role) ? messagesFor(roleMessages, language)[actor.role] : actor.role;
  // Not named to this reader (TransactionView.actor_id): the role says enough.
  if (actor.id === null) return role;
  const person = people?.get(actor.id);
  const u = messagesFor(userMessages, language);
  if (person) return t.actor(role, person.status === 'erased' ? u.erasedAccount : whoIs(person, u.unnamed));
  return t.actor(role, actor.id.slice(0, 8));
}
