import { callApi } from '../../../lib/api-client';
import type { ProfilePatch } from './profile';

/** PUT /api/update_users/{id}: changes only the fields the patch names; 400 names the fields it refuses. */
export const updateProfile = (userId: string, patch: ProfilePatch) => callApi('update_users', { params: { id: userId }, body: patch });
