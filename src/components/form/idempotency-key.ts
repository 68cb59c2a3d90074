/**
 * The Idempotency-Key of a create (docs/decisions/029-idempotency-keys.md): one key per user action.
 * Sending the same values again after a failure (no network, 503, 409 "still running") reuses the
 * key, so if the first attempt did reach the server, the retry gets its answer instead of creating a
 * second card, link or display; changed values get a new key; a success ends the action.
 */
import { useRef } from 'react';

export interface IdempotencyKeys {
  /** The key to send `values` with: the last attempt's when the values are the same, else a new one. */
  keyFor(values: unknown): string;
  /** After a success: the next attempt is a new action. */
  reset(): void;
}

/** 32 hex digits from the browser's random source (the server takes 16–128 of [A-Za-z0-9_-]). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Values as comparable text: files by name, size, type and date (their bytes are not read). */
function describe(values: unknown): string {
  return JSON.stringify(values, (_key, value: unknown) =>
    value instanceof Blob
      ? {
          name: (value as File).name,
          size: value.size,
          type: value.type,
          modified: (value as File).lastModified,
        }
      : value,
  );
}

export function idempotencyKeys(): IdempotencyKeys {
  let last: { values: string; key: string } | null = null;
  return {
    keyFor(values) {
      const text = describe(values);
      if (last?.values !== text) last = { values: text, key: newKey() };
      return last.key;
    },
    reset() {
      last = null;
    },
  };
}

/** The keys of one form or screen, kept for as long as it is shown. */
export function useIdempotencyKey(): IdempotencyKeys {
  const keys = useRef<IdempotencyKeys | null>(null);
  keys.current ??= idempotencyKeys();
  return keys.current;
}
