/**
 * /add-coverage?card=…, /edit-coverage?card=…&benefit=… (and the -family routes): a benefit line of a
 * self-added card. Benefit text is required, fee fields are digits only; what was typed stays on a
 * failed save. Deleting a line asks for confirmation.
 */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CardDetail, CoverageBenefit } from '../../../../shared/api/schemas/cards';
import { checksFrom, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useDeleteBenefit } from '../api/delete-benefit';
import { useSaveBenefit } from '../api/save-benefit';
import { type CoverageDraft, EMPTY_COVERAGE, FEE_FIELDS, validateCoverageForm } from '../lib/card-rules';
import { CardFace } from './card-face';
import * as s from './cards.css';
import { CardNotFound, CardQueryState } from './card-states';

const FEE_LABEL: Record<(typeof FEE_FIELDS)[number], string> = {
  max_limit: 'coverageForm.maxLimit',
  medical_fee: 'coverageForm.medicalFee',
  room_price: 'coverageForm.roomPrice',
  surgery_fee: 'coverageForm.surgeryFee',
  medicine_fee: 'coverageForm.medicineFee',
};

export function CoverageFormView({
  cardId,
  benefitId,
  family,
}: {
  cardId: string | null;
  benefitId: string | null;
  family: boolean;
}) {
  return (
    <CardQueryState cardId={cardId}>
      {(detail) => {
        const benefit = benefitId ? detail.benefits.find((b) => b.id === benefitId) : null;
        // Only a self-added card's own benefits can be changed; anything else is "page not found".
        if (!detail.card.editable || (benefitId && !benefit)) return <CardNotFound />;
        return <CoverageForm detail={detail} benefit={benefit ?? null} family={family} />;
      }}
    </CardQueryState>
  );
}

const toDraft = (b: CoverageBenefit | null, lang: 'th' | 'en'): CoverageDraft =>
  b
    ? {
        benefit: b.benefit[lang],
        max_limit: b.max_limit?.toString() ?? '',
        medical_fee: b.medical_fee?.toString() ?? '',
        room_price: b.room_price?.toString() ?? '',
        surgery_fee: b.surgery_fee?.toString() ?? '',
        medicine_fee: b.medicine_fee?.toString() ?? '',
      }
    : EMPTY_COVERAGE;

function CoverageForm({
  detail,
  benefit,
  family,
}: {
  detail: CardDetail;
  benefit: CoverageBenefit | null;
  family: boolean;
}) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const save = useSaveBenefit();
  const del = useDeleteBenefit();
  const cardPath = lp(family ? `/family-coverages/${detail.card.id}` : `/coverages/${detail.card.id}`);
  const checks = useMemo(
    () =>
      checksFrom<CoverageDraft, keyof CoverageDraft>(['benefit', ...FEE_FIELDS], (all) => {
        const found: Partial<Record<keyof CoverageDraft, string>> = {};
        for (const [key, code] of Object.entries(validateCoverageForm(all)))
          found[key as keyof CoverageDraft] = t(`validation:${code}`);
        return found;
      }),
    [t],
  );
  const form = useForm<CoverageDraft>(toDraft(benefit, locale), checks, { checkOn: 'submit' });
  // A failed save or delete is said in a toast; what was typed stays.
  const submit = useSubmit<keyof CoverageDraft>({
    ns: 'cards',
    form,
    fallback: t('coverageForm.saveFailed'),
    onError: (text) => toast(text ?? t('coverageForm.saveFailed'), 'error'),
  });
  const removal = useSubmit({
    ns: 'cards',
    fallback: t('coverageForm.deleteFailed'),
    onError: (text) => {
      setConfirmOpen(false);
      toast(text ?? t('coverageForm.deleteFailed'), 'error');
    },
  });

  const onSubmit = submit.onSubmit(async () => {
    const { values } = form;
    const body = {
      benefit: values.benefit.trim(),
      ...Object.fromEntries(FEE_FIELDS.map((k) => [k, values[k].trim()])),
    };
    await save.mutateAsync({ cardId: detail.card.id, benefitId: benefit?.id ?? null, body });
    toast(t('coverageForm.saved'));
    navigate(cardPath, { replace: true });
  });

  const onDelete = () => {
    if (!benefit) return;
    void removal.run(async () => {
      await del.mutateAsync({ cardId: detail.card.id, benefitId: benefit.id });
      setConfirmOpen(false);
      toast(t('coverageForm.deleted'));
      navigate(cardPath, { replace: true });
    });
  };

  return (
    <>
      <CardFace card={detail.card} />
      <form
        ref={submit.formRef}
        className={s.stack}
        onSubmit={onSubmit}
        noValidate
        data-testid="coverage-form"
      >
        <Field
          label={t('coverageForm.benefit')}
          help={t('coverageForm.benefitHelp')}
          required
          requiredLabel={t('common:form.required')}
          maxLength={300}
          data-testid="coverage-benefit"
          {...form.field('benefit')}
        />
        {FEE_FIELDS.map((key) => (
          <Field
            key={key}
            label={t(FEE_LABEL[key])}
            help={t('coverageForm.feeHelp')}
            inputMode="numeric"
            maxLength={12}
            data-testid={`coverage-${key}`}
            {...form.field(key)}
          />
        ))}
        <Button type="submit" variant="primary" block disabled={submit.busy} data-testid="coverage-save">
          {t('coverageForm.save')}
        </Button>
        {benefit ? (
          <Button variant="danger" block onClick={() => setConfirmOpen(true)} data-testid="coverage-delete">
            {t('coverageForm.delete')}
          </Button>
        ) : null}
      </form>
      <ConfirmDialog
        open={confirmOpen}
        title={t('coverageForm.deleteTitle')}
        onClose={() => setConfirmOpen(false)}
        cancelLabel={t('common:actions.cancel')}
        confirmLabel={t('coverageForm.delete')}
        confirmVariant="danger"
        confirmTestId="confirm-delete-benefit"
        busy={removal.busy}
        onConfirm={onDelete}
      >
        <p>{t('coverageForm.deleteBody', { benefit: benefit?.benefit[locale] ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
