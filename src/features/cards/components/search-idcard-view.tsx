/**
 * /search-idcard and /search-idcard-family: find policies held at the TPA by national id (check digit
 * verified before anything is sent), then confirm with an OTP to a phone on file. When the member's
 * registered phone is on the policy the code goes there at once; otherwise they pick one of the masked
 * phones, or are pointed to the partner's official LINE account.
 */
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CardSearchResult, FamilyRelation } from '../../../api/schemas/cards';
import type { AppHref } from '../../../config/routes';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ExternalIcon } from '../../../components/ui/icons';
import * as f from '../../../components/ui/field.css';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { usePartnerStore } from '../../../lib/partner-store';
import { isValidThaiId, normalizeThaiId } from '../../../lib/rules/thai-id';
import { useSearchCards } from '../api/search-cards';
import { useSendCardSearchOtp } from '../api/send-card-search-otp';
import { formatThaiIdInput, lineOaUrl } from '../lib/thai-id-input';
import { useCardOtpStore } from '../stores/card-otp-store';
import * as s from './cards.css';
import { useErrorMessage } from './query-state';

const RELATIONS: readonly FamilyRelation[] = ['spouse', 'child', 'parent', 'sibling', 'other'];

type Policies = Extract<CardSearchResult, { policies: unknown }>['policies'];

export function SearchIdcardView({ family }: { family: boolean }) {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const setOtp = useCardOtpStore((st) => st.set);
  const [id, setId] = useState('');
  const [relation, setRelation] = useState<FamilyRelation | ''>('');
  const [idError, setIdError] = useState<string | null>(null);
  const [relationError, setRelationError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [result, setResult] = useState<CardSearchResult | null>(null);
  const search = useSearchCards();
  const listPath = family ? '/family-coverages' : '/coverages';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const idProblem =
      normalizeThaiId(id) === ''
        ? 'validation:required'
        : isValidThaiId(id)
          ? null
          : 'validation:thai_id_invalid';
    const relationProblem = family && relation === '' ? 'validation:required' : null;
    setIdError(idProblem ? t(idProblem) : null);
    setRelationError(relationProblem ? t(relationProblem) : null);
    setFormError(null);
    if (idProblem || relationProblem) return;
    search.mutate(
      { national_id: normalizeThaiId(id), ...(family && relation ? { relation } : {}) },
      {
        onSuccess: (data) => {
          if (data.result === 'otp_sent') {
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
            return;
          }
          setResult(data);
        },
        onError: (error) => setFormError(errorMessage(error)),
      },
    );
  };

  return (
    <>
      <form className={s.stack} onSubmit={submit} noValidate>
        <p>{family ? t('search.introFamily') : t('search.intro')}</p>
        <Field
          label={t('search.idLabel')}
          help={t('search.idHelp')}
          inputMode="numeric"
          autoComplete="off"
          value={id}
          onChange={(e) => {
            setId(formatThaiIdInput(e.target.value));
            setResult(null);
          }}
          error={idError}
          required
          requiredLabel={t('common:form.required')}
          data-testid="national-id"
        />
        {family ? (
          <div className={f.field}>
            <label className={f.label} htmlFor="family-relation">
              {t('search.relation')}
            </label>
            <select
              id="family-relation"
              className={f.input}
              value={relation}
              onChange={(e) => setRelation(e.target.value as FamilyRelation | '')}
              aria-invalid={relationError ? true : undefined}
              aria-describedby={relationError ? 'family-relation-error' : undefined}
              required
              data-testid="family-relation"
            >
              <option value="" disabled>
                {t('search.relation')}
              </option>
              {RELATIONS.map((r) => (
                <option key={r} value={r}>
                  {t(`family.relations.${r}`)}
                </option>
              ))}
            </select>
            {relationError ? (
              <p id="family-relation-error" className={f.error} role="alert">
                {relationError}
              </p>
            ) : null}
          </div>
        ) : null}
        {formError ? (
          <p className={s.fieldError} role="alert" data-testid="search-error">
            {formError}
          </p>
        ) : null}
        <Button type="submit" variant="primary" block disabled={search.isPending} data-testid="search-submit">
          {search.isPending ? t('search.searching') : t('search.submit')}
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
  const errorMessage = useErrorMessage();
  const setOtp = useCardOtpStore((st) => st.set);
  const send = useSendCardSearchOtp();
  const [choice, setChoice] = useState<string | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const [noneMine, setNoneMine] = useState(false);

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

  const sendCode = () => {
    if (!choice) {
      setChoiceError(t('search.pickPhoneError'));
      return;
    }
    setChoiceError(null);
    send.mutate(
      { search_id: result.search_id, phone_choice: choice },
      {
        onSuccess: (otp) => {
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
        },
        onError: (error) => setChoiceError(errorMessage(error)),
      },
    );
  };

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
                  setChoice(p.choice_id);
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
        <Button variant="primary" block onClick={sendCode} disabled={send.isPending} data-testid="send-otp">
          {t('search.sendOtp')}
        </Button>
        <Button
          variant="text"
          block
          onClick={() => {
            setNoneMine(true);
            setChoice(null);
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
