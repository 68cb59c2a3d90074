/**
 * /login: username (English letters and digits) and password. On success the token is stored and the
 * member goes to /check-page, which decides the next step (consent update, password renewal, the
 * remembered path, home). Budget: this screen must stay lean (docs/decisions/003): plain React state,
 * shared/rules, no zod, no TanStack Query, the API client loaded only when the member starts typing.
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { FormPanel, panelCopy } from '../../../components/form/form-panel';
import { type Checks, ruleMessage, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { Field } from '../../../components/ui/field';
import * as s from '../../../components/ui/form.css';
import { REDIRECT_PARAM } from '../../../lib/access';
import { useScreen } from '../../../lib/use-screen';
import { useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import { SSO_INS_CODE_PREFIX } from '../../../../shared/api/constants';
import { checkLoginUsername } from '../../../../shared/rules/login-username';
import { logoChipColor, logoFieldOn } from '../../../../shared/engine/theme/logo-variant';
import { loginLogoPlate } from './login-logo.css';
import { PasswordField } from './password-field';
import { USERNAME_INPUT } from './input-kinds';

/** The submission code, fetched once; started early so it is there when the member taps "Log in". */
let submitModule: Promise<typeof import('../login-submit')> | null = null;
const loadSubmit = () => {
  submitModule ??= import('../login-submit');
  return submitModule;
};

type Values = { username: string; password: string };

export function LoginScreen({ redirect }: { redirect: string | null }) {
  const { t, locale, lp, navigate } = useScreen('auth');
  const partner = usePartnerStore((st) => st.partner);
  // The logo on its plate (logo_chip_color); a dark plate shows logo_on_dark when there is one (issue 26).
  const logo = usePartnerStore((st) =>
    logoFieldOn(st.theme, logoChipColor(st.theme)) === 'logo_on_dark' ? st.theme.logo_on_dark : st.theme.logo,
  );
  // Members of SSO partners (codes starting with TMP, docs/spec.md 6) sign in through their
  // organisation: no password form, no registration, no password reset for them (issue 25).
  const isSsoPartner = partner.ins_code.startsWith(SSO_INS_CODE_PREFIX);
  const checks = useMemo<Checks<Values>>(() => {
    const required = t('validation:required');
    return {
      username: (v) => (v ? ruleMessage(t)(checkLoginUsername(v)) : required),
      password: (v) => (v ? null : required),
    };
  }, [t]);
  const form = useForm<Values>({ username: '', password: '' }, checks);
  const { username, password } = form.values;
  const submit = useSubmit<keyof Values>({
    ns: 'auth',
    form,
    // The spec's "missing username or password" (with the empty fields marked); else the field's rule.
    invalid: username && password ? undefined : t('login.missing'),
    fallback: t('login.unavailable'),
  });

  const onSubmit = submit.onSubmit(async () => {
    const module = await loadSubmit().catch(() => {
      // The code could not be fetched (offline): try again on the next tap.
      submitModule = null;
      throw Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' });
    });
    await module.submitLogin(username, password, locale);
    const next = lp('/check-page');
    navigate(redirect ? `${next}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : next, {
      replace: true,
    });
  });

  const hero = (
    <div className={s.loginHero}>
      {logo ? (
        <img
          className={loginLogoPlate}
          src={logo}
          alt={t('common:app.logoAlt', { name: partner.name[locale] })}
          height={56}
        />
      ) : null}
    </div>
  );
  if (isSsoPartner) {
    return (
      <PageFrame title={t('common:routes.login')} backTo="/">
        {hero}
        <section className={s.notice} aria-labelledby="sso-only-title" data-testid="sso-only">
          <h2 id="sso-only-title">{t('ssoOnly.title')}</h2>
          <p>{t('ssoOnly.loginBody')}</p>
        </section>
        <p className={s.center}>
          <Link className={s.link} to={lp('/')}>
            {t('ssoOnly.home')}
          </Link>
        </p>
      </PageFrame>
    );
  }

  const links = (
    <nav className={s.links} aria-label={t('login.helpLinks')}>
      <Link className={s.link} to={lp('/forget-username')}>
        {t('login.forgotUsername')}
      </Link>
      <Link className={s.link} to={lp('/forget-password')}>
        {t('login.forgotPassword')}
      </Link>
    </nav>
  );
  return (
    <PageFrame title={t('common:routes.login')} backTo="/">
      {hero}
      <FormPanel
        state={submit}
        onSubmit={onSubmit}
        {...panelCopy(t, 'login')}
        onFocus={() => void loadSubmit()}
        errorTestId="login-error"
        after={links}
      >
        <Field
          label={t('fields.username')}
          name="username"
          {...USERNAME_INPUT}
          inputMode="text"
          maxLength={40}
          required
          help={t('login.usernameHelp')}
          {...form.field('username')}
        />
        <PasswordField
          label={t('fields.password')}
          name="password"
          autoComplete="current-password"
          maxLength={64}
          required
          {...form.field('password')}
        />
      </FormPanel>
      <SwitchLink text={t('login.noAccount')} to="/register" label={t('login.register')} />
    </PageFrame>
  );
}

/** "No account yet? Register" under the login and register panels. */
export function SwitchLink({ text, to, label }: { text: string; to: '/register' | '/login'; label: string }) {
  const lp = useLocalePath();
  return (
    <p className={`${s.lead} ${s.center}`}>
      {text}{' '}
      <Link className={s.link} to={lp(to)}>
        {label}
      </Link>
    </p>
  );
}
