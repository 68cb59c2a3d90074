/**
 * A partner link without valid credentials (issue 25): ?partner_id=siam-life with no secret_key, or a
 * secret the server refuses, themes the app as that partner but registration would fail at its last
 * step ("The insurer details are not valid"). The app asks once, for a visitor, and says so on the
 * first screen: home and login carry the notice, /register shows it instead of the form.
 */
import { useLayoutEffect } from 'react';
import { Link } from 'react-router';
import { create } from 'zustand';
import { useTranslation } from '../lib/i18n';
import { useLocalePath } from '../lib/locale';
import { local, STORAGE_KEYS } from '../lib/storage';
import * as f from './partner-link.css';

export type PartnerLinkStatus = 'checking' | 'ok' | 'invalid' | 'unknown';

export const usePartnerLinkStore = create<{ status: PartnerLinkStatus }>(() => ({ status: 'checking' }));

let asked = false;

/** Asks the server once per page load (only with a partner link; the API code loads only then). */
export function checkPartnerLink() {
  if (asked) return;
  asked = true;
  const set = (status: PartnerLinkStatus) => usePartnerLinkStore.setState({ status });
  const partnerId = local.get(STORAGE_KEYS.partnerId);
  if (!partnerId) return set('ok');
  // A partner's link without its secret needs no question: said before the first paint. ("default" is
  // the built-in partner, whose credentials the app carries: partner-headers.ts.)
  if (!local.get(STORAGE_KEYS.secretKey) && partnerId !== 'default') return set('invalid');
  import('../features/auth/api/partner-headers')
    .then((m) => m.partnerLinkStatus())
    .then(set, () => set('unknown'));
}

/** For tests: forget the answer so the next screen asks again. */
export function resetPartnerLink() {
  asked = false;
  usePartnerLinkStore.setState({ status: 'checking' });
}

/** The link's status; `active` false (a signed-in member) asks nothing. */
export function usePartnerLink(active = true): PartnerLinkStatus {
  useLayoutEffect(() => {
    if (active) checkPartnerLink();
  }, [active]);
  return usePartnerLinkStore((st) => st.status);
}

/** The notice itself, first in <main>: what is wrong, what to do, and that signing in still works. */
export function PartnerLinkNotice({ actions = false }: { actions?: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalePath();
  return (
    <section
      className={f.notice}
      role="status"
      aria-labelledby="partner-link-title"
      data-testid="partner-link"
    >
      <h2 id="partner-link-title" className={f.title}>
        {t('partnerLink.title')}
      </h2>
      <p>{t('partnerLink.body')}</p>
      {actions ? (
        <p className={f.links}>
          <Link className={f.link} to={lp('/login')}>
            {t('partnerLink.login')}
          </Link>
          <Link className={f.link} to={lp('/')}>
            {t('partnerLink.home')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The notice in the frame of the first screens (home, login), once the link is known to be bad. */
export function PartnerLinkFrameNotice() {
  return usePartnerLink() === 'invalid' ? <PartnerLinkNotice /> : null;
}
