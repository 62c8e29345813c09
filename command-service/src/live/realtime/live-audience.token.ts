/** The LiveAudience (platform) the live hub reports viewer counts to. */
export const LIVE_AUDIENCE = Symbol('LiveAudience');
/** The embedded engine's cap of viewers per session (a number). */
export const LIVE_MAX_VIEWERS = Symbol('LiveMaxViewers');
