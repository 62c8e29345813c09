export type Gender = 'male' | 'female' | 'other';

/**
 * The user's own record as get_single_users serves it. gender and date_of_birth are optional:
 * the update takes them, but the read does not serve them yet (until it does they show empty).
 */
export interface Profile {
  readonly id: string;
  readonly name: string;
  readonly phone: string;
  readonly email: string | null;
  readonly img_url: string;
  readonly status: string;
  readonly role?: string;
  readonly gender?: Gender | null;
  readonly date_of_birth?: string | null;
}

/** What update_users takes from a user about themself (its schema is updateUserSchema in contracts). */
export interface ProfilePatch {
  readonly name?: string;
  readonly email?: string | null;
  readonly img_url?: string;
  readonly gender?: Gender;
  readonly date_of_birth?: string;
}
