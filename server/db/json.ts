/**
 * jsonb values are written as JSON text. node-postgres would turn a JavaScript array into a
 * PostgreSQL array literal, not JSON, so every jsonb write goes through here, for both drivers alike.
 */
export function json(value: unknown): string {
  return JSON.stringify(value);
}
