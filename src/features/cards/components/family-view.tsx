/** /family-coverages: family members the member may see, each with their cards. */
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useFamily } from '../api/get-family';
import { formatDate } from '../lib/format';
import { CardFace } from './card-face';
import * as s from './cards.css';
import { QueryState } from './query-state';

export function FamilyView() {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const lp = useLocalePath();
  const family = useFamily();
  const actions = (
    <div className={s.actions}>
      <Link className={buttonClassName({ variant: 'primary', block: true })} to={lp('/search-idcard-family')}>
        {t('family.findPolicy')}
      </Link>
      <Link
        className={buttonClassName({ variant: 'outline', block: true })}
        to={`${lp('/insurance-list')}?for=family`}
      >
        {t('family.addCard')}
      </Link>
    </div>
  );
  return (
    <QueryState query={family} loadingLabel={t('family.loading')}>
      {() =>
        family.data && family.data.length > 0 ? (
          <>
            <p>{t('family.intro')}</p>
            {family.data.map((m) => (
              <section
                key={m.person_id}
                className={s.section}
                aria-labelledby={`family-${m.person_id}`}
                data-testid="family-member"
              >
                <h2 id={`family-${m.person_id}`} className={s.sectionTitle}>
                  {m.name} {m.surname}
                  <span className={s.muted}> · {t(`family.relations.${m.relation}`)}</span>
                </h2>
                {m.birth_date ? <p className={s.muted}>{formatDate(m.birth_date, locale, 'long')}</p> : null}
                {m.cards.length === 0 ? (
                  <p className={s.muted}>{t('family.noCards')}</p>
                ) : (
                  <ul className={s.list}>
                    {m.cards.map((card) => (
                      <li key={card.id}>
                        <CardFace card={card} to={lp(`/family-coverages/${card.id}`)} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            ))}
            {actions}
          </>
        ) : (
          <EmptyState
            icon={<InfoIcon size={48} />}
            title={t('family.emptyTitle')}
            testId="family-empty"
            action={actions}
          >
            <p>{t('family.emptyBody')}</p>
          </EmptyState>
        )
      }
    </QueryState>
  );
}
