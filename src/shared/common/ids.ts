// Record ids are UUIDs (the database generates them); a path or link with anything else
// names nothing, so the browser can say "not found" without asking the server.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID.test(value);
