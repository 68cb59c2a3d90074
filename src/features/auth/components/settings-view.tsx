/**
 * /setting: language, the member's consents, profile and password, the PDPA data download (a real
 * JSON file), account deletion, and log out with confirmation. Log out ends the session on the
 * server, clears the token and the session stores, and lands on `/`.
 */
import { type ReactNode, useId, useState } from 'react';
import { PageFrame } from '../../../components/layout/page-frame';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useErrorMessage } from '../../../components/ui/error-message';
import { LinkButton } from '../../../components/ui/empty-state';
import * as s from '../../../components/ui/form.css';
import { useToastStore } from '../../../components/ui/toast';
import { useScreen } from '../../../lib/use-screen';
import { useSwitchLocale } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import { exportMyData } from '../api/account';
import { useProfile } from '../api/account-queries';
import { logout } from '../api/logout';
import { clearMemberState } from '../session';

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

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h2 id={id} className={s.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

export function SettingsScreen() {
  const { t, locale, lp, navigate } = useScreen('auth');
  const switchLocale = useSwitchLocale();
  const toast = useToastStore((st) => st.show);
  const message = useErrorMessage();
  const languages = usePartnerStore((st) => st.partner.languages ?? ['th', 'en']);
  // The greeting and the password row wait for the profile; the rest of the page does not.
  const profile = useProfile().data ?? null;
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
    toast(t('account:setting.loggedOut'));
    navigate(lp('/'), { replace: true });
  }

  async function onDownload() {
    setBusy('download');
    try {
      downloadJson(await exportMyData(), `my-data-${new Date().toISOString().slice(0, 10)}.json`);
      toast(t('account:setting.downloadDone'));
    } catch (e) {
      toast(message(e), 'error');
    }
    setBusy(null);
  }

  const row = { variant: 'light', block: true } as const;
  return (
    <PageFrame title={t('common:routes.setting')} backTo={null} tab="setting">
      <Section heading={t('account:setting.account')}>
        {profile ? (
          <p className={s.lead} data-testid="setting-greeting">
            {t('account:setting.greeting', { name: `${profile.name} ${profile.surname}` })}
          </p>
        ) : null}
        <LinkButton to="/edit-profile" {...row}>
          {t('account:setting.editProfile')}
        </LinkButton>
        {profile?.is_sso ? null : (
          <LinkButton to="/change-password" {...row}>
            {t('account:setting.changePassword')}
          </LinkButton>
        )}
      </Section>

      {languages.length > 1 ? (
        <Section heading={t('account:setting.language')}>
          <fieldset className={`${s.fieldset} ${s.radioRow}`} aria-label={t('account:setting.language')}>
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
                  {l === 'th' ? t('account:setting.languageThai') : t('account:setting.languageEnglish')}
                </Button>
              ))}
          </fieldset>
        </Section>
      ) : null}

      <Section heading={t('account:setting.privacyAndTerms')}>
        <LinkButton to="/condition-setting" {...row}>
          {t('account:setting.conditionSetting')}
        </LinkButton>
        <LinkButton to="/privacy-setting" {...row}>
          {t('account:setting.privacySetting')}
        </LinkButton>
      </Section>

      <Section heading={t('account:setting.yourData')}>
        <p className={s.muted}>{t('account:setting.downloadHelp')}</p>
        <Button
          variant="outline"
          block
          disabled={busy !== null}
          onClick={onDownload}
          data-testid="setting-download"
        >
          {busy === 'download' ? t('account:setting.downloading') : t('account:setting.download')}
        </Button>
        <LinkButton to="/delete-account" variant="danger" block>
          {t('account:setting.deleteAccount')}
        </LinkButton>
      </Section>

      <Button variant="secondary" block onClick={() => setConfirmLogout(true)} data-testid="setting-logout">
        {t('account:setting.logout')}
      </Button>
      <ConfirmDialog
        open={confirmLogout}
        title={t('account:setting.logoutTitle')}
        cancelLabel={t('common:actions.cancel')}
        confirmLabel={t('account:setting.logoutConfirm')}
        confirmTestId="logout-confirm"
        busy={busy === 'logout'}
        onConfirm={onLogout}
        onClose={() => setConfirmLogout(false)}
      >
        <p>{t('account:setting.logoutBody')}</p>
      </ConfirmDialog>
    </PageFrame>
  );
}
