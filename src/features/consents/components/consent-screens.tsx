/**
 * The consent screens (PDPA s19): read a document (/condition, /privacy), see and withdraw what you
 * accepted (/condition-setting, /privacy-setting), and the forced re-consent when a new version is
 * published (/condition-update, /privacy-update). Acceptance is an explicit checkbox separate from
 * the text, and withdrawing is one tap plus a confirmation that explains the consequence.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import type { ConsentType } from '../../../../shared/api/schemas/auth';
import { PageFrame } from '../../../components/layout/page-frame';
import { FormPanel } from '../../../components/form/form-panel';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { useErrorMessage } from '../../../components/ui/error-message';
import { CheckboxField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import * as s from '../../../components/ui/form.css';
import { QueryState } from '../../../components/ui/query-state';
import { useToastStore } from '../../../components/ui/toast';
import { REDIRECT_PARAM } from '../../../lib/access';
import { authStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { useFormat } from '../../../lib/use-format';
import { safeRedirect } from '../../../lib/safe-path';
import { lineStore } from '../../../lib/line-store';
import {
  useConsents,
  useConsentUpdate,
  useCurrentConsent,
  useRefreshConsents,
  useWithdrawConsent,
} from '../api/consent-queries';
import { acceptConsent } from '../api/consents';
import { useConsentSession } from '../../../lib/consent-session';
import { ConsentDocumentView } from './consent-document';

const ROUTE_TITLE = {
  read: { terms: 'condition', privacy: 'privacy' },
  setting: { terms: 'conditionSetting', privacy: 'privacySetting' },
  update: { terms: 'conditionUpdate', privacy: 'privacyUpdate' },
} as const;

const channel = () => (lineStore.getState().lineIsClient ? 'line' : 'web');

/** /condition and /privacy: the current document, readable by anyone. */
export function ConsentReadScreen({ type }: { type: ConsentType }) {
  const { t } = useTranslation('consents');
  const loggedIn = useStore(authStore, (st) => st.loggedIn);
  const query = useCurrentConsent(type);
  return (
    <PageFrame title={t(`common:routes.${ROUTE_TITLE.read[type]}`)} backTo="/">
      <QueryState query={query} rows={4} failed={{ fallback: t('loadFailed') }}>
        {(doc) => <ConsentDocumentView doc={doc} />}
      </QueryState>
      {loggedIn ? (
        <LinkButton to={type === 'terms' ? '/condition-setting' : '/privacy-setting'} variant="outline" block>
          {t(type === 'terms' ? 'setting.conditionSetting' : 'setting.privacySetting')}
        </LinkButton>
      ) : null}
    </PageFrame>
  );
}

/** The explicit acceptance: a checkbox of its own and an accept button. */
function AcceptForm({
  type,
  version,
  onAccepted,
  secondary,
}: {
  type: ConsentType;
  version: number;
  onAccepted: (pending: { type: ConsentType; version: number; is_force: boolean }[]) => void;
  secondary?: React.ReactNode;
}) {
  const { t } = useTranslation('consents');
  const checks = useMemo(() => ({ checked: (v: boolean) => (v ? null : t('checkboxRequired')) }), [t]);
  const form = useForm({ checked: false }, checks);
  const submit = useSubmit({ ns: 'consents', form });
  const onSubmit = submit.onSubmit(async () => {
    const res = await acceptConsent(type, version, channel());
    useConsentSession.getState().markAgreed(type);
    onAccepted(res.pending);
  });
  return (
    <FormPanel
      state={submit}
      onSubmit={onSubmit}
      submitLabel={t('accept')}
      busyLabel={t('accepting')}
      actions={secondary}
      testId={`consent-accept-${type}`}
    >
      <CheckboxField
        label={t(type === 'terms' ? 'checkboxTerms' : 'checkboxPrivacy')}
        checked={form.values.checked}
        error={form.errors.checked}
        onChange={(v) => form.set('checked', v)}
      />
    </FormPanel>
  );
}

/** /condition-update and /privacy-update: the consent a new version (or a member who never gave it) needs. */
export function ConsentUpdateScreen({ type }: { type: ConsentType }) {
  const { t } = useTranslation('consents');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Whether the member ever accepted a version of this document decides the wording: a member who
  // never saw it is not told of a "new version" (issue 10).
  const query = useConsentUpdate(type);
  const refresh = useRefreshConsents();
  const redirect = safeRedirect(params.get(REDIRECT_PARAM), '');
  // Back to /check-page, which sends the member to the next pending document or where they were going.
  const next = () =>
    navigate(`${lp('/check-page')}${redirect ? `?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : ''}`, {
      replace: true,
    });
  return (
    <PageFrame title={t(`common:routes.${ROUTE_TITLE.update[type]}`)} backTo={null}>
      <QueryState query={query} rows={4} failed={{ fallback: t('loadFailed') }}>
        {({ doc, firstTime }) => (
          <>
            <p className={s.notice}>
              {firstTime
                ? t(doc.is_force ? 'firstIntro' : 'firstOptional')
                : t(doc.is_force ? 'updateIntro' : 'updateOptional')}
            </p>
            <ConsentDocumentView doc={doc} />
            <AcceptForm
              type={type}
              version={doc.version}
              onAccepted={(pending) => {
                useConsentSession.getState().setPending(pending);
                useToastStore.getState().show(t('accepted'));
                void refresh();
                next();
              }}
              secondary={
                doc.is_force ? null : (
                  <Button
                    variant="text"
                    block
                    onClick={() => navigate(redirect || lp('/'), { replace: true })}
                  >
                    {t('later')}
                  </Button>
                )
              }
            />
          </>
        )}
      </QueryState>
    </PageFrame>
  );
}

/** /condition-setting and /privacy-setting: what the member accepted and when; withdraw or accept. */
export function ConsentSettingScreen({ type }: { type: ConsentType }) {
  const { t } = useTranslation('consents');
  const fmt = useFormat();
  const lp = useLocalePath();
  const toast = useToastStore((st) => st.show);
  const query = useConsents();
  const refresh = useRefreshConsents();
  const withdrawal = useWithdrawConsent(type);
  const message = useErrorMessage();
  const [confirming, setConfirming] = useState(false);

  const withdraw = () =>
    withdrawal.mutate(undefined, {
      onSuccess: () => {
        toast(t('withdrawn'));
        setConfirming(false);
      },
    });

  const item = query.data?.[type] ?? null;
  const status = item?.member;
  let statusText: string | null = null;
  if (status) {
    if (status.status === 'accepted' && status.accepted_at)
      statusText = t('acceptedOn', {
        version: status.accepted_version,
        date: fmt.date(status.accepted_at, 'long'),
        channel: t(`channel.${status.channel ?? 'web'}`),
      });
    else if (status.status === 'withdrawn' && status.withdrawn_at)
      statusText = t('withdrawnOn', { date: fmt.date(status.withdrawn_at, 'long') });
    else if (status.accepted_version) statusText = t('olderAccepted', { version: status.accepted_version });
    else statusText = t('notAccepted');
  }

  return (
    <PageFrame title={t(`common:routes.${ROUTE_TITLE.setting[type]}`)} backTo="/setting">
      <QueryState query={query} rows={4} failed={{ fallback: t('loadFailed') }}>
        {() =>
          !item ? (
            <EmptyState title={t('loadFailed')} />
          ) : status ? (
            <>
              <p
                className={status.is_agree ? s.notice : s.formError}
                role="status"
                data-testid="consent-status"
              >
                {statusText}
              </p>
              <FormAlert message={withdrawal.error ? message(withdrawal.error) : null} />
              {status.is_agree ? (
                <Button
                  variant="danger"
                  block
                  onClick={() => setConfirming(true)}
                  data-testid="consent-withdraw"
                >
                  {t('withdraw')}
                </Button>
              ) : (
                <AcceptForm
                  type={type}
                  version={item.document.version}
                  onAccepted={(pending) => {
                    useConsentSession.getState().setPending(pending);
                    toast(t('accepted'));
                    void refresh();
                  }}
                />
              )}
              <ConsentDocumentView doc={item.document} />
              <Link className={s.link} to={lp(type === 'terms' ? '/condition' : '/privacy')}>
                {t('read')}
              </Link>
              <ConfirmDialog
                open={confirming}
                title={t('withdrawTitle')}
                cancelLabel={t('common:actions.cancel')}
                confirmLabel={t('withdrawConfirm')}
                confirmVariant="danger"
                confirmTestId="consent-withdraw-confirm"
                busy={withdrawal.isPending}
                onConfirm={withdraw}
                onClose={() => setConfirming(false)}
              >
                <p>{t(type === 'terms' ? 'withdrawTermsBody' : 'withdrawPrivacyBody')}</p>
              </ConfirmDialog>
            </>
          ) : null
        }
      </QueryState>
    </PageFrame>
  );
}
