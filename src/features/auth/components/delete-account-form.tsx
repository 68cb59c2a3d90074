/**
 * /delete-account → /otp-delete (PDPA s33): what is erased and what the law makes us keep (from the
 * server), an explicit confirmation, then a fresh delete-purpose OTP.
 */
import { useMemo } from 'react';
import { FormPanel } from '../../../components/form/form-panel';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { PageFrame } from '../../../components/layout/page-frame';
import { CheckboxField } from '../../../components/ui/field';
import * as s from '../../../components/ui/form.css';
import { QueryState } from '../../../components/ui/query-state';
import { useScreen } from '../../../lib/use-screen';
import { requestDeleteOtp } from '../api/account';
import { useDeletionPolicy } from '../api/account-queries';
import { startDeleteOtp } from '../stores/otp-session';

export function DeleteAccountScreen() {
  const { t, locale, lp, navigate } = useScreen('auth');
  const policyQuery = useDeletionPolicy();
  const checks = useMemo(
    () => ({ confirmed: (v: boolean) => (v ? null : t('account:delete.confirmRequired')) }),
    [t],
  );
  const form = useForm({ confirmed: false }, checks);
  const submit = useSubmit({ ns: 'auth', form });
  const onSubmit = submit.onSubmit(async () => {
    startDeleteOtp(await requestDeleteOtp(locale));
    navigate(lp('/otp-delete'));
  });

  return (
    <PageFrame title={t('common:routes.deleteAccount')} backTo="/setting">
      <section className={s.panel} aria-label={t('account:delete.heading')}>
        <h2 className={s.heading}>{t('account:delete.heading')}</h2>
        <p className={s.lead}>{t('account:delete.intro')}</p>
        <QueryState query={policyQuery} failed={{ fallback: t('account:delete.loadFailed') }}>
          {(policy) => (
            <>
              <h3 className={s.heading}>{t('account:delete.erased')}</h3>
              <ul data-testid="delete-erased">
                {policy.erased.map((item) => (
                  <li key={item.en}>{item[locale]}</li>
                ))}
              </ul>
              <h3 className={s.heading}>{t('account:delete.retained')}</h3>
              <ul data-testid="delete-retained">
                {policy.retained.map((item) => (
                  <li key={item.record}>{item.reason[locale]}</li>
                ))}
              </ul>
            </>
          )}
        </QueryState>
      </section>
      <FormPanel
        state={submit}
        onSubmit={onSubmit}
        variant="danger"
        submitLabel={t('account:delete.sendCode')}
        busyLabel={t('account:delete.sending')}
      >
        <CheckboxField
          label={t('account:delete.confirmLabel')}
          checked={form.values.confirmed}
          error={form.errors.confirmed}
          onChange={(v) => form.set('confirmed', v)}
        />
      </FormPanel>
    </PageFrame>
  );
}
