/** /insurance-list: choose the insurer or bank of a self-added card (searchable), then fill in the card. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Insurer } from '../../../../shared/api/schemas/cards';
import { QueryState } from '../../../components/ui/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { SearchOffIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useInsurers } from '../api/get-insurers';
import { type CardTarget, useDraftCardStore } from '../stores/draft-card-store';
import * as s from './cards.css';
import { useCardStates } from './card-states';

const OTHER_KIND = 'other';

export function InsuranceListView({ family }: { family: boolean }) {
  const { t } = useTranslation('cards');
  const states = useCardStates();
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const insurers = useInsurers();
  const startAdd = useDraftCardStore((st) => st.startAdd);
  const currentTarget = useDraftCardStore((st) => st.target);
  const [q, setQ] = useState('');

  const filtered = useMemo(() => {
    const words = q.trim().toLocaleLowerCase(locale === 'th' ? 'th-TH' : 'en-GB');
    const list = insurers.data ?? [];
    if (!words) return list;
    return list.filter(
      (i) =>
        i.kind === OTHER_KIND ||
        i.name.th.toLocaleLowerCase('th-TH').includes(words) ||
        i.name.en.toLocaleLowerCase('en-GB').includes(words),
    );
  }, [insurers.data, q, locale]);

  const choose = (insurer: Insurer) => {
    // A family card keeps the family member chosen earlier, if any; the form asks otherwise.
    const target: CardTarget =
      family && currentTarget.kind === 'family'
        ? currentTarget
        : family
          ? { kind: 'family', personId: '' }
          : { kind: 'self' };
    startAdd(target, {
      company: insurer.kind === OTHER_KIND ? '' : insurer.name[locale],
      ins_code: insurer.ins_code ?? '',
      insurerId: insurer.id,
    });
    navigate(lp(family ? '/add-card-family' : '/add-card'));
  };

  return (
    <>
      <p>{t('insurers.intro')}</p>
      <search>
        <Field
          label={t('insurers.search')}
          help={t('insurers.searchHelp')}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          autoComplete="off"
          data-testid="insurer-search"
        />
      </search>
      <QueryState {...states} query={insurers} loadingLabel={t('insurers.loading')} rows={6}>
        {() =>
          filtered.filter((i) => i.kind !== OTHER_KIND).length === 0 && q.trim() !== '' ? (
            <>
              <EmptyState
                icon={<SearchOffIcon size={48} />}
                title={t('insurers.none')}
                testId="insurers-empty"
              />
              <InsurerButtons insurers={filtered} onChoose={choose} />
            </>
          ) : (
            <InsurerButtons insurers={filtered} onChoose={choose} />
          )
        }
      </QueryState>
    </>
  );
}

function InsurerButtons({ insurers, onChoose }: { insurers: Insurer[]; onChoose: (i: Insurer) => void }) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  return (
    <ul className={s.list} data-testid="insurer-list">
      {insurers.map((insurer) => (
        <li key={insurer.id}>
          <button
            type="button"
            className={s.rowLink}
            onClick={() => onChoose(insurer)}
            data-testid={`insurer-${insurer.id}`}
          >
            <span className={s.historyMain}>
              <span className={s.rowTitle}>
                {insurer.kind === OTHER_KIND ? t('insurers.other') : insurer.name[locale]}
              </span>
              {insurer.kind === OTHER_KIND ? (
                <span className={s.muted}>{t('insurers.otherHelp')}</span>
              ) : null}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
