/**
 * The first part of Telemed Mart: what it is and the member's eligible cards (/telemed-mart), one step
 * per chosen card (/telemed-policy-1..3) and what that card covers (/telemed-policy-coverage-1..3).
 * A step that does not apply redirects to the one that does (docs/decisions/056-telemed-mart.md).
 */
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { TelemedCard } from '../../../../shared/api/schemas/telemed';
import { type Checks, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { QueryState } from '../../../components/ui/query-state';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import type { AppHref } from '../../../../shared/config/routes';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useTelemedCards } from '../api/telemed';
import { useTelemedChoice } from '../stores/choice-store';
import { BenefitFacts, NoTelemed, useTelemedStates } from './shared';
import * as s from './telemed.css';

type Step = 1 | 2 | 3;
const stepHref = (n: number) => `/telemed-policy-${Math.min(3, Math.max(1, n)) as Step}` as const;
const coverageHref = (n: number) =>
  `/telemed-policy-coverage-${Math.min(3, Math.max(1, n)) as Step}` as const;

function CardLine({ card }: { card: TelemedCard }) {
  const { t } = useTranslation('telemed');
  const locale = useLocale();
  const fmt = useFormat();
  return (
    <span className={s.stack} style={{ gap: 2 }}>
      <span className={s.name}>{card.insurer_name[locale]}</span>
      {card.plan_name ? <span className={s.muted}>{card.plan_name[locale]}</span> : null}
      <span>{card.card_no}</span>
      <span className={s.muted}>
        {card.is_self
          ? t('card.self', { name: card.insured_name })
          : t('card.family', { name: card.insured_name })}{' '}
        · {t('card.until', { date: fmt.date(card.expiry_date) })}
      </span>
    </span>
  );
}

/** Cards chosen earlier that still exist; a card that left the list (expired, unlinked) ends the choice there. */
function useValidChoice(cards: readonly TelemedCard[] | undefined) {
  const ids = useTelemedChoice((st) => st.cardIds);
  if (!cards) return [];
  const out: TelemedCard[] = [];
  for (const id of ids) {
    const card = cards.find((c) => c.id === id);
    if (!card) break;
    out.push(card);
  }
  return out;
}

export function TelemedMartIntro() {
  const states = useTelemedStates();
  const { t } = useTranslation('telemed');
  const query = useTelemedCards();
  return (
    <div className={s.stack}>
      <section className={s.panel} aria-labelledby="telemed-about">
        <h2 id="telemed-about" className={s.sectionTitle}>
          {t('intro.title')}
        </h2>
        <p>{t('intro.body')}</p>
        <ol className={s.stack} style={{ paddingInlineStart: 20, margin: 0, gap: 4 }}>
          <li>{t('intro.step1')}</li>
          <li>{t('intro.step2')}</li>
          <li>{t('intro.step3')}</li>
        </ol>
      </section>
      <QueryState {...states} query={query}>
        {() => {
          const { cards, limit } = query.data!;
          if (cards.length === 0) return <NoTelemed reason="noCards" />;
          return (
            <section className={s.stack} aria-labelledby="telemed-cards">
              <h2 id="telemed-cards" className={s.sectionTitle}>
                {t('intro.cardsTitle')}
              </h2>
              <p className={s.muted}>{t('intro.limit', { count: limit })}</p>
              <ul className={s.list} data-testid="telemed-eligible-cards">
                {cards.map((card) => (
                  <li key={card.id} className={s.panel}>
                    <CardLine card={card} />
                  </li>
                ))}
              </ul>
              <div className={s.actions}>
                <LinkButton to="/telemed-policy-1" block>
                  {t('intro.start')}
                </LinkButton>
                <LinkButton to="/telemed-mart/all" variant="outline" block>
                  {t('intro.browse')}
                </LinkButton>
              </div>
            </section>
          );
        }}
      </QueryState>
    </div>
  );
}

export function PolicyStep({ step }: { step: Step }) {
  const states = useTelemedStates();
  const { t } = useTranslation('telemed');
  const query = useTelemedCards();
  const chosen = useValidChoice(query.data?.cards);
  const choose = useTelemedChoice((st) => st.choose);
  const keep = useTelemedChoice((st) => st.keep);
  const navigate = useNavigate();
  const lp = useLocalePath();
  const current = chosen[step - 1]?.id ?? null;
  const [picked, setPicked] = useState<string | null>(null);
  // The card picked at this step (else the one chosen here before); one must be chosen to go on.
  const checks = useMemo<Checks<{ card: string }>>(
    () => ({ card: (v) => (v ? null : t('choose.required')) }),
    [t],
  );
  const form = useForm({ card: '' }, checks, {
    values: { card: picked ?? current ?? '' },
    onChange: ({ card }) => {
      if (card !== undefined) setPicked(card);
    },
    checkOn: 'submit',
  });
  const submit = useSubmit<'card'>({ ns: 'telemed', form });

  return (
    <QueryState {...states} query={query}>
      {() => {
        const { cards, limit } = query.data!;
        if (cards.length === 0) return <NoTelemed reason="noCards" />;
        if (step > limit)
          return <Navigate to={lp(chosen.length > 0 ? coverageHref(chosen.length) : stepHref(1))} replace />;
        if (chosen.length < step - 1) return <Navigate to={lp(stepHref(chosen.length + 1))} replace />;
        const before = chosen.slice(0, step - 1);
        const person = before[0]?.insured_person_id;
        const options = cards.filter(
          (c) =>
            !before.some((b) => b.id === c.id) && (person === undefined || c.insured_person_id === person),
        );
        const selected = form.values.card;
        const onSubmit = submit.onSubmit(async () => {
          choose(step, selected);
          navigate(lp(coverageHref(step)));
        });
        return (
          <form ref={submit.formRef} className={s.stack} onSubmit={onSubmit} noValidate>
            <p className={s.muted}>{t('choose.progress', { step, limit })}</p>
            {before.length > 0 ? (
              <p className={s.muted}>{t('choose.samePerson', { name: before[0]!.insured_name })}</p>
            ) : null}
            {options.length === 0 ? (
              <div className={s.panel} data-testid="telemed-no-more-cards">
                <p>{t('choose.noMore')}</p>
                <LinkButton to="/telemed-mart/all" block>
                  {t('coverage.findDoctor')}
                </LinkButton>
              </div>
            ) : (
              <fieldset className={s.fieldset}>
                <legend className={s.legend}>{t('choose.legend', { step })}</legend>
                {options.map((card) => (
                  <label key={card.id} className={s.choice} data-testid="telemed-card-option">
                    <input
                      className={s.choiceInput}
                      type="radio"
                      name="card"
                      value={card.id}
                      checked={selected === card.id}
                      onChange={() => form.set('card', card.id)}
                    />
                    <CardLine card={card} />
                  </label>
                ))}
                <FormAlert message={form.errors.card} testId="telemed-choose-error" />
              </fieldset>
            )}
            <div className={s.actions}>
              {options.length > 0 ? (
                <Button type="submit" variant="primary" block data-testid="telemed-choose-next">
                  {t('choose.next')}
                </Button>
              ) : null}
              {step > 1 ? (
                <Button
                  variant="outline"
                  block
                  onClick={() => {
                    keep(step - 1);
                    navigate(lp('/telemed-mart/all'));
                  }}
                  data-testid="telemed-choose-skip"
                >
                  {t('choose.skip', { count: step - 1 })}
                </Button>
              ) : null}
            </div>
          </form>
        );
      }}
    </QueryState>
  );
}

export function PolicyCoverage({ step }: { step: Step }) {
  const states = useTelemedStates();
  const { t } = useTranslation('telemed');
  const query = useTelemedCards();
  const chosen = useValidChoice(query.data?.cards);
  const lp = useLocalePath();
  return (
    <QueryState {...states} query={query}>
      {() => {
        const { cards, limit } = query.data!;
        if (cards.length === 0) return <NoTelemed reason="noCards" />;
        const card = chosen[step - 1];
        if (!card) {
          const to: AppHref = chosen.length === 0 ? stepHref(1) : coverageHref(Math.min(chosen.length, step));
          return (
            <Navigate
              to={lp(chosen.length < step - 1 || chosen.length === 0 ? stepHref(chosen.length + 1) : to)}
              replace
            />
          );
        }
        const more =
          step < limit &&
          cards.some(
            (c) => c.insured_person_id === card.insured_person_id && !chosen.some((x) => x.id === c.id),
          );
        return (
          <div className={s.stack}>
            <section
              className={s.panel}
              aria-labelledby="telemed-card-coverage"
              data-testid="telemed-policy-coverage"
            >
              <h2 id="telemed-card-coverage" className={s.sectionTitle}>
                {t('coverage.cardTitle', { step })}
              </h2>
              <CardLine card={card} />
              <BenefitFacts benefit={card.benefit} />
            </section>
            {chosen.length > 1 ? <p className={s.muted}>{t('coverage.order')}</p> : null}
            <div className={s.actions}>
              <LinkButton to="/telemed-mart/all" block>
                {t('coverage.findDoctor')}
              </LinkButton>
              {more ? (
                <LinkButton to={stepHref(step + 1)} variant="outline" block>
                  {t('coverage.addCard')}
                </LinkButton>
              ) : null}
              <LinkButton to={stepHref(step)} variant="outline" block>
                {t('coverage.change')}
              </LinkButton>
            </div>
          </div>
        );
      }}
    </QueryState>
  );
}
