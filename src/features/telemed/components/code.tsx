/**
 * The summary to confirm with consent to share (/preview-telemedicine/{code}) and the consultation code
 * for the provider (/preview-telemedicine-code/{id}): code, QR and a countdown timed by the server;
 * the member can cancel an unused code; when time is up the code is gone.
 */
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { TelemedCode } from '../../../../shared/api/schemas/telemed';
import { type Checks, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { QueryState } from '../../../components/ui/query-state';
import { Button } from '../../../components/ui/button';
import { Countdown } from '../../../components/ui/countdown';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { CheckboxField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { InfoIcon } from '../../../components/ui/icons';
import { QrCode } from '../../../components/ui/qr-code';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { makeDeadline } from '../../../lib/server-timer';
import { useCancelTelemedCode, useIssueTelemedCode, useTelemedCode, useTelemedPreview } from '../api/telemed';
import { useTelemedChoice } from '../stores/choice-store';
import { HoursStatus, NoTelemed, useTelemedStates } from './shared';
import * as s from './telemed.css';

/** What the member decides before the code is issued: consent to share (required), and the mobile number. */
interface PreviewValues {
  consent: boolean;
  shareMobile: boolean;
}

export function TelemedPreview({ code }: { code: string | undefined }) {
  const lp = useLocalePath();
  const ids = useTelemedChoice((st) => st.cardIds);
  if (!code) return <Navigate to={lp('/telemed-mart/all')} replace />;
  if (ids.length === 0) return <Navigate to={lp('/telemed-policy-1')} replace />;
  return <PreviewOf code={code} ids={ids} />;
}

function PreviewOf({ code, ids }: { code: string; ids: string[] }) {
  const states = useTelemedStates();
  const { t } = useTranslation('telemed');
  const locale = useLocale();
  const fmt = useFormat();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const query = useTelemedPreview(code, ids);
  const issue = useIssueTelemedCode();
  const setCode = useTelemedChoice((st) => st.setCode);
  // Consent to share is required; a refused issue is said above the button.
  const checks = useMemo<Checks<PreviewValues>>(
    () => ({ consent: (v) => (v ? null : t('preview.consentRequired')) }),
    [t],
  );
  const form = useForm<PreviewValues>({ consent: false, shareMobile: false }, checks, { checkOn: 'submit' });
  const submit = useSubmit<keyof PreviewValues>({ ns: 'telemed', form, fallback: t('errors.loadFailed') });

  return (
    <QueryState {...states} query={query}>
      {() => {
        const { provider, quote, shared, member_mobile } = query.data!;
        const accepted = quote.cards.filter((c) => c.accepted);
        const onSubmit = submit.onSubmit(async () => {
          const issued = await issue.mutateAsync({
            provider_code: provider.code,
            card_ids: ids,
            share_mobile: form.values.shareMobile,
          });
          setCode(issued.id);
          navigate(lp(`/preview-telemedicine-code/${issued.id}`));
        });
        return (
          <form
            ref={submit.formRef}
            className={s.stack}
            onSubmit={onSubmit}
            noValidate
            data-testid="telemed-preview"
          >
            <section className={s.panel} aria-labelledby="telemed-summary">
              <h2 id="telemed-summary" className={s.sectionTitle}>
                {t('preview.title')}
              </h2>
              <dl className={s.facts}>
                <dt className={s.factLabel}>{t('preview.provider')}</dt>
                <dd className={s.factValue}>{provider.name[locale]}</dd>
                {accepted.map((c, i) => (
                  <div key={c.card_id} style={{ display: 'contents' }}>
                    <dt className={s.factLabel}>{t('preview.card', { n: i + 1 })}</dt>
                    <dd className={s.factValue}>
                      {c.insurer_name[locale]} · {c.card_no}
                    </dd>
                  </div>
                ))}
                <dt className={s.factLabel}>{t('quote.fee')}</dt>
                <dd className={s.moneyValue}>{fmt.money(quote.fee)}</dd>
                <dt className={s.factLabel}>{t('quote.covered')}</dt>
                <dd className={s.moneyValue}>{fmt.money(quote.covered)}</dd>
                <dt className={s.factLabel}>{t('quote.youPay')}</dt>
                <dd className={s.moneyValue}>{fmt.money(quote.member_pays)}</dd>
              </dl>
            </section>
            {accepted.length === 0 ? <NoTelemed reason="notCovered" /> : null}
            {!provider.hours.open_now ? <HoursStatus hours={provider.hours} detailed /> : null}
            <section className={s.panel} aria-labelledby="telemed-shared">
              <h2 id="telemed-shared" className={s.sectionTitle}>
                {t('preview.sharedTitle')}
              </h2>
              <p className={s.muted}>{t('preview.sharedIntro', { name: provider.name[locale] })}</p>
              <dl className={s.facts}>
                <dt className={s.factLabel}>{t('preview.patient')}</dt>
                <dd className={s.factValue}>{shared.patient_name}</dd>
                <dt className={s.factLabel}>{t('preview.birthDate')}</dt>
                <dd className={s.factValue}>
                  {shared.birth_date ? fmt.date(shared.birth_date) : t('preview.none')}
                </dd>
                <dt className={s.factLabel}>{t('preview.gender')}</dt>
                <dd className={s.factValue}>{t(`genders.${shared.gender}`)}</dd>
                <dt className={s.factLabel}>{t('preview.cardsShared')}</dt>
                <dd className={s.factValue}>{t('preview.cardsSharedValue')}</dd>
              </dl>
              <CheckboxField
                label={t('preview.consent', { name: provider.name[locale] })}
                checked={form.values.consent}
                error={form.errors.consent}
                onChange={(checked) => form.set('consent', checked)}
              />
              {member_mobile ? (
                <CheckboxField
                  label={t('preview.shareMobile', { mobile: member_mobile })}
                  checked={form.values.shareMobile}
                  onChange={(checked) => form.set('shareMobile', checked)}
                />
              ) : null}
            </section>
            <FormAlert message={submit.formError} testId="telemed-issue-error" />
            <Button
              type="submit"
              variant="primary"
              block
              disabled={submit.busy || accepted.length === 0 || !provider.hours.open_now}
              data-testid="telemed-get-code"
            >
              {submit.busy ? t('preview.getting') : t('preview.getCode')}
            </Button>
          </form>
        );
      }}
    </QueryState>
  );
}

export function TelemedCodeScreen({ id }: { id: string | undefined }) {
  const lp = useLocalePath();
  const last = useTelemedChoice((st) => st.codeId);
  if (!id) return <Navigate to={lp(last ? `/preview-telemedicine-code/${last}` : '/telemed-mart')} replace />;
  return <CodeOf id={id} />;
}

function CodeOf({ id }: { id: string }) {
  const states = useTelemedStates();
  const query = useTelemedCode(id);
  return (
    <QueryState {...states} query={query}>
      {() => <CodeView key={query.data!.issued_at} code={query.data!} />}
    </QueryState>
  );
}

function CodeView({ code }: { code: TelemedCode }) {
  const { t } = useTranslation('telemed');
  const locale = useLocale();
  const fmt = useFormat();
  const cancel = useCancelTelemedCode();
  const cancelling = useSubmit({ ns: 'telemed', fallback: t('errors.loadFailed') });
  const [expired, setExpired] = useState(code.status === 'expired');
  const deadline = useMemo(
    () => makeDeadline(code.server_now, code.expires_at),
    [code.server_now, code.expires_at],
  );
  const again = { to: `/preview-telemedicine/${code.provider.code}` as const, label: t('code.again') };

  if (code.status === 'used')
    return (
      <EmptyState icon={<InfoIcon size={48} />} title={t('code.usedTitle')} testId="telemed-code-used">
        <p>{t('code.usedBody', { name: code.provider.name[locale] })}</p>
      </EmptyState>
    );
  if (code.status === 'cancelled')
    return (
      <EmptyState
        icon={<InfoIcon size={48} />}
        title={t('code.cancelledTitle')}
        link={again}
        testId="telemed-code-cancelled"
      >
        <p>{t('code.cancelledBody')}</p>
      </EmptyState>
    );
  if (expired)
    return (
      <EmptyState
        icon={<InfoIcon size={48} />}
        title={t('code.expiredTitle')}
        link={again}
        testId="telemed-code-expired"
      >
        <p>{t('code.expiredBody')}</p>
      </EmptyState>
    );
  return (
    <section className={s.stack} aria-labelledby="telemed-code-title" data-testid="telemed-code">
      <h2 id="telemed-code-title" className={s.sectionTitle}>
        {t('code.title', { name: code.provider.name[locale] })}
      </h2>
      <p className={s.muted}>{t('code.how')}</p>
      <Countdown
        deadline={deadline}
        onExpire={() => setExpired(true)}
        label={t('code.timeLeft')}
        announce={(count) => t('code.minutesLeft', { count })}
        expiredText={t('code.expiredTitle')}
        testId="telemed-countdown"
      />
      <div className={s.panel}>
        <p className={s.code} data-testid="telemed-code-value">
          {code.code}
        </p>
        <QrCode
          payload={code.qr_payload}
          label={t('code.qrLabel', { code: code.code })}
          testId="telemed-qr"
        />
        <p className={s.muted} style={{ textAlign: 'center' }}>
          {t('code.validUntil', { time: fmt.dateTime(code.expires_at) })}
        </p>
      </div>
      <dl className={s.facts}>
        <dt className={s.factLabel}>{t('quote.covered')}</dt>
        <dd className={s.moneyValue}>{fmt.money(code.quote.covered)}</dd>
        <dt className={s.factLabel}>{t('quote.youPay')}</dt>
        <dd className={s.moneyValue}>{fmt.money(code.quote.member_pays)}</dd>
      </dl>
      <FormAlert message={cancelling.formError} />
      <Button
        variant="outline"
        block
        disabled={cancelling.busy}
        onClick={() => void cancelling.run(() => cancel.mutateAsync(code.id))}
        data-testid="telemed-code-cancel"
      >
        {t('code.cancel')}
      </Button>
      <LinkButton to="/telemed-mart/all" variant="outline" block>
        {t('backToMart')}
      </LinkButton>
    </section>
  );
}
