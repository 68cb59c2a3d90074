/** /symptom: the symptom or cause of the claim, chosen from a list with search; saved to the draft. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SYMPTOM_CODES, type SymptomCode } from '../../../../shared/api/schemas/claims';
import { useSubmit } from '../../../components/form/use-submit';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { useSaveDraft } from '../api/claims';
import * as s from './claims.css';
import { DraftScreen } from './draft-screen';

export function SymptomView() {
  const { t } = useTranslation('claims');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const save = useSaveDraft();
  const [search, setSearch] = useState('');
  const found = useMemo(() => {
    const q = search.trim().toLowerCase();
    return SYMPTOM_CODES.filter((c) => !q || t(`symptoms.${c}`).toLowerCase().includes(q));
  }, [search, t]);
  // Choosing is the form's submit: saved to the draft, then back to the e-Claim.
  const submit = useSubmit({ ns: 'claims', fallback: t('errors.saveFailed') });
  const choose = (code: SymptomCode) =>
    void submit.run(async () => {
      await save.mutateAsync({ fields: { symptom_code: code } });
      await navigate(lp('/e-claim'));
    });
  return (
    <DraftScreen>
      {(draft) => (
        <div className={s.stack}>
          <Field
            label={t('symptom.search')}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            name="symptom-search"
          />
          <FormAlert message={submit.formError} />
          {found.length === 0 ? (
            <p className={s.muted} role="status">
              {t('symptom.none')}
            </p>
          ) : (
            <ul className={s.list} aria-label={t('symptom.listLabel')} data-testid="symptom-list">
              {found.map((code) => (
                <li key={code}>
                  <Button
                    variant={draft.fields.symptom_code === code ? 'primary' : 'outline'}
                    block
                    aria-pressed={draft.fields.symptom_code === code}
                    disabled={submit.busy}
                    onClick={() => choose(code)}
                  >
                    {t(`symptoms.${code}`)}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DraftScreen>
  );
}
