import { appConfig } from './app-config';

/**
 * The home page's section about the phone apps, `/#get-the-app`, where the login popup's store
 * badges lead (spec §2: they link to the home page) for a store whose app is not published.
 */
export const GET_THE_APP_SECTION_ID = 'get-the-app';

export type AppStore = 'google-play' | 'app-store';

/** Each store's app page (VITE_PLAY_STORE_URL, VITE_APP_STORE_URL), or undefined while it has none. */
export const appStoreUrls: Readonly<Record<AppStore, string | undefined>> = { 'google-play': appConfig.playStoreUrl, 'app-store': appConfig.appStoreUrl };
