import { NEW_USER_NAME, NO_IMAGE, type LoginRole } from '@nakshatra/contracts';
import type { UserState } from './user.decider.js';

/** The user-details object of the spec (stored by the SPA in the userDetails cookie). */
export function userDetails(userId: string, state: UserState, role: LoginRole) {
  const profile = state.profile;
  return {
    id: userId,
    name: (profile.name as string | undefined) ?? NEW_USER_NAME,
    phone: state.phone,
    email: (profile.email as string | null | undefined) ?? null,
    img_url: (profile.img_url as string | undefined) ?? NO_IMAGE,
    status: state.status,
    role,
  };
}
