const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from a URL or a token are checked before they reach a uuid column, which would reject them with a 500. */
export const isUuid = (value: string): boolean => UUID.test(value);
