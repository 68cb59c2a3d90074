/**
 * /setting: language, the member's consents, profile and password, the PDPA data download (a real
 * JSON file), account deletion, and log out with confirmation. Log out ends the session on the
 * server, clears the token and the session stores, and lands on `/`.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Button, buttonClassName } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { useToastStore } from '../../components/ui/toast';
import { exportMyData, getProfile } from '../../features/auth/api/account';
import { logout } from '../../features/auth/api/logout';
import * as s from '../../features/auth/components/auth.css';
import { clearMemberState } from '../../features/auth/session';
import { useLoad } from '../../features/consents/hooks';
import { ApiRequestError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath, useSwitchLocale } from '../../lib/locale';
import { usePartnerStore } from '../../lib/partner-store';

/** Saves JSON as a file through a temporary object URL (works in LINE's browser and on phones). */
function downloadJson(data: unknown, filename: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function SettingScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const switchLocale = useSwitchLocale();
  const toast = useToastStore((st) => st.show);
  const languages = usePartnerStore((st) => st.partner.languages ?? ['th', 'en']);
  const { result } = useLoad(() => getProfile(), []);
  const profile = result.state === 'ready' ? result.data : null;
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [busy, setBusy] = useState<'logout' | 'download' | null>(null);

  async function onLogout() {
    setBusy('logout');
    try {
      await logout();
    } catch {
      // Even if the server cannot be reached, this browser forgets the session.
    }
    await clearMemberState();
    setConfirmLogout(false);
    toast(t('setting.loggedOut'));
    navigate(lp('/'), { replace: true });
  }

  async function onDownload() {
    setBusy('download');
    try {
      const data = await exportMyData();
      const day = new Date().toISOString().slice(0, 10);
      downloadJson(data, `my-data-${day}.json`);
      toast(t('setting.downloadDone'));
    } catch (e) {
      toast(
        (e instanceof ApiRequestError ? e.messageIn(locale) : null) ?? t('common:errors.unexpected'),
        'error',
      );
    }
    setBusy(null);
  }

  const row = buttonClassName({ variant: 'light', block: true });
  return (
    <PageFrame title={t('common:routes.setting')} backTo={null} tab="setting">
      <section className={s.panel} aria-labelledby="setting-account">
        <h2 id="setting-account" className={s.heading}>
          {t('setting.account')}
        </h2>
        {profile ? (
          <p className={s.lead} data-testid="setting-greeting">
            {t('setting.greeting', { name: `${profile.name} ${profile.surname}` })}
          </p>
        ) : null}
        <Link className={row} to={lp('/edit-profile')}>
          {t('setting.editProfile')}
        </Link>
        {profile?.is_sso ? null : (
          <Link className={row} to={lp('/change-password')}>
            {t('setting.changePassword')}
          </Link>
        )}
      </section>

      {languages.length > 1 ? (
        <section className={s.panel} aria-labelledby="setting-language">
          <h2 id="setting-language" className={s.heading}>
            {t('setting.language')}
          </h2>
          <fieldset className={`${s.fieldset} ${s.radioRow}`} aria-labelledby="setting-language">
            {(['th', 'en'] as const)
              .filter((l) => languages.includes(l))
              .map((l) => (
                <Button
                  key={l}
                  variant={l === locale ? 'primary' : 'outline'}
                  aria-pressed={l === locale}
                  lang={l}
                  onClick={() => (l === locale ? undefined : void switchLocale(l))}
                  data-testid={`setting-language-${l}`}
                >
                  {l === 'th' ? t('setting.languageThai') : t('setting.languageEnglish')}
                </Button>
              ))}
          </fieldset>
        </section>
      ) : null}

      <section className={s.panel} aria-labelledby="setting-consents">
        <h2 id="setting-consents" className={s.heading}>
          {t('setting.privacyAndTerms')}
        </h2>
        <Link className={row} to={lp('/condition-setting')}>
          {t('setting.conditionSetting')}
        </Link>
        <Link className={row} to={lp('/privacy-setting')}>
          {t('setting.privacySetting')}
        </Link>
      </section>

      <section className={s.panel} aria-labelledby="setting-data">
        <h2 id="setting-data" className={s.heading}>
          {t('setting.yourData')}
        </h2>
        <p className={s.muted}>{t('setting.downloadHelp')}</p>
        <Button
          variant="outline"
          block
          disabled={busy !== null}
          onClick={() => void onDownload()}
          data-testid="setting-download"
        >
          {busy === 'download' ? t('setting.downloading') : t('setting.download')}
        </Button>
        <Link className={buttonClassName({ variant: 'danger', block: true })} to={lp('/delete-account')}>
          {t('setting.deleteAccount')}
        </Link>
      </section>

      <Button variant="secondary" block onClick={() => setConfirmLogout(true)} data-testid="setting-logout">
        {t('setting.logout')}
      </Button>
      <Dialog
        open={confirmLogout}
        title={t('setting.logoutTitle')}
        onClose={() => setConfirmLogout(false)}
        actions={
          <>
            <Button variant="outline" onClick={() => setConfirmLogout(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="primary"
              disabled={busy === 'logout'}
              onClick={() => void onLogout()}
              data-testid="logout-confirm"
            >
              {t('setting.logoutConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('setting.logoutBody')}</p>
      </Dialog>
    </PageFrame>
  );
}
