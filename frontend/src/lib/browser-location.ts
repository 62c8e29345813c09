/**
 * Full-page navigations, behind one object so tests can replace them (jsdom's location cannot be
 * stubbed, and a full load is what these callers want: fresh state after login, logout and bans).
 */
export const browserLocation = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};
