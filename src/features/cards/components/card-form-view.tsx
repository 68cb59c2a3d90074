/**
 * /add-card, /add-card-family, /edit-card/{id}, /edit-card-family/{id}: a self-added card. Everything
 * typed lives in the draftCard session store, so a failed save or a reload loses nothing; the photos
 * stay in memory (they survive a failed save). All fields and both photos are required (on edit a side
 * without a new photo keeps the saved one).
 */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CardSummary, Insurer } from '../../../api/schemas/cards';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import * as f from '../../../components/ui/field.css';
import { useToastStore } from '../../../components/ui/toast';
import { ApiRequestError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useCard } from '../api/get-card';
import { useFamily } from '../api/get-family';
import { useInsurers } from '../api/get-insurers';
import { useSaveCard } from '../api/save-card';
import { CARD_FORM_FIELDS as F } from '../api/keys';
import { type CardFormErrors, type CardRuleError, checkCardImage, validateCardForm } from '../lib/card-rules';
import { type DraftCard, editStartOf, useDraftCardStore } from '../stores/draft-card-store';
import * as s from './cards.css';
import { ImagePicker } from './image-picker';
import { CardNotFound, QueryState, useErrorMessage } from './query-state';

const OTHER_INSURER_ID = 'other';

/** Server field names → form fields, for the issues a CARD_SAVE_FAILED answer carries. */
const FIELD_OF: Record<string, keyof CardFormErrors> = {
  [F.insurerId]: 'company',
  [F.insurerName]: 'company',
  [F.cardNo]: 'noCard',
  [F.insuredName]: 'name_ins',
  [F.startDate]: 'startDate',
  [F.expiryDate]: 'dueDate',
  [F.frontImage]: 'front',
  [F.backImage]: 'back',
};
const CODE_OF: Record<string, CardRuleError> = {
  required: 'required',
  date_order: 'date_order',
  file_too_large: 'image_size',
  file_type: 'image_type',
  file_mismatch: 'image_type',
  file_empty: 'image_type',
  image_dimensions: 'image_type',
  file_unreadable: 'file_unreadable',
};

function serverIssues(error: unknown): CardFormErrors {
  if (!(error instanceof ApiRequestError) || !Array.isArray(error.details)) return {};
  const out: CardFormErrors = {};
  for (const item of error.details as { path?: unknown; code?: unknown }[]) {
    const field = typeof item.path === 'string' ? FIELD_OF[item.path] : undefined;
    if (!field || out[field]) continue;
    const code = typeof item.code === 'string' ? item.code : '';
    out[field] =
      CODE_OF[code] ??
      (['too_long', 'date_invalid', 'text_control_characters', 'date_out_of_range'].includes(code)
        ? (code as CardRuleError)
        : 'required');
  }
  return out;
}

/** Which insurer id a saved card belongs to: a partner by code, a market insurer by name, else "other". */
function resolveInsurerId(card: CardSummary, insurers: Insurer[]): string {
  const byCode = card.ins_code ? insurers.find((i) => i.ins_code === card.ins_code) : undefined;
  if (byCode) return byCode.id;
  const byName = insurers.find(
    (i) => i.kind !== 'other' && (i.name.th === card.insurer_name.th || i.name.en === card.insurer_name.en),
  );
  return byName?.id ?? OTHER_INSURER_ID;
}

export function CardFormView({
  mode,
  family,
  cardId,
}: {
  mode: 'add' | 'edit';
  family: boolean;
  cardId?: string;
}) {
  const { t } = useTranslation('cards');
  const locale = useLocale();
  const store = useDraftCardStore();
  // /edit-card without an id edits the card whose edit is under way in this session, if any.
  const editId = cardId ?? (store.isEditCard ? (store.cardId ?? undefined) : undefined);
  const existing = useCard(mode === 'edit' ? editId : undefined);
  const insurers = useInsurers();

  // Entering the edit screen directly (a link, a reload after the store was reset) starts the edit flow.
  useEffect(() => {
    if (mode !== 'edit' || !existing.data || !insurers.data) return;
    const { card } = existing.data;
    if (store.isEditCard && store.cardId === card.id && store.insurerId) return;
    const { target, values } = editStartOf(card, family, locale);
    const sameCard = store.isEditCard && store.cardId === card.id;
    store.startEdit(target, card.id, sameCard ? store.draftCard : values);
    useDraftCardStore.setState({ insurerId: resolveInsurerId(card, insurers.data) });
  }, [mode, existing.data, insurers.data, family, locale, store]);

  if (mode === 'edit' && !editId) return <CardNotFound />;
  if (mode === 'edit') {
    return (
      <QueryState
        query={{
          isPending: existing.isPending || insurers.isPending,
          error: existing.error ?? insurers.error,
          refetch: () => {
            void existing.refetch();
            void insurers.refetch();
          },
        }}
        loadingLabel={t('detail.loading')}
        rows={5}
      >
        {() =>
          existing.data && store.isEditCard && store.cardId === existing.data.card.id ? (
            existing.data.card.editable ? (
              <CardForm mode="edit" family={family} card={existing.data.card} />
            ) : (
              <CardNotFound />
            )
          ) : null
        }
      </QueryState>
    );
  }
  return <AddCardForm family={family} />;
}

function AddCardForm({ family }: { family: boolean }) {
  const store = useDraftCardStore();
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  // Reaching /add-card without choosing an insurer first: the insurer list comes first.
  if (!store.isAddCard && !store.isEditCard) {
    return (
      <div className={s.stack}>
        <p>{t('form.chooseInsurerFirst')}</p>
        <Link
          className={buttonClassName({ variant: 'primary', block: true })}
          to={`${lp('/insurance-list')}${family ? '?for=family' : ''}`}
          data-testid="choose-insurer-first"
        >
          {t('common:routes.insuranceList')}
        </Link>
      </div>
    );
  }
  return <CardForm mode="add" family={family} card={null} />;
}

function CardForm({
  mode,
  family,
  card,
}: {
  mode: 'add' | 'edit';
  family: boolean;
  card: CardSummary | null;
}) {
  const { t } = useTranslation('cards');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const toast = useToastStore((st) => st.show);
  const errorMessage = useErrorMessage();
  const { draftCard, insurerId, target, setDraft, setTarget, reset } = useDraftCardStore();
  const [front, setFront] = useState<File | null>(null);
  const [back, setBack] = useState<File | null>(null);
  const [errors, setErrors] = useState<CardFormErrors>({});
  const [targetError, setTargetError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const save = useSaveCard();
  const familyList = useFamily();
  const needsPerson = family && mode === 'add';
  // Opening the add form with fields already typed means the draft came back (a reload, a failed save).
  const [restored] = useState(
    () =>
      mode === 'add' &&
      Boolean(draftCard.noCard || draftCard.name_ins || draftCard.startDate || draftCard.dueDate),
  );
  const typedInsurer = insurerId === OTHER_INSURER_ID || insurerId === null;

  const message = (code: CardRuleError | undefined) =>
    code
      ? ['image_required', 'image_type', 'image_size', 'date_order', 'too_long', 'date_invalid'].includes(
          code,
        )
        ? t(`errors.${code}`)
        : t(`validation:${code}`)
      : null;

  /** Clears one field's error; the form's error banner goes once no field has one left. */
  const clearError = (key: keyof CardFormErrors) => {
    if (!errors[key]) return;
    const rest = { ...errors, [key]: undefined };
    setErrors(rest);
    if (Object.values(rest).every((e) => e === undefined)) setSummary(null);
  };

  /**
   * A photo is checked when it is chosen, not at Save: a PDF or a file over 10 MB is refused at once
   * with its reason, and the photo chosen before (if any) stays.
   */
  const pickImage = (side: 'front' | 'back', file: File | null) => {
    const problem = file ? checkCardImage(file) : null;
    if (problem) {
      setErrors({ ...errors, [side]: problem });
      return;
    }
    (side === 'front' ? setFront : setBack)(file);
    clearError(side);
  };

  const unreadableImage = (side: 'front' | 'back') => {
    (side === 'front' ? setFront : setBack)(null);
    setErrors((current) => ({ ...current, [side]: 'file_unreadable' }));
  };

  const field = (key: keyof DraftCard) => ({
    value: draftCard[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setDraft({ [key]: e.target.value });
      clearError(key);
    },
    error: message(errors[key]),
    required: true,
    requiredLabel: t('common:form.required'),
  });

  const members = useMemo(() => familyList.data ?? [], [familyList.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateCardForm(draftCard, {
      front,
      back,
      hasFront: Boolean(card?.front_image_url),
      hasBack: Boolean(card?.back_image_url),
    });
    // A photo refused when it was chosen keeps its reason (not a PDF, too large…) over "required".
    for (const side of ['front', 'back'] as const)
      if (found[side] === 'image_required' && errors[side] && errors[side] !== 'image_required')
        found[side] = errors[side];
    const personMissing = needsPerson && (target.kind !== 'family' || target.personId === '');
    setErrors(found);
    setTargetError(personMissing ? t('validation:required') : null);
    if (Object.keys(found).length > 0 || personMissing) {
      setSummary(t('form.fixErrors'));
      return;
    }
    setSummary(null);
    save.mutate(
      { target, cardId: mode === 'edit' && card ? card.id : null, draft: draftCard, insurerId, front, back },
      {
        onSuccess: (saved) => {
          reset();
          toast(t('form.saved'));
          navigate(lp(family ? `/family-coverages/${saved.id}` : `/coverages/${saved.id}`), {
            replace: true,
          });
        },
        onError: (error) => {
          setErrors(serverIssues(error));
          toast(errorMessage(error, 'errors.saveFailed'), 'error');
          setSummary(errorMessage(error, 'errors.saveFailed'));
        },
      },
    );
  };

  const cancel = () => {
    reset();
    navigate(
      lp(
        card
          ? family
            ? `/family-coverages/${card.id}`
            : `/coverages/${card.id}`
          : family
            ? '/family-coverages'
            : '/coverages',
      ),
    );
  };

  return (
    <form className={s.stack} onSubmit={submit} noValidate data-testid="card-form">
      {restored ? (
        <p className={s.muted} role="status" data-testid="draft-restored">
          {t('form.draftRestored')}
        </p>
      ) : null}
      {needsPerson ? (
        <div className={f.field}>
          <label className={f.label} htmlFor="card-person">
            {t('form.forWhom')}
            <span className={f.requiredMark} aria-hidden="true">
              *
            </span>
          </label>
          <select
            id="card-person"
            className={f.input}
            value={target.kind === 'family' ? target.personId : ''}
            onChange={(e) => {
              setTarget({ kind: 'family', personId: e.target.value });
              setTargetError(null);
            }}
            aria-invalid={targetError ? true : undefined}
            aria-describedby={targetError ? 'card-person-error' : undefined}
            required
            data-testid="card-person"
          >
            <option value="" disabled>
              {t('form.chooseMember')}
            </option>
            {members.map((m) => (
              <option key={m.person_id} value={m.person_id}>
                {m.name} {m.surname} ({t(`family.relations.${m.relation}`)})
              </option>
            ))}
          </select>
          {targetError ? (
            <p id="card-person-error" className={f.error} role="alert">
              {targetError}
            </p>
          ) : null}
        </div>
      ) : null}
      {typedInsurer ? (
        <Field
          label={t('form.company')}
          autoComplete="organization"
          data-testid="card-company"
          {...field('company')}
        />
      ) : (
        <div className={s.panel}>
          <span className={f.label}>{t('form.company')}</span>
          <span className={s.rowTitle} data-testid="card-company-chosen">
            {draftCard.company}
          </span>
          {mode === 'add' ? (
            <Link
              className={buttonClassName({ variant: 'text', size: 'small' })}
              to={`${lp('/insurance-list')}${family ? '?for=family' : ''}`}
            >
              {t('form.changeInsurer')}
            </Link>
          ) : null}
        </div>
      )}
      <Field label={t('form.noCard')} autoComplete="off" data-testid="card-no" {...field('noCard')} />
      <Field label={t('form.nameIns')} autoComplete="name" data-testid="card-name" {...field('name_ins')} />
      <Field label={t('form.startDate')} type="date" data-testid="card-start" {...field('startDate')} />
      <Field label={t('form.dueDate')} type="date" data-testid="card-due" {...field('dueDate')} />
      <ImagePicker
        side="front"
        label={t('form.front')}
        file={front}
        currentUrl={card?.front_image_url ?? null}
        error={message(errors.front)}
        onChange={(file) => pickImage('front', file)}
        onUnreadable={() => unreadableImage('front')}
      />
      <ImagePicker
        side="back"
        label={t('form.back')}
        file={back}
        currentUrl={card?.back_image_url ?? null}
        error={message(errors.back)}
        onChange={(file) => pickImage('back', file)}
        onUnreadable={() => unreadableImage('back')}
      />
      {mode === 'add' ? <p className={s.muted}>{t('form.benefitsLater')}</p> : null}
      {summary ? (
        <p className={s.fieldError} role="alert" data-testid="card-form-error">
          {summary}
        </p>
      ) : null}
      <div className={s.actionsRow}>
        <Button variant="outline" block onClick={cancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="primary" block disabled={save.isPending} data-testid="card-save">
          {save.isPending ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
