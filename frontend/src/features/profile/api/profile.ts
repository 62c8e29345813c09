import type { RouteBodyInput, UserDetails } from '@nakshatra/contracts';

export type Gender = NonNullable<UserDetails['gender']>;

/** The user's own record as get_single_users serves it. */
export type Profile = UserDetails;

/** What update_users takes from a user about themself (its schema is updateUserSchema in contracts); status and reason are admins'. */
export type ProfilePatch = Omit<RouteBodyInput<'update_users'>, 'status' | 'reason'>;
