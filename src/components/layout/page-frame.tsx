import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';
import type { AppHref, AppRoute } from '../../../shared/config/routes';
import { useLocale, useLocalePath, useSwitchLocale } from '../../lib/locale';
import { usePageNotFound } from '../../lib/page-status';
import { usePartnerStore } from '../../lib/partner-store';
import { readBarStatus } from '../../lib/storage';
import { useUnreadBadge } from '../../lib/unread-badge';
import { BottomBar } from '../ui/bottom-bar';
import { BackIcon, BellIcon, GiftIcon, GlobeIcon, HomeIcon, UserIcon } from '../ui/icons';
import * as bars from '../ui/bars.css';
import { TopBar } from '../ui/top-bar';
import * as nav from './frame-nav.css';
import * as s from './page-frame.css';

/**
 * A notice the app puts at the top of the framed screens it chooses (issue 25: a partner link without
 * valid credentials, src/app/partner-link.tsx): PageFrame draws it first inside <main>.
 */
export const FrameNoticeContext = createContext<ReactNode>(null);

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
 *
 * No partner setting strands a member (issue 25): with the bottom bar hidden, the tab pages carry
 * Notifications and Settings links where the top navigation is; with the top bar hidden, every screen
 * starts with a compact header inside <main> (back, a visible h1, those links, the language switch).
 */
export function PageFrame({ title: ownTitle, backTo = '/', tab, children }: PageFrameProps) {
  const { t } = useTranslation();
  // A screen that found nothing is not titled after what it could not find (issue 25).
  const title = usePageNotFound() ? t('routes.notPage') : ownTitle;
  const theme = usePartnerStore((st) => st.theme);
  const partner = usePartnerStore((st) => st.partner);
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const location = useLocation();
  const switchLocale = useSwitchLocale();
  const notice = useContext(FrameNoticeContext);
  const status = readBarStatus();
  const unread = useUnreadBadge((st) => st.count);
  const showTop = theme.top_bar_status === 1 && status.topbar;
  const bottomOn = theme.bottom_bar_status === 1 && status.bottom;
  const showBottom = bottomOn && tab !== undefined;
  const other = locale === 'th' ? 'en' : 'th';
  const offersOther = (partner.languages ?? ['th', 'en']).includes(other);
  const logo =
    status.logo && tab === 'home'
      ? { src: theme.logo, alt: t('app.logoAlt', { name: partner.name[locale] }) }
      : null;

  const onBack =
    backTo === null
      ? undefined
      : () => {
          // Go back within the app when we came from one of its pages, else to the parent route. The
          // router numbers its history entries (idx): 0 is the page the app was opened on, even after
          // a replace (the language switch), where going back would leave the app (about:blank).
          const idx = (window.history.state as { idx?: unknown } | null)?.idx;
          if (location.key !== 'default' && typeof idx === 'number' && idx > 0) navigate(-1);
          else navigate(lp(backTo));
        };

  const badge =
    unread && unread > 0
      ? {
          count: unread,
          // The server counts up to 100 a group (docs/decisions/070): past 99 it is "99+".
          label: unread > 99 ? t('nav.unreadMany') : t('nav.unread', { count: unread }),
        }
      : undefined;

  const tabs = [
    { key: 'home', path: '/', icon: <HomeIcon />, label: t('nav.home') },
    { key: 'promotion', path: '/promotion', icon: <GiftIcon />, label: t('nav.promotion') },
    { key: 'notification', path: '/notification', icon: <BellIcon />, label: t('nav.notification') },
    { key: 'setting', path: '/setting', icon: <UserIcon />, label: t('nav.setting') },
  ] as const;

  // The bottom bar is the only other way to Notifications and Settings: when it is hidden, the tab
  // pages (where it would be) carry both links next to the language switch.
  const onBar = showTop;
  const links =
    !bottomOn && tab !== undefined
      ? tabs
          .filter((item) => item.key === 'notification' || item.key === 'setting')
          .map((item) => {
            const count = item.key === 'notification' ? badge : undefined;
            return (
              <Link
                key={item.key}
                to={lp(item.path)}
                className={onBar ? bars.iconButton : nav.pageIcon}
                aria-current={item.key === tab ? 'page' : undefined}
                data-testid={`frame-link-${item.key}`}
              >
                <span className={nav.iconWrap}>
                  {item.icon}
                  {count ? (
                    <span className={nav.badge} aria-hidden="true">
                      {count.count > 99 ? '99+' : count.count}
                    </span>
                  ) : null}
                </span>
                <span className={bars.visuallyHidden}>
                  {item.label}
                  {count ? ` (${count.label})` : ''}
                </span>
              </Link>
            );
          })
      : null;

  const language = offersOther ? (
    <button
      type="button"
      className={onBar ? bars.langButton : nav.pageLang}
      onClick={() => void switchLocale(other)}
      lang={other}
      data-testid="language-switch"
    >
      <GlobeIcon size={18} />
      {t('nav.language')}
      {/* The name starts with the visible words (WCAG 2.5.3), then says what the button does. */}
      <span className={bars.visuallyHidden}> – {t('nav.languageLabel')}</span>
    </button>
  ) : null;

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
          logo={logo}
          end={
            links || language ? (
              <div className={nav.endRow}>
                {links}
                {language}
              </div>
            ) : null
          }
        />
      ) : null}
      <main id="main" className={s.main} tabIndex={-1}>
        {showTop ? null : (
          // In <main> (every part of the page in a landmark), so the title is seen and read first.
          <div className={nav.innerHeader} data-testid="inner-header">
            {onBack ? (
              <button type="button" className={nav.pageIcon} onClick={onBack} aria-label={t('nav.back')}>
                <BackIcon />
              </button>
            ) : null}
            {logo ? <img className={nav.innerLogo} src={logo.src} alt={logo.alt} /> : null}
            <h1 className={logo ? bars.visuallyHidden : nav.innerTitle}>{title}</h1>
            {links || language ? (
              <div className={nav.innerTools}>
                {links}
                {language}
              </div>
            ) : null}
          </div>
        )}
        {notice}
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
            ...(item.key === 'notification' && badge ? { badge } : {}),
          }))}
        />
      ) : null}
    </>
  );
}
