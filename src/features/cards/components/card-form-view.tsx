/**
 * /add-card, /add-card-family, /edit-card/{id}, /edit-card-family/{id}: a self-added card. Everything
 * typed lives in the draftCard session store, so a failed save or a reload loses nothing; the photos
 * stay in memory (they survive a failed save). All fields and both photos are required (on edit a side
 * without a new photo keeps the saved one).
 */
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CardSummary, Insurer } from '../../../../shared/api/schemas/cards';
import { checksFrom, useForm } from '../../../components/form/use-form';
import { useSubmit } from '../../../components/form/use-submit';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { Button, buttonClassName } from '../../../components/ui/button';
import { DateInput, dateInputProblem, useDateInputMessage } from '../../../components/ui/date-input';
import { Field } from '../../../components/ui/field';
import * as f from '../../../components/ui/field.css';
import { useToastStore } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';
import { useLocale, useLocalePath } from '../../../lib/locale';
import { useCard } from '../api/get-card';
import { useFamily } from '../api/get-family';
import { useInsurers } from '../api/get-insurers';
import { useSaveCard } from '../api/save-card';
import { CARD_FORM_FIELDS as F } from '../api/keys';
import { type CardRuleError, validateCardForm } from '../lib/card-rules';
import { type DraftCard, editStartOf, useDraftCardStore } from '../stores/draft-card-store';
import * as s from './cards.css';
import { ImagePicker } from './image-picker';
import { CardNotFound, useCardStates } from './card-states';

const OTHER_INSURER_ID = 'other';

/** The form's values: the draft (kept in the session store), whose card it is, and the two photos. */
type CardValues = DraftCard & { person: string; front: File | null; back: File | null };
type CardField = keyof CardValues;
const CHECKED: readonly CardField[] = [
  'person',
  'company',
  'noCard',
  'name_ins',
  'startDate',
  'dueDate',
  'front',
  'back',
];
const SIDES = ['front', 'back'] as const;

/** Server field names → form fields, for the issues a CARD_SAVE_FAILED answer carries. */
const FIELD_OF: Record<string, CardField> = {
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
const SERVER_CODES = ['too_long', 'date_invalid', 'text_control_characters', 'date_out_of_range'];
/** A server issue's code as the form's own (one it does not know reads as "required"). */
const cardCode = (code: string): CardRuleError =>
  CODE_OF[code] ?? (SERVER_CODES.includes(code) ? (code as CardRuleError) : 'required');
/** The codes with a message of the card form's own (cards:errors.*); the rest are validation:*. */
const OWN_MESSAGES = ['image_required', 'image_type', 'image_size', 'date_order', 'too_long', 'date_invalid'];
const cardMessage = (t: (key: string) => string, code: CardRuleError | undefined) =>
  code ? (OWN_MESSAGES.includes(code) ? t(`errors.${code}`) : t(`validation:${code}`)) : null;

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
  const states = useCardStates();

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
        {...states}
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
  const { draftCard, insurerId, target, setDraft, setTarget, reset } = useDraftCardStore();
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

  // Every field and both photos are required; on edit a side without a new photo keeps the saved one.
  const hasFront = Boolean(card?.front_image_url);
  const hasBack = Boolean(card?.back_image_url);
  const dateMessage = useDateInputMessage();
  const checks = useMemo(
    () =>
      checksFrom<CardValues, CardField>(CHECKED, (all) => {
        const found = validateCardForm(all, { front: all.front, back: all.back, hasFront, hasBack });
        const out: Partial<Record<CardField, string | null>> = {};
        for (const [key, code] of Object.entries(found)) out[key as CardField] = cardMessage(t, code);
        if (needsPerson && all.person === '') out.person = t('validation:required');
        // A date chosen only in part, or a day its month does not have (the app's date input).
        for (const key of ['startDate', 'dueDate'] as const) {
          const problem = dateInputProblem(all[key], { required: false });
          if (problem === 'incomplete' || problem === 'invalid') out[key] = dateMessage(problem);
        }
        return out;
      }),
    [t, hasFront, hasBack, needsPerson, dateMessage],
  );
  // What is typed goes to the session store as it is typed (the photos stay in memory).
  const form = useForm<CardValues>(
    { ...draftCard, person: target.kind === 'family' ? target.personId : '', front: null, back: null },
    checks,
    {
      checkOn: 'submit',
      onChange: ({ person, front: _front, back: _back, ...typed }) => {
        if (person !== undefined) setTarget({ kind: 'family', personId: person });
        if (Object.keys(typed).length > 0) setDraft(typed);
      },
    },
  );
  const submit = useSubmit<CardField>({
    ns: 'cards',
    form,
    invalid: t('form.fixErrors'),
    untilFixed: true,
    body: FIELD_OF,
    issues: (code) => cardMessage(t, cardCode(code)),
    fallback: t('errors.saveFailed'),
    onError: (text) => toast(text ?? t('errors.saveFailed'), 'error'),
  });

  const onSubmit = submit.onSubmit(async () => {
    const { front, back } = form.values;
    const cardId = mode === 'edit' && card ? card.id : null;
    const saved = await save.mutateAsync({ target, cardId, draft: draftCard, insurerId, front, back });
    reset();
    toast(t('form.saved'));
    navigate(lp(family ? `/family-coverages/${saved.id}` : `/coverages/${saved.id}`), { replace: true });
  });

  const field = (key: 'company' | 'noCard' | 'name_ins') => ({
    ...form.field(key),
    required: true,
    requiredLabel: t('common:form.required'),
  });

  /** A card date: the app's date input (Buddhist-era years in Thai), decades either side of today. */
  const thisYear = new Date().getFullYear();
  const date = (
    key: 'startDate' | 'dueDate',
    testId: string,
    label: string,
    before: number,
    after: number,
  ) => (
    <DateInput
      id={testId}
      testId={testId}
      legend={label}
      required
      min={`${thisYear - before}-01-01`}
      max={`${thisYear + after}-12-31`}
      value={form.values[key]}
      error={form.errors[key] ?? null}
      onChange={(v) => form.set(key, v)}
    />
  );

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
    <form ref={submit.formRef} className={s.stack} onSubmit={onSubmit} noValidate data-testid="card-form">
      {restored ? (
        <p className={s.muted} role="status" data-testid="draft-restored">
          {t('form.draftRestored')}
        </p>
      ) : null}
      {needsPerson ? (
        <SelectField
          id="card-person"
          label={t('form.forWhom')}
          value={form.values.person}
          onChange={(e) => form.set('person', e.target.value)}
          error={form.errors.person}
          required
          data-testid="card-person"
          placeholder={t('form.chooseMember')}
          options={(familyList.data ?? []).map((m) => ({
            value: m.person_id,
            label: `${m.name} ${m.surname} (${t(`family.relations.${m.relation}`)})`,
          }))}
        />
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
            {form.values.company}
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
      {date('startDate', 'card-start', t('form.startDate'), 60, 10)}
      {date('dueDate', 'card-due', t('form.dueDate'), 10, 60)}
      {SIDES.map((side) => (
        <ImagePicker
          key={side}
          side={side}
          label={t(`form.${side}`)}
          file={form.values[side]}
          currentUrl={(side === 'front' ? card?.front_image_url : card?.back_image_url) ?? null}
          error={form.errors[side] ?? null}
          onChange={(file) => form.pick(side, file)}
          onUnreadable={() => form.refuse(side, t('validation:file_unreadable'), null)}
        />
      ))}
      {mode === 'add' ? <p className={s.muted}>{t('form.benefitsLater')}</p> : null}
      {submit.formError ? (
        <p className={s.fieldError} role="alert" data-testid="card-form-error">
          {submit.formError}
        </p>
      ) : null}
      <div className={s.actionsRow}>
        <Button variant="outline" block onClick={cancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" variant="primary" block disabled={submit.busy} data-testid="card-save">
          {submit.busy ? t('form.saving') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
