/** Who did something, for the back office's histories: "you", "the system", or the role and the start of the id. */
export function actorName(actor: { readonly id: string; readonly role: string }, me: string | undefined): string {
  if (actor.id === me) return 'you';
  if (actor.role === 'system') return 'the system';
  return `${actor.role} ${actor.id.slice(0, 8)}`;
}
