import { describe, expect, it, vi } from 'vitest';
import { BAN_RELOAD_INTERVAL_MS, BREAKPOINTS, COUNTRY_DROPDOWN_MAX_HEIGHT_PX, DEVTOOLS_SIZE_THRESHOLD_PX, LINK_PREFETCH_MARGIN_PX, MOBILE_NUMBER_LENGTH, OTP_LENGTH, RESEND_COUNTDOWN_SECONDS, USER_COOKIE_LIFETIME_MS } from './app-constants';

async function freshConfig() {
  vi.resetModules();
  return (await import('./app-config')).appConfig;
}

describe('app configuration', () => {
  it('uses support@nakshatra.app as the support e-mail by default', async () => {
    vi.stubEnv('VITE_SUPPORT_EMAIL', '');
    expect((await freshConfig()).supportEmail).toBe('support@nakshatra.app');
  });

  it('takes the support e-mail from VITE_SUPPORT_EMAIL', async () => {
    vi.stubEnv('VITE_SUPPORT_EMAIL', ' help@example.org ');
    expect((await freshConfig()).supportEmail).toBe('help@example.org');
  });

  it('has no app store pages by default, and takes them from VITE_PLAY_STORE_URL and VITE_APP_STORE_URL', async () => {
    vi.stubEnv('VITE_PLAY_STORE_URL', '');
    vi.stubEnv('VITE_APP_STORE_URL', ' ');
    expect(await freshConfig()).toMatchObject({ playStoreUrl: undefined, appStoreUrl: undefined });
    vi.stubEnv('VITE_PLAY_STORE_URL', 'https://play.google.com/store/apps/details?id=app.nakshatra');
    vi.stubEnv('VITE_APP_STORE_URL', 'https://apps.apple.com/in/app/nakshatra/id1');
    expect(await freshConfig()).toMatchObject({ playStoreUrl: 'https://play.google.com/store/apps/details?id=app.nakshatra', appStoreUrl: 'https://apps.apple.com/in/app/nakshatra/id1' });
  });

  it('holds the constants of spec §9', () => {
    expect([OTP_LENGTH, MOBILE_NUMBER_LENGTH, RESEND_COUNTDOWN_SECONDS]).toEqual([6, 10, 30]);
    expect(USER_COOKIE_LIFETIME_MS).toBe(2 * 24 * 60 * 60 * 1000);
    expect([COUNTRY_DROPDOWN_MAX_HEIGHT_PX, DEVTOOLS_SIZE_THRESHOLD_PX, BAN_RELOAD_INTERVAL_MS, LINK_PREFETCH_MARGIN_PX]).toEqual([190, 160, 2000, 200]);
    expect(Object.values(BREAKPOINTS)).toEqual([576, 768, 858, 992, 1200, 1400]);
  });
});
