/**
 * The onboarding previewer (small until its own issue): staff sign in (docs/decisions/038-staff-access.md),
 * then pick a partner, a language and any route of the route table, and see the member app rendered at
 * a phone viewport with that partner's theme. Partners come from the staff API: no partner file, and so
 * no partner's secret_key, is in this bundle (scripts/check-secrets.ts proves it on every build).
 */
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type AppHref,
  examplePath,
  isAppHref,
  type Locale,
  localizePath,
  ROUTES,
} from '../src/config/routes';
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

function App() {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    loadSession().then(setSession);
  }, []);
  return (
    <div className={s.layout}>
      <header className={s.header}>
        <h1 className={s.title}>Partner theme previewer</h1>
        <p className={s.subtitle}>Every route of the member app, rendered with any partner's theme.</p>
      </header>
      {session.status === 'loading' && <p aria-live="polite">Loading…</p>}
      {session.status === 'signed-out' && (
        <SignIn
          error={session.error}
          onSubmit={async (email, password) => setSession(await signIn(email, password))}
        />
      )}
      {session.status === 'signed-in' && (
        <Previewer
          staff={session.staff}
          partners={session.partners}
          onSignOut={async () => setSession(await signOut())}
        />
      )}
    </div>
  );
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
  const [partnerId, setPartnerId] = useState(partners[0]?.partner_id ?? 'default');
  const [locale, setLocale] = useState<Locale>('th');
  const [path, setPath] = useState<AppHref>('/');
  const src = useMemo(() => {
    const q = new URLSearchParams({ partner_id: partnerId });
    return `${localizePath(path, locale)}?${q}`;
  }, [partnerId, locale, path]);
  return (
    <>
      <p className={s.signedIn}>
        Signed in as {staff.name} ({staff.role}){' '}
        <button type="button" className={s.linkButton} onClick={onSignOut}>
          Sign out
        </button>
      </p>
      <form className={s.controls} onSubmit={(e) => e.preventDefault()}>
        <label className={s.control}>
          Partner
          <select value={partnerId} onChange={(e) => setPartnerId(e.target.value)}>
            {partners.map((p) => (
              <option key={p.partner_id} value={p.partner_id}>
                {p.name.en} ({p.ins_code})
              </option>
            ))}
          </select>
        </label>
        <label className={s.control}>
          Language
          <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
            <option value="th">Thai</option>
            <option value="en">English</option>
          </select>
        </label>
        <label className={s.control}>
          Route
          <select value={path} onChange={(e) => isAppHref(e.target.value) && setPath(e.target.value)}>
            {ROUTES.map((r) => (
              <option key={r.path} value={examplePath(r, 'demo-1', true)}>
                {r.path}
              </option>
            ))}
          </select>
        </label>
        <a className={s.open} href={src} target="_blank" rel="noreferrer">
          Open in a new tab
        </a>
      </form>
      <div className={s.device}>
        <iframe key={src} className={s.frame} src={src} title={`Preview of ${path} for ${partnerId}`} />
      </div>
    </>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
