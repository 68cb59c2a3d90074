/**
 * "Near me": the device's position, asked for only when the member taps the button. A refusal, no
 * GPS, or no answer in time is the spec's "GPS unavailable" (docs/spec.md 8); search stays usable.
 */
import { useCallback, useState } from 'react';

export interface Position {
  lat: number;
  lng: number;
}

export type DeviceLocation =
  | { kind: 'off' }
  | { kind: 'locating' }
  | { kind: 'on'; pos: Position }
  | { kind: 'unavailable' };

export function useDeviceLocation() {
  const [location, setLocation] = useState<DeviceLocation>({ kind: 'off' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setLocation({ kind: 'unavailable' });
      return;
    }
    setLocation({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setLocation({ kind: 'on', pos: { lat: round5(p.coords.latitude), lng: round5(p.coords.longitude) } }),
      () => setLocation({ kind: 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  }, []);
  const stop = useCallback(() => setLocation({ kind: 'off' }), []);
  return { location, locate, stop };
}

/** About a metre: enough for distances, and the query key does not change with GPS jitter. */
const round5 = (x: number) => Math.round(x * 1e5) / 1e5;
