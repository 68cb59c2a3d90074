/** /family-coverages: family members the member may see, each with their cards. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { FamilyMember } from '../../../../shared/api/schemas/cards';
import { useErrorMessage } from '../../../components/ui/error-message';
import { QueryState } from '../../../components/ui/query-state';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfoIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { useToastStore } from '../../../components/ui/toast';
import { useFamily } from '../api/get-family';
import { useRemoveFamilyMember } from '../api/remove-family-member';
import { useFormat } from '../../../lib/use-format';
import { CardFace } from './card-face';
import * as s from './cards.css';
import { useCardStates } from './card-states';

export function FamilyView() {
  const { t } = useTranslation('cards');
  const fmt = useFormat();
  const lp = useLocalePath();
  const family = useFamily();
  const remove = useRemoveFamilyMember();
  const toast = useToastStore((st) => st.show);
  const errorMessage = useErrorMessage();
  const states = useCardStates();
  const [removing, setRemoving] = useState<FamilyMember | null>(null);
  const confirmRemove = () => {
    if (!removing) return;
    const name = `${removing.name} ${removing.surname}`;
    remove.mutate(removing.person_id, {
      onSuccess: () => {
        setRemoving(null);
        toast(t('family.removed', { name }));
      },
      onError: (error) => {
        setRemoving(null);
        toast(errorMessage(error, t('family.removeFailed')), 'error');
      },
    });
  };
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
    <QueryState {...states} query={family} loadingLabel={t('family.loading')}>
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
                {m.birth_date ? <p className={s.muted}>{fmt.date(m.birth_date, 'long')}</p> : null}
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
                <Button
                  variant="text"
                  block
                  onClick={() => setRemoving(m)}
                  data-testid="family-remove"
                  aria-describedby={`family-${m.person_id}`}
                >
                  {t('family.remove')}
                </Button>
              </section>
            ))}
            {actions}
            <ConfirmDialog
              open={removing !== null}
              title={t('family.removeTitle', {
                name: removing ? `${removing.name} ${removing.surname}` : '',
              })}
              cancelLabel={t('family.removeCancel')}
              confirmLabel={t('family.removeConfirm')}
              confirmVariant="danger"
              confirmTestId="family-remove-confirm"
              busy={remove.isPending}
              onConfirm={confirmRemove}
              onClose={() => setRemoving(null)}
            >
              <p>{t('family.removeBody')}</p>
            </ConfirmDialog>
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
