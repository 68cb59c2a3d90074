/**
 * Whether the device is online, and whether a screen is waiting for the connection to come back
 * (its code could not be fetched offline: src/lib/chunk-reload.ts). Read by the offline banner
 * (src/components/ui/offline-banner.tsx). Tiny on purpose: it is part of every first screen.
 */
import { useSyncExternalStore } from 'react';

let waiting = false;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Marks (or clears) a screen waiting for the connection. */
export function setWaitingForConnection(value: boolean) {
  if (waiting === value) return;
  waiting = value;
  notify();
}

/** Resolves at the next `online` event (at once when already online). */
export function whenOnline(): Promise<void> {
  if (isOnline()) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export interface ConnectionState {
  online: boolean;
  /** A screen the member opened is waiting for the connection. */
  waiting: boolean;
}

const snapshots = new Map<string, ConnectionState>();
function snapshot(): ConnectionState {
  const online = isOnline();
  const key = `${online}:${waiting}`;
  let value = snapshots.get(key);
  if (!value) {
    value = { online, waiting };
    snapshots.set(key, value);
  }
  return value;
}

export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribe, snapshot, () => ({ online: true, waiting: false }));
}
