import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getProfile } from '../api/get-profile.api';
import type { Profile } from '../api/profile';

export const useProfile = (userId: string): [ApiLoad<Profile>, () => void] => useApiLoad(`profile:${userId}`, (signal) => getProfile(userId, signal));
