/** /forget-username: the registered mobile number; the same answer whether or not an account matches. */
import { useMemo, useState } from 'react';
import { FormPanel, panelCopy } from '../../../components/form/form-panel';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { LinkButton } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import * as s from '../../../components/ui/form.css';
import { useTranslation } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { normalizeThaiMobile } from '../../../../shared/rules/phone';
import { recoverUsername } from '../api/recovery';
import { MOBILE_INPUT } from './input-kinds';

export function ForgetUsernameScreen() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [sent, setSent] = useState<string | null>(null);
  const checks = useMemo(() => {
    const mobile = (v: string) =>
      !v ? t('validation:required') : normalizeThaiMobile(v) ? null : t('validation:phone_invalid');
    return { mobile };
  }, [t]);
  const form = useForm({ mobile: '' }, checks);
  const submit = useSubmit({ ns: 'auth', form });
  const onSubmit = submit.onSubmit(async () => {
    const { mobile } = form.values;
    const message = await recoverUsername(normalizeThaiMobile(mobile) ?? mobile, locale);
    setSent(message[locale]);
  });
  return (
    <PageFrame title={t('common:routes.forgetUsername')} backTo="/login">
      {sent ? (
        <section className={s.panel} aria-label={t('forgotUsername.sentTitle')}>
          <h2 className={s.heading}>{t('forgotUsername.sentTitle')}</h2>
          <p className={s.notice} role="status" data-testid="recovery-sent">
            {sent}
          </p>
          <LinkButton to="/login" block>
            {t('forgotUsername.backToLogin')}
          </LinkButton>
        </section>
      ) : (
        <FormPanel state={submit} onSubmit={onSubmit} {...panelCopy(t, 'forgotUsername')}>
          <Field
            label={t('fields.mobile')}
            help={t('register.mobileHelp')}
            {...MOBILE_INPUT}
            required
            {...form.field('mobile')}
          />
        </FormPanel>
      )}
    </PageFrame>
  );
}
