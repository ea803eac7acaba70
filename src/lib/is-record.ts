/** A group of fields (a plain object): not null, not a list, not a date. Browser-safe. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
