/**
 * Card photos are member data: the server serves them only with the member's token. The auth cookie
 * is not always there (a token restored from storage, an in-app browser dropping cookies), so the
 * photo is fetched with the bearer token like any API call (fetchAuthed: the same headers, and a
 * 401 signs the member out) and shown from a local object URL.
 */
import { useEffect, useState } from 'react';
import { fetchAuthed } from '../../../lib/api-client';

export function useAuthedImage(url: string | null): { src: string | null; failed: boolean } {
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    if (!url) {
      setState({ src: null, failed: false });
      return;
    }
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchAuthed(url, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        objectUrl = URL.createObjectURL(await res.blob());
        setState({ src: objectUrl, failed: false });
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setState({ src: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
