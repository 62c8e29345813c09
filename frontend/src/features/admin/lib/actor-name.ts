import { messagesFor } from '../../../lib/i18n/messages';
import type { Language } from '../../../lib/i18n/language-preference';
import { adminMessages, roleMessages } from '../admin.messages';

const isRole = (role: string): role is keyof (typeof roleMessages)['en'] => Object.hasOwn(roleMessages.en, role);

/** Who did something, for the back office's histories: "you", "the system", or the role and the start of the id. */
export function actorName(actor: { readonly id: string; readonly role: string }, me: string | undefined, language: Language): string {
  const t = messagesFor(adminMessages, language);
  if (actor.id === me) return t.you;
  if (actor.role === 'system') return t.theSystem;
  const role = isRole(actor.role) ? messagesFor(roleMessages, language)[actor.role] : actor.role;
  return t.actor(role, actor.id.slice(0, 8));
}
