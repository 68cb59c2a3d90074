/** Test helpers for suites that break connections under a running server (database faults and timeouts). */
import { afterAll, beforeAll } from 'vitest';

/**
 * Anything that would have crashed the process while the file's tests run: an unhandled 'error' event,
 * a rejection nobody caught. Listens from beforeAll to afterAll; `onFault` is called on each.
 */
export function recordProcessFaults(onFault: () => void = () => {}): {
  faults: unknown[];
  /** Records a fault seen elsewhere (an 'error' event of a client the test opened). */
  record: (error: unknown) => void;
} {
  const faults: unknown[] = [];
  const record = (error: unknown) => {
    faults.push(error);
    onFault();
  };
  beforeAll(() => {
    process.on('uncaughtException', record);
    process.on('unhandledRejection', record);
  });
  afterAll(() => {
    process.off('uncaughtException', record);
    process.off('unhandledRejection', record);
  });
  return { faults, record };
}

/** A promise and the function that settles it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
