/**
 * Telemed Mart providers: the marketplace by category (/telemed-mart/{category}), search by name,
 * speciality and language with "open now" and "covered by" filters (/telemed-mart/search[/{cardId}]),
 * a provider (/telemedicine/{code}) and what the chosen cards cover there (/telemedicine-coverage/{code}).
 */
import { useId } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { TELEMED_CATEGORIES, type TelemedCategory } from '../../../../shared/api/schemas/telemed';
import { useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { QueryState } from '../../../components/ui/query-state';
import { Button } from '../../../components/ui/button';
import { LinkButton } from '../../../components/ui/empty-state';
import { CheckboxField, Field } from '../../../components/ui/field';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useTelemedCards, useTelemedCoverage, useTelemedProvider, useTelemedProviders } from '../api/telemed';
import { useTelemedChoice } from '../stores/choice-store';
import { HoursStatus, NoTelemed, ProviderItem, useTelemedStates } from './shared';
import * as s from './telemed.css';

const isCategory = (value: string | undefined): value is TelemedCategory =>
  (TELEMED_CATEGORIES as readonly string[]).includes(value ?? '');

/** Chosen cards that are still in the member's list. */
function useChosenIds() {
  const ids = useTelemedChoice((st) => st.cardIds);
  const cards = useTelemedCards();
  if (!cards.data) return { ids: [], cards: [], ready: !cards.isPending };
  const valid = [];
  for (const id of ids) {
    const card = cards.data.cards.find((c) => c.id === id);
    if (!card) break;
    valid.push(card);
  }
  return { ids: valid.map((c) => c.id), cards: valid, ready: true };
}

function ChooseCardsHint() {
  const { t } = useTranslation('telemed');
  return (
    <div className={s.panel} data-testid="telemed-choose-hint">
      <p>{t('providers.chooseHint')}</p>
      <LinkButton to="/telemed-policy-1" variant="outline" block>
        {t('providers.chooseCards')}
      </LinkButton>
    </div>
  );
}

function ProviderResults({
  query,
  chosen,
}: {
  query: Parameters<typeof useTelemedProviders>[0];
  chosen: string[];
}) {
  const states = useTelemedStates();
  const { t } = useTranslation('telemed');
  const result = useTelemedProviders(query);
  return (
    <QueryState {...states} query={result} rows={4}>
      {() => {
        const items = result.data!.items;
        if (items.length === 0)
          return <NoTelemed reason={query.covered_by || query.open_now ? 'notCovered' : 'noProviders'} />;
        return (
          <>
            <p className={s.muted} role="status" data-testid="telemed-result-count">
              {t('providers.count', { count: items.length })}
            </p>
            <ul className={s.list} data-testid="telemed-providers">
              {items.map((p) => (
                <ProviderItem key={p.code} provider={p} chosen={chosen.length} />
              ))}
            </ul>
          </>
        );
      }}
    </QueryState>
  );
}

export function ProviderMarket({ category }: { category: string | undefined }) {
  const { t } = useTranslation('telemed');
  const lp = useLocalePath();
  const chosen = useChosenIds();
  if (!isCategory(category)) return <Navigate to={lp('/telemed-mart/all')} replace />;
  return (
    <div className={s.stack}>
      <nav aria-label={t('providers.categories')}>
        <ul className={s.chips}>
          {TELEMED_CATEGORIES.map((c) => (
            <li key={c}>
              <Link
                className={s.chip}
                to={lp(`/telemed-mart/${c}`)}
                aria-current={c === category ? 'page' : undefined}
                data-testid={`telemed-category-${c}`}
              >
                {c === 'all' ? t('providers.all') : t(`kinds.${c}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <LinkButton to="/telemed-mart/search" variant="outline" block>
        {t('providers.search')}
      </LinkButton>
      {chosen.ready && chosen.ids.length === 0 ? <ChooseCardsHint /> : null}
      {chosen.ready ? (
        <ProviderResults
          chosen={chosen.ids}
          query={{
            ...(category === 'all' ? {} : { kind: category }),
            ...(chosen.ids.length > 0 ? { cards: chosen.ids.join(',') } : {}),
          }}
        />
      ) : null}
    </div>
  );
}

const LANGUAGES = ['th', 'en', 'ja', 'zh'] as const;
/** The search words need no check: any text (up to the field's length) is a search. */
const NO_CHECKS = {};

export function ProviderSearch({ cardId }: { cardId: string | undefined }) {
  const { t } = useTranslation('telemed');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chosen = useChosenIds();
  const q = params.get('q') ?? '';
  const language = params.get('language') ?? '';
  const openNow = params.get('open_now') === '1';
  // The words are applied on submit; the language, card and "open now" filters apply at once.
  const form = useForm({ q }, NO_CHECKS, { checkOn: 'submit' });
  const submit = useSubmit<'q'>({ ns: 'telemed', form });
  const languageId = useId();
  const coverId = useId();
  if (!chosen.ready) return null;
  if (cardId && !chosen.ids.includes(cardId)) return <Navigate to={lp('/telemed-mart/search')} replace />;

  const update = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    setParams(merged, { replace: true });
  };
  const onSubmit = submit.onSubmit(async () => update({ q: form.values.q.trim() || null }));
  const search = params.toString();
  return (
    <div className={s.stack}>
      <form ref={submit.formRef} className={s.stack} onSubmit={onSubmit} aria-label={t('search.label')}>
        <Field
          label={t('search.q')}
          help={t('search.qHelp')}
          maxLength={60}
          data-testid="telemed-search-q"
          {...form.field('q')}
        />
        <div className={s.stack} style={{ gap: 4 }}>
          <label htmlFor={languageId} className={s.legend}>
            {t('search.language')}
          </label>
          <select
            id={languageId}
            className={s.chip}
            value={language}
            onChange={(e) => update({ language: e.target.value || null })}
            data-testid="telemed-search-language"
          >
            <option value="">{t('search.anyLanguage')}</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        {chosen.ids.length > 0 ? (
          <div className={s.stack} style={{ gap: 4 }}>
            <label htmlFor={coverId} className={s.legend}>
              {t('search.coveredBy')}
            </label>
            <select
              id={coverId}
              className={s.chip}
              value={cardId ?? ''}
              onChange={(e) =>
                navigate(
                  lp(e.target.value ? `/telemed-mart/search/${e.target.value}` : '/telemed-mart/search') +
                    (search ? `?${search}` : ''),
                  { replace: true },
                )
              }
              data-testid="telemed-search-card"
            >
              <option value="">{t('search.anyCard')}</option>
              {chosen.cards.map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.insurer_name[locale]} · ${c.card_no}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <CheckboxField
          label={t('search.openNow')}
          checked={openNow}
          onChange={(checked) => update({ open_now: checked ? '1' : null })}
        />
        <Button type="submit" variant="primary" block data-testid="telemed-search-submit">
          {t('search.submit')}
        </Button>
      </form>
      {chosen.ids.length === 0 ? <ChooseCardsHint /> : null}
      <ProviderResults
        chosen={chosen.ids}
        query={{
          ...(q ? { q } : {}),
          ...(language ? { language } : {}),
          ...(openNow ? { open_now: 'true' as const } : {}),
          ...(chosen.ids.length > 0 ? { cards: chosen.ids.join(',') } : {}),
          ...(cardId ? { covered_by: cardId } : {}),
        }}
      />
    </div>
  );
}

export function ProviderDetail({ code }: { code: string | undefined }) {
  const lp = useLocalePath();
  if (!code) return <Navigate to={lp('/telemed-mart/all')} replace />;
  return <ProviderDetailOf code={code} />;
}

function ProviderDetailOf({ code }: { code: string }) {
  const states = useTelemedStates();
  const { t } = useTranslation('telemed');
  const locale = useLocale();
  const fmt = useFormat();
  const chosen = useChosenIds();
  const query = useTelemedProvider(code, chosen.ids);
  return (
    <QueryState {...states} query={query}>
      {() => {
        const p = query.data!;
        const days = [1, 2, 3, 4, 5, 6, 7].map((d) => ({
          day: d,
          windows: p.hours.week.filter((w) => w.day === d),
        }));
        return (
          <div className={s.stack} data-testid="telemed-provider-detail">
            <section className={s.panel} aria-labelledby="telemed-provider-name">
              <div className={s.row}>
                {p.logo_url ? <img className={s.logo} src={p.logo_url} alt="" /> : null}
                <div className={s.stack} style={{ gap: 4 }}>
                  <h2 id="telemed-provider-name" className={s.name}>
                    {p.name[locale]}
                  </h2>
                  <span className={s.muted}>
                    {p.specialty[locale]} · {t(`kinds.${p.kind}`)}
                  </span>
                </div>
              </div>
              <p>{p.description[locale]}</p>
              <HoursStatus hours={p.hours} detailed />
            </section>
            <section className={s.panel} aria-labelledby="telemed-services">
              <h2 id="telemed-services" className={s.sectionTitle}>
                {t('provider.services')}
              </h2>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {p.services[locale].map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              <dl className={s.facts}>
                <dt className={s.factLabel}>{t('provider.feeLabel')}</dt>
                <dd className={s.factValue}>
                  {p.consultation_fee === 0 ? t('provider.free') : fmt.money(p.consultation_fee)}
                </dd>
                <dt className={s.factLabel}>{t('provider.how')}</dt>
                <dd className={s.factValue}>{p.channels.map((c) => t(`channels.${c}`)).join(', ')}</dd>
                <dt className={s.factLabel}>{t('provider.languages')}</dt>
                <dd className={s.factValue}>
                  {p.languages.map((l) => t(`languages.${l}`, { defaultValue: l })).join(', ')}
                </dd>
                <dt className={s.factLabel}>{t('provider.delivery')}</dt>
                <dd className={s.factValue}>{p.medicine_delivery ? t('provider.yes') : t('provider.no')}</dd>
              </dl>
            </section>
            <section className={s.panel} aria-labelledby="telemed-hours">
              <h2 id="telemed-hours" className={s.sectionTitle}>
                {t('hours.title')}
              </h2>
              <p className={s.muted}>{t('hours.bangkok')}</p>
              {p.hours.open_24h ? (
                <p>{t('hours.always')}</p>
              ) : (
                <dl className={s.facts} data-testid="telemed-week">
                  {days.map(({ day, windows }) => (
                    <div key={day} style={{ display: 'contents' }}>
                      <dt className={s.factLabel}>{t(`days.${day}`)}</dt>
                      <dd className={s.factValue}>
                        {windows.length === 0
                          ? t('hours.closedDay')
                          : windows.map((w) => `${w.open}–${w.close}`).join(', ')}
                      </dd>
                    </div>
                  ))}
                  <dt className={s.factLabel}>{t('hours.holidays')}</dt>
                  <dd className={s.factValue}>
                    {p.hours.holiday
                      ? `${p.hours.holiday.open}–${p.hours.holiday.close}`
                      : t('hours.closedDay')}
                  </dd>
                </dl>
              )}
              {p.upcoming_holidays.length > 0 ? (
                <>
                  <h3 className={s.legend}>{t('hours.upcoming')}</h3>
                  <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                    {p.upcoming_holidays.map((h) => (
                      <li key={h.date}>
                        {fmt.date(h.date)} · {h.name[locale]}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
            {chosen.ids.length > 0 ? (
              <LinkButton to={`/telemedicine-coverage/${p.code}`} block>
                {t('provider.seeCoverage')}
              </LinkButton>
            ) : (
              <ChooseCardsHint />
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

export function ProviderCoverage({ code }: { code: string | undefined }) {
  const lp = useLocalePath();
  if (!code) return <Navigate to={lp('/telemed-mart/all')} replace />;
  return <ProviderCoverageOf code={code} />;
}

function ProviderCoverageOf({ code }: { code: string }) {
  const states = useTelemedStates();
  const { t } = useTranslation('telemed');
  const locale = useLocale();
  const fmt = useFormat();
  const lp = useLocalePath();
  const chosen = useChosenIds();
  const query = useTelemedCoverage(code, chosen.ids);
  if (chosen.ready && chosen.ids.length === 0) return <Navigate to={lp('/telemed-policy-1')} replace />;
  return (
    <QueryState {...states} query={query}>
      {() => {
        const { provider, quote } = query.data!;
        const accepted = quote.cards.some((c) => c.accepted);
        return (
          <div className={s.stack}>
            <section className={s.panel} aria-labelledby="telemed-quote" data-testid="telemed-quote">
              <h2 id="telemed-quote" className={s.sectionTitle}>
                {t('quote.title', { name: provider.name[locale] })}
              </h2>
              <dl className={s.facts}>
                <dt className={s.factLabel}>{t('quote.fee')}</dt>
                <dd className={s.moneyValue}>{fmt.money(quote.fee)}</dd>
                {quote.cards.map((c, i) => (
                  <div key={c.card_id} style={{ display: 'contents' }}>
                    <dt className={s.factLabel}>
                      {t('quote.card', { n: i + 1, insurer: c.insurer_name[locale], no: c.card_no })}
                    </dt>
                    <dd className={s.factValue}>
                      {c.accepted
                        ? `− ${fmt.money(c.pays)}`
                        : c.benefit.visits_remaining === 0
                          ? t('quote.noVisitsLeft')
                          : t('quote.notAccepted')}
                    </dd>
                    {c.copay > 0 ? (
                      <>
                        <dt className={s.factLabel}>
                          {t('quote.copay', { percent: c.benefit.copay_percent })}
                        </dt>
                        <dd className={s.moneyValue}>{fmt.money(c.copay)}</dd>
                      </>
                    ) : null}
                  </div>
                ))}
                <dt className={s.factLabel}>{t('quote.youPay')}</dt>
                <dd className={s.factValue} data-testid="telemed-member-pays">
                  {fmt.money(quote.member_pays)}
                </dd>
                <dt className={s.factLabel}>{t('quote.delivery')}</dt>
                <dd className={s.factValue}>
                  {quote.medicine_delivery_limit > 0
                    ? t('benefit.deliveryUpTo', { amount: fmt.money(quote.medicine_delivery_limit) })
                    : t('benefit.deliveryNone')}
                </dd>
              </dl>
            </section>
            {!accepted ? (
              <NoTelemed reason="notCovered" />
            ) : !provider.hours.open_now ? (
              <HoursStatus hours={provider.hours} detailed />
            ) : (
              <LinkButton to={`/preview-telemedicine/${provider.code}`} block>
                {t('quote.continue')}
              </LinkButton>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
