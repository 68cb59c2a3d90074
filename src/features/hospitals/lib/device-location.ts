/**
 * "Near me": the device's position, asked for only when the member taps the button. A refusal, no
 * GPS, or no answer in time is the spec's "GPS unavailable" (docs/spec.md 8); search stays usable.
 *
 * Whether near-me is on is the search's (the address: ?near=1, so back from a place's details, a
 * reload and the language switch keep it: issue 25); the position itself never goes in the address.
 * The last fix is kept in memory for FIX_MAX_AGE_MS, so coming back shows the same list at once
 * (same query, same scroll) without asking the device again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

export type DeviceLocation =
  | { kind: 'off' }
  | { kind: 'locating' }
  | { kind: 'on'; pos: Position }
  | { kind: 'unavailable' };

/** As old as the browser may answer a position (maximumAge below): five minutes. */
const FIX_MAX_AGE_MS = 300_000;

let lastFix: { pos: Position; at: number } | null = null;

/** The last position this page got, while it is fresh enough; null otherwise. */
function freshFix(now = Date.now()): Position | null {
  return lastFix && now - lastFix.at < FIX_MAX_AGE_MS ? lastFix.pos : null;
}

/** Forgets the last position (tests; a sign-out reloads the page anyway). */
export function forgetFix() {
  lastFix = null;
}

/**
 * `wanted`: near-me is on in the search (?near=1). Turning it on locates (or reuses a fresh fix),
 * turning it off forgets the sorting; "unavailable" stays said until the member tries again.
 */
export function useDeviceLocation(wanted: boolean) {
  const [location, setLocation] = useState<DeviceLocation>(() => {
    const pos = wanted ? freshFix() : null;
    return pos ? { kind: 'on', pos } : { kind: 'off' };
  });
  const wantedRef = useRef(wanted);
  wantedRef.current = wanted;

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setLocation({ kind: 'unavailable' });
      return;
    }
    setLocation({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const pos = { lat: round5(p.coords.latitude), lng: round5(p.coords.longitude) };
        lastFix = { pos, at: Date.now() };
        // Turned off while the device was answering: keep the fix, do not sort.
        setLocation(wantedRef.current ? { kind: 'on', pos } : { kind: 'off' });
      },
      () => setLocation({ kind: 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: FIX_MAX_AGE_MS },
    );
  }, []);

  useEffect(() => {
    if (!wanted) {
      setLocation((prev) => (prev.kind === 'unavailable' || prev.kind === 'off' ? prev : { kind: 'off' }));
      return;
    }
    const pos = freshFix();
    if (pos) setLocation((prev) => (prev.kind === 'on' && prev.pos === pos ? prev : { kind: 'on', pos }));
    else locate();
  }, [wanted, locate]);

  return { location, locate };
}

/** About a metre: enough for distances, and the query key does not change with GPS jitter. */
const round5 = (x: number) => Math.round(x * 1e5) / 1e5;
