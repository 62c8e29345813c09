import { useApiLoad } from '../../../lib/use-api-load.hook';
import { getProfile } from '../api/get-profile.api';

export const useProfile = (userId: string) => useApiLoad(`profile:${userId}`, (signal) => getProfile(userId, signal));
