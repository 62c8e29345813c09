const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs; anything else in an `{id}` path parameter is a slug or nothing. */
export const isUuid = (text: string): boolean => UUID.test(text);
