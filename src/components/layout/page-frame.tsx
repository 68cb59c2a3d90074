import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useLocation, useNavigate } from 'react-router';
import type { AppHref, AppRoute } from '../../../shared/config/routes';
import { useLocale, useLocalePath, useSwitchLocale } from '../../lib/locale';
import { usePartnerStore } from '../../lib/partner-store';
import { readBarStatus } from '../../lib/storage';
import { useUnreadBadge } from '../../lib/unread-badge';
import { BottomBar } from '../ui/bottom-bar';
import { BellIcon, GiftIcon, GlobeIcon, HomeIcon, UserIcon } from '../ui/icons';
import * as bars from '../ui/bars.css';
import { TopBar } from '../ui/top-bar';
import * as s from './page-frame.css';

export interface PageFrameProps {
  /** Page title (already translated); also the page's h1. */
  title: string;
  /** Where back leads when there is no in-app history; null hides the back action. */
  backTo?: AppHref | null;
  /** The main tab this page belongs to: shows the bottom bar with that tab active. */
  tab?: AppRoute['tab'];
  children: ReactNode;
}

/**
 * The themed frame of every screen: top bar and bottom bar follow the theme statuses and the
 * browser-storage status object (topbar, bottom, logo); content sits in a <main> landmark.
 */
export function PageFrame({ title, backTo = '/', tab, children }: PageFrameProps) {
  const { t } = useTranslation();
  const theme = usePartnerStore((st) => st.theme);
  const partner = usePartnerStore((st) => st.partner);
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const switchLocale = useSwitchLocale();
  const status = readBarStatus();
  const unread = useUnreadBadge((st) => st.count);
  const showTop = theme.top_bar_status === 1 && status.topbar;
  const showBottom = theme.bottom_bar_status === 1 && status.bottom && tab !== undefined;
  const other = locale === 'th' ? 'en' : 'th';
  const offersOther = (partner.languages ?? ['th', 'en']).includes(other);

  const onBack =
    backTo === null
      ? undefined
      : () => {
          // Go back within the app when we came from one of its pages, else to the parent route.
          if (location.key !== 'default' && window.history.length > 1) navigate(-1);
          else navigate(lp(backTo));
        };

  const tabs = [
    { key: 'home', path: '/', icon: <HomeIcon />, label: t('nav.home') },
    { key: 'promotion', path: '/promotion', icon: <GiftIcon />, label: t('nav.promotion') },
    { key: 'notification', path: '/notification', icon: <BellIcon />, label: t('nav.notification') },
    { key: 'setting', path: '/setting', icon: <UserIcon />, label: t('nav.setting') },
  ] as const;

  return (
    <>
      <a className={s.skipLink} href="#main">
        {t('app.skipToContent')}
      </a>
      {showTop ? (
        <TopBar
          title={title}
          onBack={onBack}
          backLabel={t('nav.back')}
          logo={
            status.logo && tab === 'home'
              ? { src: theme.logo, alt: t('app.logoAlt', { name: partner.name[locale] }) }
              : null
          }
          end={
            offersOther ? (
              <button
                type="button"
                className={bars.langButton}
                onClick={() => void switchLocale(other)}
                lang={other}
                data-testid="language-switch"
              >
                <GlobeIcon size={18} />
                {t('nav.language')}
                {/* The name starts with the visible words (WCAG 2.5.3), then says what the button does. */}
                <span className={bars.visuallyHidden}> – {t('nav.languageLabel')}</span>
              </button>
            ) : null
          }
        />
      ) : (
        <h1 className={s.hiddenTitle}>{title}</h1>
      )}
      <main id="main" className={s.main} tabIndex={-1}>
        {children}
      </main>
      {showBottom ? (
        <BottomBar
          label={t('nav.main')}
          items={tabs.map((item) => ({
            key: item.key,
            to: lp(item.path),
            label: item.label,
            icon: item.icon,
            active: item.key === tab,
            ...(item.key === 'notification' && unread
              ? {
                  badge: {
                    count: unread,
                    // The server counts up to 100 a group (docs/decisions/070): past 99 it is "99+".
                    label: unread > 99 ? t('nav.unreadMany') : t('nav.unread', { count: unread }),
                  },
                }
              : {}),
          }))}
        />
      ) : null}
    </>
  );
}
