/**
 * The consent screens (PDPA s19): read a document (/condition, /privacy), see and withdraw what you
 * accepted (/condition-setting, /privacy-setting), and the forced re-consent when a new version is
 * published (/condition-update, /privacy-update). Acceptance is an explicit checkbox separate from
 * the text, and withdrawing is one tap plus a confirmation that explains the consequence.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import type { ConsentType } from '../../../api/schemas/auth';
import { PageFrame } from '../../../components/layout/page-frame';
import { FormPanel } from '../../../components/form/form-panel';
import { useForm } from '../../../components/form/use-form';
import { asApiError, useSubmit } from '../../../components/form/use-submit';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, LinkButton } from '../../../components/ui/empty-state';
import { CheckboxField } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import * as s from '../../../components/ui/form.css';
import { LoadState } from '../../../components/ui/load-state';
import { useToastStore } from '../../../components/ui/toast';
import { REDIRECT_PARAM } from '../../../lib/access';
import { authStore } from '../../../lib/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { safeRedirect } from '../../../lib/safe-path';
import { lineStore } from '../../../lib/line-store';
import { acceptConsent, getConsents, getCurrentConsent, withdrawConsent } from '../api/consents';
import { useConsentSession } from '../../../lib/consent-session';
import { useLoad } from '../../../lib/use-load';
import { ConsentDocumentView, formatTimestamp } from './consent-document';

const ROUTE_TITLE = {
  read: { terms: 'condition', privacy: 'privacy' },
  setting: { terms: 'conditionSetting', privacy: 'privacySetting' },
  update: { terms: 'conditionUpdate', privacy: 'privacyUpdate' },
} as const;

const channel = () => (lineStore.getState().lineIsClient ? 'line' : 'web');

function errorText(error: unknown, locale: 'th' | 'en', fallback: string) {
  return asApiError(error)?.messageIn(locale) ?? fallback;
}

/** /condition and /privacy: the current document, readable by anyone. */
export function ConsentReadScreen({ type }: { type: ConsentType }) {
  const { t } = useTranslation('consents');
  const locale = useLocale();
  const loggedIn = useStore(authStore, (st) => st.loggedIn);
  const { result } = useLoad(() => getCurrentConsent(type), [type]);
  return (
    <PageFrame title={t(`common:routes.${ROUTE_TITLE.read[type]}`)} backTo="/">
      <LoadState result={result} rows={4} failed={(e) => errorText(e, locale, t('loadFailed'))}>
        {(doc) => <ConsentDocumentView doc={doc} />}
      </LoadState>
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
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Whether the member ever accepted a version of this document decides the wording: a member who
  // never saw it is not told of a "new version" (issue 10).
  const { result } = useLoad(async () => {
    const entry = (await getConsents())[type];
    const doc = entry?.document ?? (await getCurrentConsent(type));
    return { doc, firstTime: !entry || entry.member.accepted_version === null };
  }, [type]);
  const redirect = safeRedirect(params.get(REDIRECT_PARAM), '');
  // Back to /check-page, which sends the member to the next pending document or where they were going.
  const next = () =>
    navigate(`${lp('/check-page')}${redirect ? `?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : ''}`, {
      replace: true,
    });
  return (
    <PageFrame title={t(`common:routes.${ROUTE_TITLE.update[type]}`)} backTo={null}>
      <LoadState result={result} rows={4} failed={(e) => errorText(e, locale, t('loadFailed'))}>
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
      </LoadState>
    </PageFrame>
  );
}

/** /condition-setting and /privacy-setting: what the member accepted and when; withdraw or accept. */
export function ConsentSettingScreen({ type }: { type: ConsentType }) {
  const { t } = useTranslation('consents');
  const locale = useLocale();
  const lp = useLocalePath();
  const toast = useToastStore((st) => st.show);
  const { result, reload } = useLoad(() => getConsents(), []);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function withdraw() {
    setBusy(true);
    setError(null);
    try {
      const res = await withdrawConsent(type);
      useConsentSession.getState().setPending(res.pending);
      toast(t('withdrawn'));
      setConfirming(false);
      reload();
    } catch (e) {
      setError(errorText(e, locale, t('common:errors.unexpected')));
    }
    setBusy(false);
  }

  const item = result.state === 'ready' ? result.data[type] : null;
  const status = item?.member;
  let statusText: string | null = null;
  if (status) {
    if (status.status === 'accepted' && status.accepted_at)
      statusText = t('acceptedOn', {
        version: status.accepted_version,
        date: formatTimestamp(status.accepted_at, locale),
        channel: t(`channel.${status.channel ?? 'web'}`),
      });
    else if (status.status === 'withdrawn' && status.withdrawn_at)
      statusText = t('withdrawnOn', { date: formatTimestamp(status.withdrawn_at, locale) });
    else if (status.accepted_version) statusText = t('olderAccepted', { version: status.accepted_version });
    else statusText = t('notAccepted');
  }

  return (
    <PageFrame title={t(`common:routes.${ROUTE_TITLE.setting[type]}`)} backTo="/setting">
      <LoadState result={result} rows={4} failed={(e) => errorText(e, locale, t('loadFailed'))}>
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
              <FormAlert message={error} />
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
                    reload();
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
                busy={busy}
                onConfirm={() => void withdraw()}
                onClose={() => setConfirming(false)}
              >
                <p>{t(type === 'terms' ? 'withdrawTermsBody' : 'withdrawPrivacyBody')}</p>
              </ConfirmDialog>
            </>
          ) : null
        }
      </LoadState>
    </PageFrame>
  );
}
