/**
 * /login: username (English letters and digits) and password. On success the token is stored and the
 * member goes to /check-page, which decides the next step (consent update, password renewal, the
 * remembered path, home). Budget: this route must stay lean (docs/decisions/003): plain React state,
 * src/lib/rules, no zod, no TanStack Query, only type imports from the API contract.
 */
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageFrame } from '../../components/layout/page-frame';
import { Button } from '../../components/ui/button';
import { AlertIcon } from '../../components/ui/icons';
import * as s from '../../features/auth/components/auth.css';
import { PasswordField, TextField } from '../../features/auth/components/password-field';
import { REDIRECT_PARAM } from '../../lib/access';
import { useTranslation } from '../../lib/i18n';
import { useLocale, useLocalePath } from '../../lib/locale';
import { usePartnerStore } from '../../lib/partner-store';
import { checkLoginUsername } from '../../lib/rules/login-username';

/** After a failed submit, focus the first invalid field so its error is read out. */
const focusFirstInvalid = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

/** The submission code, fetched once; started early so it is there when the member taps "Log in". */
let submitModule: Promise<typeof import('../../features/auth/login-submit')> | null = null;
const loadSubmit = () => {
  submitModule ??= import('../../features/auth/login-submit');
  return submitModule;
};

export default function LoginScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isSsoPartner = usePartnerStore((st) => st.partner.ins_code.startsWith('TMP'));
  const formRef = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [usernameError, setUsernameError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const usernameProblem = (value: string) => {
    const code = checkLoginUsername(value);
    return code ? t(`validation:${code}`) : null;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const missingUser = username.length === 0;
    const missingPassword = password.length === 0;
    if (missingUser || missingPassword) {
      // The spec's "missing username or password", with the empty fields marked.
      setUsernameError(missingUser ? t('validation:required') : usernameProblem(username));
      setPasswordError(missingPassword ? t('validation:required') : null);
      setFormError(t('login.missing'));
      focusFirstInvalid(formRef.current);
      return;
    }
    const userProblem = usernameProblem(username);
    setUsernameError(userProblem);
    setPasswordError(null);
    if (userProblem) {
      setFormError(null);
      focusFirstInvalid(formRef.current);
      return;
    }
    setBusy(true);
    setFormError(null);
    let outcome: Awaited<ReturnType<typeof import('../../features/auth/login-submit').submitLogin>>;
    try {
      outcome = await (await loadSubmit()).submitLogin(username, password, locale);
    } catch {
      // The code could not be fetched (offline): try again on the next tap.
      submitModule = null;
      outcome = { ok: false, message: null, network: true };
    }
    if (outcome.ok) {
      const redirect = params.get(REDIRECT_PARAM);
      const next = lp('/check-page');
      navigate(redirect ? `${next}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : next, {
        replace: true,
      });
      return;
    }
    // The server's own message in this language (not found, cannot log in now, locked…).
    setFormError(outcome.message ?? (outcome.network ? t('common:errors.network') : t('login.unavailable')));
    setBusy(false);
  }

  return (
    <PageFrame title={t('common:routes.login')} backTo="/">
      <div className={s.loginHero} role="presentation" />
      <section className={s.panel} aria-labelledby="login-heading">
        <h2 id="login-heading" className={s.heading}>
          {t('login.heading')}
        </h2>
        {isSsoPartner ? <p className={s.notice}>{t('login.ssoPartner')}</p> : null}
        <form
          ref={formRef}
          className={s.form}
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void loadSubmit()}
        >
          {formError ? (
            <p className={s.formError} role="alert" data-testid="login-error">
              <AlertIcon size={18} />
              {formError}
            </p>
          ) : null}
          <TextField
            label={t('fields.username')}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            inputMode="text"
            maxLength={40}
            required
            value={username}
            error={usernameError}
            help={t('login.usernameHelp')}
            onChange={(e) => {
              setUsername(e.target.value);
              if (usernameError) setUsernameError(null);
            }}
            onBlur={() => {
              if (username) setUsernameError(usernameProblem(username));
            }}
          />
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            maxLength={64}
            required
            value={password}
            error={passwordError}
            onChange={(e) => {
              setPassword(e.target.value);
              if (passwordError) setPasswordError(null);
            }}
            showLabel={t('password.showLabel')}
            hideLabel={t('password.hideLabel')}
            showText={t('password.show')}
            hideText={t('password.hide')}
          />
          <Button type="submit" variant="primary" block disabled={busy} aria-busy={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </form>
        <nav className={s.links} aria-label={t('login.helpLinks')}>
          <Link className={s.link} to={lp('/forget-username')}>
            {t('login.forgotUsername')}
          </Link>
          <Link className={s.link} to={lp('/forget-password')}>
            {t('login.forgotPassword')}
          </Link>
        </nav>
      </section>
      <p className={`${s.lead} ${s.center}`}>
        {t('login.noAccount')}{' '}
        <Link className={s.link} to={lp('/register')}>
          {t('login.register')}
        </Link>
      </p>
    </PageFrame>
  );
}
