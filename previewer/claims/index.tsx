/**
 * The previewer's "Claims" section (issue 27; docs/decisions/085-claims-workspace.md): the queue of
 * the officer's partners, longest waiting first, and one claim with its card, coverage, timeline,
 * documents shown in the page and the moves its stage allows. The filters and the open claim are in
 * the address bar (format.ts), so a link opens the same view; Back and Forward move between the queue
 * and a claim. Loaded only when opened (main.tsx imports it lazily).
 */
import { useCallback, useEffect, useState } from 'react';
import * as a from '../admin/admin.css';
import type { StaffPartner } from '../staff-session';
import { ClaimView } from './claim-view';
import { type QueueFilters, readClaimParams, writeClaimParams } from './format';
import { ClaimQueue } from './queue';

const addressOf = (filters: QueueFilters, claim: string | null) =>
  `${window.location.pathname}?${writeClaimParams(window.location.search, filters, claim)}`;

export default function ClaimsView({ partners }: { partners: readonly StaffPartner[] }) {
  const [state, setState] = useState(() => readClaimParams(window.location.search));
  useEffect(() => {
    const onPop = () => setState(readClaimParams(window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const setFilters = useCallback((filters: QueueFilters) => {
    window.history.replaceState(null, '', addressOf(filters, null));
    setState({ filters, claim: null });
  }, []);
  const open = useCallback(
    (claim: string | null) => {
      window.history.pushState(null, '', addressOf(state.filters, claim));
      setState((s) => ({ ...s, claim }));
      window.scrollTo({ top: 0 });
    },
    [state.filters],
  );

  return (
    <main className={a.view} aria-label="Claims">
      {state.claim ? (
        <ClaimView id={state.claim} queueHref={addressOf(state.filters, null)} onBack={() => open(null)} />
      ) : (
        <ClaimQueue
          partners={partners}
          filters={state.filters}
          onFilters={setFilters}
          hrefOf={(id) => addressOf(state.filters, id)}
          onOpen={open}
        />
      )}
    </main>
  );
}
