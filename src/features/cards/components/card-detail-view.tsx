/**
 * One card: its face and photos, coverage benefits with usage, claim history, and what the member can
 * do with it (use it at a hospital; edit, delete and manage benefits of a self-added card). Shared by
 * /coverages/{id}, /view-card-detail and /family-coverages/{id}.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CardDetail } from '../../../../shared/api/schemas/cards';
import { useErrorMessage } from '../../../components/ui/error-message';
import { QueryState } from '../../../components/ui/query-state';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useDeleteCard } from '../api/delete-card';
import { useFamily } from '../api/get-family';
import { editStartOf, useDraftCardStore } from '../stores/draft-card-store';
import { BenefitItem } from './benefits';
import { CardFace, CardImages } from './card-face';
import * as s from './cards.css';
import { ClaimHistory } from './claim-history';
import { CardNotFound, CardQueryState, useCardStates } from './card-states';

export function CardDetailView({ cardId, family = false }: { cardId: string | undefined; family?: boolean }) {
  return (
    <CardQueryState cardId={cardId}>
      {(detail) =>
        family ? <FamilyCardDetail detail={detail} /> : <CardDetailBody detail={detail} family={false} />
      }
    </CardQueryState>
  );
}

/**
 * /family-coverages/{id} shows a family member's card only: the member's own card there is "not
 * found" (issue 10), its place is /coverages/{id}.
 */
function FamilyCardDetail({ detail }: { detail: CardDetail }) {
  const { t } = useTranslation('cards');
  const family = useFamily();
  const states = useCardStates();
  return (
    <QueryState {...states} query={family} loadingLabel={t('detail.loading')} rows={4}>
      {() =>
        family.data?.some((person) => person.person_id === detail.card.insured_person_id) ? (
          <CardDetailBody detail={detail} family />
        ) : (
          <CardNotFound />
        )
      }
    </QueryState>
  );
}

function CardDetailBody({ detail, family }: { detail: CardDetail; family: boolean }) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const errorMessage = useErrorMessage();
  const startEdit = useDraftCardStore((st) => st.startEdit);
  const del = useDeleteCard();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { card, benefits, claims, more_claims } = detail;
  const suffix = family ? '-family' : '';

  const onEdit = () => {
    const { target, values } = editStartOf(card, family, locale);
    startEdit(target, card.id, values);
    navigate(lp(`/edit-card${suffix}/${card.id}`));
  };

  const onDelete = () => {
    del.mutate(card.id, {
      onSuccess: () => {
        setConfirmOpen(false);
        toast(t('detail.deleted'));
        navigate(lp(family ? '/family-coverages' : '/coverages'), { replace: true });
      },
      onError: (error) => {
        setConfirmOpen(false);
        toast(errorMessage(error, t('errors.deleteFailed')), 'error');
      },
    });
  };

  return (
    <>
      <CardFace card={card}>
        {card.policyholder ? (
          <span className={s.cardDates}>
            {t('card.policyholder')}: {card.policyholder[locale]}
          </span>
        ) : null}
      </CardFace>
      <CardImages card={card} />

      <div className={s.actions}>
        {card.usable ? (
          <Link
            className={buttonClassName({ variant: 'primary', block: true })}
            to={`${lp('/hospital-list')}?card=${encodeURIComponent(card.id)}${family ? '&for=family' : ''}`}
            data-testid="use-card"
          >
            {t('detail.useCard')}
          </Link>
        ) : null}
        {card.editable ? (
          <div className={s.actionsRow}>
            <Button variant="outline" block onClick={onEdit} data-testid="edit-card">
              {t('detail.edit')}
            </Button>
            <Button variant="danger" block onClick={() => setConfirmOpen(true)} data-testid="delete-card">
              {t('detail.delete')}
            </Button>
          </div>
        ) : null}
      </div>

      <section className={s.section} aria-labelledby="card-benefits">
        <h2 id="card-benefits" className={s.sectionTitle}>
          {t('detail.benefits')}
        </h2>
        {benefits.length === 0 ? (
          <p className={s.muted} data-testid="no-coverage">
            {t('detail.noBenefits')}
          </p>
        ) : (
          <ul className={s.list} data-testid="benefits">
            {benefits.map((b) => (
              <li key={b.id} className={s.panel}>
                <BenefitItem
                  benefit={b}
                  action={
                    card.editable ? (
                      <Link
                        className={buttonClassName({ variant: 'text', size: 'small' })}
                        to={`${lp(`/edit-coverage${suffix}`)}?card=${card.id}&benefit=${b.id}`}
                        aria-label={`${t('detail.editBenefit')} ${b.benefit[locale]}`}
                      >
                        {t('detail.editBenefit')}
                      </Link>
                    ) : null
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {card.editable ? (
          <Link
            className={buttonClassName({ variant: 'outline', block: true })}
            to={`${lp(`/add-coverage${suffix}`)}?card=${card.id}`}
            data-testid="add-benefit"
          >
            {t('detail.addBenefit')}
          </Link>
        ) : null}
      </section>

      <section className={s.section} aria-labelledby="card-history">
        <h2 id="card-history" className={s.sectionTitle}>
          {t('detail.history')}
        </h2>
        <ClaimHistory claims={claims} />
        {more_claims ? (
          <Link
            className={s.moreLink}
            to={`${lp('/claim-status')}?person=${card.insured_person_id}`}
            data-testid="card-all-claims"
          >
            {t('detail.allClaims')}
          </Link>
        ) : null}
      </section>

      <ConfirmDialog
        open={confirmOpen}
        title={t('detail.deleteTitle')}
        onClose={() => setConfirmOpen(false)}
        cancelLabel={t('common:actions.cancel')}
        confirmLabel={t('detail.deleteConfirm')}
        confirmVariant="danger"
        confirmTestId="confirm-delete"
        busy={del.isPending}
        onConfirm={onDelete}
      >
        <p>{t('detail.deleteBody', { number: card.card_no })}</p>
      </ConfirmDialog>
    </>
  );
}
