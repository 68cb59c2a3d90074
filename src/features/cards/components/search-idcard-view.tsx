/**
 * /search-idcard and /search-idcard-family: find policies held at the TPA by national id (check digit
 * verified before anything is sent), then confirm with an OTP to a phone on file. When the member's
 * registered phone is on the policy the code goes there at once; otherwise they pick one of the masked
 * phones, or are pointed to the partner's official LINE account.
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CardSearchResult, FamilyRelation } from '../../../../shared/api/schemas/cards';
import type { AppHref } from '../../../../shared/config/routes';
import { SelectField } from '../../../components/ui/select-field';
import { type Checks, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ExternalIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import { isValidThaiId, normalizeThaiId } from '../../../../shared/rules/thai-id';
import { useSearchCards } from '../api/search-cards';
import { useSendCardSearchOtp } from '../api/send-card-search-otp';
import { formatThaiIdInput, lineOaUrl } from '../lib/thai-id-input';
import { useCardOtpStore } from '../stores/card-otp-store';
import * as s from './cards.css';

const RELATIONS: readonly FamilyRelation[] = ['spouse', 'child', 'parent', 'sibling', 'other'];

type Policies = Extract<CardSearchResult, { policies: unknown }>['policies'];

type SearchValues = { id: string; relation: FamilyRelation | '' };

export function SearchIdcardView({ family }: { family: boolean }) {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const setOtp = useCardOtpStore((st) => st.set);
  const [result, setResult] = useState<CardSearchResult | null>(null);
  const search = useSearchCards();
  const listPath = family ? '/family-coverages' : '/coverages';
  // The check digit is verified before anything is sent.
  const checks = useMemo<Checks<SearchValues>>(
    () => ({
      id: (v) =>
        normalizeThaiId(v) === ''
          ? t('validation:required')
          : isValidThaiId(v)
            ? null
            : t('validation:thai_id_invalid'),
      relation: (v) => (family && v === '' ? t('validation:required') : null),
    }),
    [t, family],
  );
  const form = useForm<SearchValues>({ id: '', relation: '' }, checks, { checkOn: 'submit' });
  const submit = useSubmit<keyof SearchValues>({
    ns: 'cards',
    form,
    body: { national_id: 'id' },
    fallback: t('errors.loadFailed'),
  });

  const onSubmit = submit.onSubmit(async () => {
    const { id, relation } = form.values;
    const data = await search.mutateAsync({
      national_id: normalizeThaiId(id),
      ...(family && relation ? { relation } : {}),
    });
    if (data.result !== 'otp_sent') {
      setResult(data);
      return;
    }
    setOtp({
      search_id: data.search_id,
      phone_choice: data.phone_choice,
      ref_no: data.otp.ref_no,
      phone: data.otp.phone_masked,
      ttl_minute: data.otp.ttl_minute,
      sentAt: Date.now(),
      family,
    });
    navigate(lp('/otp-card'));
  });

  return (
    <>
      <form ref={submit.formRef} className={s.stack} onSubmit={onSubmit} noValidate>
        <p>{family ? t('search.introFamily') : t('search.intro')}</p>
        <Field
          label={t('search.idLabel')}
          help={t('search.idHelp')}
          inputMode="numeric"
          autoComplete="off"
          value={form.values.id}
          onChange={(e) => {
            form.set('id', formatThaiIdInput(e.target.value));
            setResult(null);
          }}
          error={form.errors.id}
          required
          requiredLabel={t('common:form.required')}
          data-testid="national-id"
        />
        {family ? (
          <SelectField
            id="family-relation"
            label={t('search.relation')}
            value={form.values.relation}
            onChange={(e) => form.set('relation', e.target.value as FamilyRelation | '')}
            error={form.errors.relation}
            required
            data-testid="family-relation"
            placeholder={t('search.relation')}
            options={RELATIONS.map((r) => ({ value: r, label: t(`family.relations.${r}`) }))}
          />
        ) : null}
        {submit.formError ? (
          <p className={s.fieldError} role="alert" data-testid="search-error">
            {submit.formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" block disabled={submit.busy} data-testid="search-submit">
          {submit.busy ? t('search.searching') : t('search.submit')}
        </Button>
      </form>
      {result ? <SearchResult result={result} family={family} listPath={listPath} /> : null}
    </>
  );
}

function PolicyList({ policies }: { policies: Policies }) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  return (
    <section className={s.section} aria-labelledby="found-policies">
      <h2 id="found-policies" className={s.sectionTitle}>
        {t('search.found')}
      </h2>
      <ul className={s.list} data-testid="found-policies">
        {policies.map((p) => (
          <li key={`${p.card_no_masked}-${p.insurer_name.en}`} className={s.panel}>
            <span className={s.rowTitle}>{p.insurer_name[locale]}</span>
            {p.plan_name ? <span className={s.muted}>{p.plan_name[locale]}</span> : null}
            <span className={s.muted}>
              {t(`types.${p.type}`)} · {p.card_no_masked}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ContactOfficialAccount({ lineOaId }: { lineOaId: string | null }) {
  const { t } = useTranslation('cards');
  const themeId = usePartnerStore((st) => st.theme.line_oa_id);
  const id = lineOaId ?? (themeId || null);
  return (
    <div className={s.panel} data-testid="contact-official-account" role="status">
      <h2 className={s.sectionTitle}>{t('search.contactTitle')}</h2>
      <p>{t('search.contactBody')}</p>
      {id ? (
        <a
          className={buttonClassName({ variant: 'success', block: true })}
          href={lineOaUrl(id)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="line-oa-link"
        >
          <ExternalIcon size={18} /> {t('search.contactLine')}
        </a>
      ) : (
        <p>{t('search.contactNoLine')}</p>
      )}
    </div>
  );
}

function SearchResult({
  result,
  family,
  listPath,
}: {
  result: CardSearchResult;
  family: boolean;
  listPath: AppHref;
}) {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const setOtp = useCardOtpStore((st) => st.set);
  const send = useSendCardSearchOtp();
  const [noneMine, setNoneMine] = useState(false);
  // One of the masked phones must be chosen; the server's refusal is said in the same place.
  const checks = useMemo<Checks<{ choice: string }>>(
    () => ({ choice: (v) => (v ? null : t('search.pickPhoneError')) }),
    [t],
  );
  const form = useForm({ choice: '' }, checks, { checkOn: 'submit' });
  const submit = useSubmit<'choice'>({ ns: 'cards', form, fallback: t('errors.loadFailed') });
  const choice = form.values.choice;
  const choiceError = form.errors.choice ?? submit.formError;

  if (result.result === 'not_found') {
    return (
      <>
        <p className={s.fieldError} role="alert" data-testid="search-not-found">
          {t('search.notFound')}
        </p>
        <ContactOfficialAccount lineOaId={null} />
      </>
    );
  }
  if (result.result === 'already_linked') {
    return (
      <>
        <p role="status" data-testid="search-already-linked">
          {t('search.alreadyLinked')}
        </p>
        <PolicyList policies={result.policies} />
        <Link className={buttonClassName({ variant: 'primary', block: true })} to={lp(listPath)}>
          {t(family ? 'common:routes.familyCoverages' : 'common:routes.coverages')}
        </Link>
      </>
    );
  }
  if (result.result !== 'choose_phone') return null;

  const sendCode = () =>
    void submit.run(async () => {
      const otp = await send.mutateAsync({ search_id: result.search_id, phone_choice: choice });
      setOtp({
        search_id: result.search_id,
        phone_choice: choice,
        ref_no: otp.ref_no,
        phone: otp.phone_masked,
        ttl_minute: otp.ttl_minute,
        sentAt: Date.now(),
        family,
      });
      navigate(lp('/otp-card'));
    }, true);

  return (
    <>
      <PolicyList policies={result.policies} />
      <section className={s.section} aria-labelledby="pick-phone" data-testid="choose-phone">
        <h2 id="pick-phone" className={s.sectionTitle}>
          {t('search.pickTitle')}
        </h2>
        <p>{t('search.pickBody')}</p>
        <fieldset className={s.fieldset} aria-describedby={choiceError ? 'pick-phone-error' : undefined}>
          <legend className={s.legend}>{t('search.phonesLegend')}</legend>
          {result.phones.map((p) => (
            <label key={p.choice_id} className={s.rowLink}>
              <span>{p.phone_masked}</span>
              <input
                type="radio"
                name="phone-choice"
                value={p.choice_id}
                checked={choice === p.choice_id}
                onChange={() => {
                  form.set('choice', p.choice_id);
                  setNoneMine(false);
                }}
              />
            </label>
          ))}
        </fieldset>
        {choiceError ? (
          <p id="pick-phone-error" className={s.fieldError} role="alert">
            {choiceError}
          </p>
        ) : null}
        <Button variant="primary" block onClick={sendCode} disabled={submit.busy} data-testid="send-otp">
          {t('search.sendOtp')}
        </Button>
        <Button
          variant="text"
          block
          onClick={() => {
            setNoneMine(true);
            form.set('choice', '');
          }}
          data-testid="none-mine"
        >
          {t('search.noneMine')}
        </Button>
      </section>
      {noneMine ? <ContactOfficialAccount lineOaId={result.line_oa_id} /> : null}
    </>
  );
}
