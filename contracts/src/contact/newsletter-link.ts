/** A newsletter link's token: the subscriber id (64 hex) and the secret (43 base64url characters), as `/newsletter?confirm=` and `?unsubscribe=` carry it. */
export const NEWSLETTER_LINK_TOKEN = /^[0-9a-f]{64}\.[A-Za-z0-9_-]{43}$/;
