import { useEffect, useState } from 'react';

/** The value after it has stopped changing for `ms` (docs/spec.md 9: debounce default 300 ms). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}
