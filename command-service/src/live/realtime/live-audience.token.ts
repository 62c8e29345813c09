/** The LiveAudience (platform) the live hub reports viewer counts to. */
export const LIVE_AUDIENCE = Symbol('LiveAudience');
