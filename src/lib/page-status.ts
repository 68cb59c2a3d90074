/**
 * Whether the screen at the current location found nothing to show (issue 25: titles never name a
 * page that was not found). A "not found" state (NotFoundState in src/components/ui/query-state.tsx:
 * a detail whose record does not exist) reports itself here; the page frame then titles the page
 * "Page not found" and the app shell puts that in the document title. Keyed by the location, so the
 * next page starts clean.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';

const usePageStatus = create<{ notFoundAt: string | null }>(() => ({ notFoundAt: null }));

/** Marks the current location as "not found" while the calling component is on screen. */
export function useReportNotFound() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    usePageStatus.setState({ notFoundAt: key });
    return () => {
      if (usePageStatus.getState().notFoundAt === key) usePageStatus.setState({ notFoundAt: null });
    };
  }, [key]);
}

/** True when something on the current page said it was not found. */
export function usePageNotFound(): boolean {
  const { key } = useLocation();
  return usePageStatus((st) => st.notFoundAt === key);
}
