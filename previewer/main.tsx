/**
 * The partner previewer (issue 14): staff sign in (docs/decisions/038-staff-access.md), then see every
 * route of the member app as a grid of phone frames for chosen partners and the open draft, in Thai
 * and/or English, at 320, 390 and 768 px; compare two sources side by side with their differences;
 * edit the draft in the side panel and see every frame re-theme without a reload. The whole view is
 * in the address bar, so a link opens the same view for another staff member.
 *
 * Partners come from the staff API: no partner file, and so no partner's secret_key, is in this
 * bundle (scripts/check-secrets.ts proves it on every build).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { STAFF_ROLE_LABELS } from '../shared/api/staff-roles';
import type { PreviewConfig } from '../shared/engine/partner/preview';
import { previewsPane } from './admin/admin.css';
import { type PreviewerTab, SectionLinks, sectionsOf, tabFor, withTab } from './admin/sections';
import { queryClient } from './api/client';
import { EditorPanel } from './editor';
import { useDraftStore } from './editor/draft-store';
import { useExamples } from './grid/examples';
import { refreshHighlights } from './grid/frame-bus';
import { FramesGrid, matchesSearch, statesOf } from './grid/frames-grid';
import { forgetPreviewSessions } from './grid/preview-sessions';
import { ROUTE_GROUPS, routesOf } from './grid/route-groups';
import { draftSource, partnerSource, type Source } from './grid/sources';
import * as s from './previewer.css';
import { SignIn } from './sign-in';
import {
  loadSession,
  type SessionState,
  type StaffPartner,
  type StaffProfile,
  signIn,
  signOut,
} from './staff-session';
import { ControlBar } from './view/control-bar';
import { Differences } from './view/differences';
import { usePartnerConfigs } from './view/partner-configs';
import { decodeView, encodeView, type ViewState } from './view/view-state';

/** Staff accounts and the audit trail (issue 21): loaded only when an admin opens them. */
const AdminView = lazy(() => import('./admin'));
/** Drafts to publish, partner versions and drift (issue 26): loaded only when opened. */
const GoLiveView = lazy(() => import('./golive'));
/** The claims workspace (issue 27): loaded only when a claims officer opens it. */
const ClaimsView = lazy(() => import('./claims'));

function App() {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    loadSession().then(setSession);
  }, []);
  if (session.status === 'signed-in')
    return (
      <Previewer
        staff={session.staff}
        partners={session.partners}
        onSignOut={async () => {
          forgetPreviewSessions();
          setSession(await signOut());
        }}
      />
    );
  return (
    <div className={s.layout}>
      <header className={s.header}>
        <h1 className={s.title}>Partner previewer</h1>
        <p className={s.subtitle}>Every route of the member app, for any partner or draft.</p>
      </header>
      {session.status === 'loading' && <p aria-live="polite">Loading…</p>}
      {session.status === 'signed-out' && (
        <SignIn
          error={session.error}
          onSubmit={async (email, password) => setSession(await signIn(email, password))}
        />
      )}
    </div>
  );
}

/** The view from the address bar, keeping only partners this staff member can see. */
function initialView(partners: readonly StaffPartner[]): ViewState {
  const view = decodeView(window.location.search);
  const known = new Set(partners.map((p) => p.partner_id));
  const kept = view.partners.filter((id) => known.has(id));
  const fallback = partners[0]?.partner_id;
  return {
    ...view,
    partners: kept.length > 0 || view.draft || !fallback ? kept : [fallback],
  };
}

function Previewer({
  staff,
  partners,
  onSignOut,
}: {
  staff: StaffProfile;
  partners: StaffPartner[];
  onSignOut: () => Promise<void>;
}) {
  const [view, setView] = useState<ViewState>(() => initialView(partners));
  // The section ("Previews", "Go live", "Claims" or "Staff and audit") is in the address bar too, as tab=….
  const tabs = sectionsOf(staff);
  const admin = tabs.length > 1;
  const [tab, setTab] = useState<PreviewerTab>(() => tabFor(staff, window.location.search));
  // The previews mount once shown, and then stay (hidden) so a draft being edited keeps its panel.
  const [previewsMounted, setPreviewsMounted] = useState(false);
  const mountPreviews = previewsMounted || tab === 'previews';
  useEffect(() => {
    if (tab === 'previews') setPreviewsMounted(true);
  }, [tab]);
  useEffect(() => {
    if (!admin) return;
    const onPop = () => setTab(tabFor(staff, window.location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [admin, staff]);
  const hrefOf = useCallback(
    (next: PreviewerTab) => `${window.location.pathname}?${withTab(encodeView(view), next)}`,
    [view],
  );
  const selectTab = useCallback(
    (next: PreviewerTab) => {
      if (next === tab) return;
      window.history.pushState(null, '', hrefOf(next));
      setTab(next);
    },
    [tab, hrefOf],
  );
  const update = useCallback(
    (next: Partial<ViewState>) =>
      setView((v) => {
        const merged = { ...v, ...next };
        return { ...merged, highlight: merged.compare && merged.highlight };
      }),
    [],
  );
  // The view lives in the address bar: a copied link opens the same view.
  useEffect(() => {
    const url = hrefOf(tab);
    if (url !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(null, '', url);
  }, [hrefOf, tab]);

  const draft = useDraftStore((st) => st.current);
  // A shared link names a draft: open it in the editor (once), when the editor can.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !view.draft || draft?.id === view.draft) return;
    asked.current = true;
    const open = (useDraftStore.getState() as { openDraft?: (id: string) => unknown }).openDraft;
    open?.(view.draft);
  }, [view.draft, draft?.id]);
  // A draft the editor opens joins the view.
  const lastDraftId = useRef(draft?.id);
  useEffect(() => {
    if (draft && draft.id !== lastDraftId.current) update({ draft: draft.id });
    lastDraftId.current = draft?.id;
  }, [draft, update]);

  const byId = useMemo(() => new Map(partners.map((p) => [p.partner_id, p])), [partners]);
  const draftId = draft?.id;
  const draftLabel = draft?.label;
  const draftBase = draft?.basePartnerId;
  const sources = useMemo<Source[]>(() => {
    const list = view.partners.flatMap((id) => {
      const p = byId.get(id);
      return p ? [partnerSource(p)] : [];
    });
    if (view.draft && draftId === view.draft && draftLabel !== undefined && draftBase !== undefined)
      list.push(
        draftSource(
          { id: draftId, label: draftLabel, basePartnerId: draftBase },
          byId.get(draftBase)?.in_line ?? false,
        ),
      );
    return list;
  }, [view.partners, view.draft, draftId, draftLabel, draftBase, byId]);

  const compare = useMemo(
    () => (view.compare && sources.length >= 2 ? ([sources[0], sources[1]] as const) : null),
    [view.compare, sources],
  ) as readonly [Source, Source] | null;
  const configs = usePartnerConfigs(
    compare ? compare.filter((c) => c.kind === 'partner').map((c) => c.id) : [],
  );
  const configOf = useCallback(
    (source: Source): PreviewConfig | undefined =>
      source.kind === 'draft'
        ? // Read at call time: the frame bus asks while the store is changing.
          useDraftStore.getState().current?.config
        : configs.get(source.id),
    [configs],
  );

  // What each compared frame outlines: the other column's configuration while highlighting is on.
  const highlightState = useRef({ compare, highlight: view.highlight, configOf });
  highlightState.current = { compare, highlight: view.highlight, configOf };
  const highlightAgainst = useCallback((source: Source): PreviewConfig | null | undefined => {
    const { compare: pair, highlight, configOf: of } = highlightState.current;
    if (!pair) return undefined;
    if (!highlight) return null;
    const other = source.key === pair[0].key ? pair[1] : pair[0];
    return of(other) ?? null;
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sent whenever what is highlighted changes
  useEffect(() => {
    refreshHighlights();
  }, [view.highlight, configs, compare]);

  const { examples, ready } = useExamples(sources.map((src) => src.basePartnerId));

  const framesPerSource = ROUTE_GROUPS.flatMap(routesOf)
    .filter((r) => matchesSearch(r, view.search))
    .reduce((n, r) => n + statesOf(r).length, 0);
  const frameCount =
    framesPerSource *
    (compare ? 2 : sources.length) *
    view.locales.length *
    view.widths.length *
    view.schemes.length;
  const waitingForDraft = view.draft !== null && draftId !== view.draft;

  return (
    <div className={s.app}>
      <header className={s.topBar}>
        <h1>Partner previewer</h1>
        {admin && <SectionLinks tabs={tabs} current={tab} hrefOf={hrefOf} onSelect={selectTab} />}
        <p className={s.signedIn}>
          Signed in as {staff.name} ({STAFF_ROLE_LABELS[staff.role]}
          {staff.partner_ids ? `, ${staff.partner_ids.join(', ')}` : ''})
        </p>
        <button type="button" className={s.topButton} onClick={onSignOut}>
          Sign out
        </button>
      </header>
      {tab === 'admin' && (
        <Suspense
          fallback={
            <p className={s.empty} role="status">
              Loading…
            </p>
          }
        >
          <AdminView staff={staff} partners={partners} />
        </Suspense>
      )}
      {tab === 'golive' && (
        <Suspense
          fallback={
            <p className={s.empty} role="status">
              Loading…
            </p>
          }
        >
          <GoLiveView staff={staff} partners={partners} />
        </Suspense>
      )}
      {tab === 'claims' && (
        <Suspense
          fallback={
            <p className={s.empty} role="status">
              Loading…
            </p>
          }
        >
          <ClaimsView partners={partners} />
        </Suspense>
      )}
      {mountPreviews && (
        <div className={previewsPane} hidden={tab !== 'previews'}>
          <ControlBar
            view={view}
            onChange={update}
            partners={partners}
            draft={draft ? { id: draft.id, label: draft.label } : null}
            frameCount={frameCount}
          />
          <div className={s.workspace}>
            {staff.permissions.includes('drafts.read') && (
              <aside className={s.sidePanel} aria-label="Draft editor">
                <EditorPanel />
              </aside>
            )}
            <main className={s.main}>
              {waitingForDraft && (
                <p className={s.muted} role="status">
                  Opening the shared draft…
                </p>
              )}
              {compare && (
                <Differences
                  labels={[compare[0].label, compare[1].label]}
                  configs={[configOf(compare[0]), configOf(compare[1])]}
                  highlighting={view.highlight}
                />
              )}
              {view.compare && !compare && (
                <p className={s.muted} role="status">
                  Choose two sources (partners or the draft) to compare them side by side.
                </p>
              )}
              {sources.length === 0 ? (
                <p className={s.empty} role="status">
                  Choose a partner or open a draft to see its screens.
                </p>
              ) : ready ? (
                <FramesGrid
                  sources={sources}
                  locales={view.locales}
                  widths={view.widths}
                  schemes={view.schemes}
                  search={view.search}
                  compare={compare}
                  highlightAgainst={highlightAgainst}
                  examples={examples}
                />
              ) : (
                <p className={s.muted} role="status">
                  Loading demo records…
                </p>
              )}
            </main>
          </div>
        </div>
      )}
    </div>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
