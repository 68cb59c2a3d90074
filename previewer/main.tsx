/**
 * The onboarding previewer (small until its own issue): pick a partner, a language and any route of
 * the route table, and see the member app rendered at a phone viewport with that partner's theme.
 */
import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  type AppHref,
  examplePath,
  isAppHref,
  type Locale,
  localizePath,
  ROUTES,
} from '../src/config/routes';
import type { Partner } from '../src/generated/types';
import * as s from './previewer.css';

const partnerFiles = import.meta.glob<{ default: Partner }>('../partners/*/partner.json', { eager: true });
const partners = Object.values(partnerFiles)
  .map((m) => m.default)
  .sort((a, b) =>
    a.partner_id === 'default'
      ? -1
      : b.partner_id === 'default'
        ? 1
        : a.partner_id.localeCompare(b.partner_id),
  );

function Previewer() {
  const [partnerId, setPartnerId] = useState(partners[0]?.partner_id ?? 'default');
  const [locale, setLocale] = useState<Locale>('th');
  const [path, setPath] = useState<AppHref>('/');
  const src = useMemo(() => {
    const q = new URLSearchParams({ partner_id: partnerId });
    return `${localizePath(path, locale)}?${q}`;
  }, [partnerId, locale, path]);
  return (
    <div className={s.layout}>
      <header className={s.header}>
        <h1 className={s.title}>Partner theme previewer</h1>
        <p className={s.subtitle}>Every route of the member app, rendered with any partner's theme.</p>
      </header>
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
    </div>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Previewer />
    </StrictMode>,
  );
