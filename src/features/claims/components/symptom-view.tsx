/** /symptom: the symptom or cause of the claim, chosen from a list with search; saved to the draft. */
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { SYMPTOM_CODES, type SymptomCode } from '../../../api/schemas/claims';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SearchOffIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n';
import { useLocalePath } from '../../../lib/locale';
import { useDraft, useSaveDraft } from '../api/claims';
import * as s from './claims.css';
import { QueryView, useErrorText } from './state';

export function SymptomView() {
  const { t } = useTranslation('claims');
  const lp = useLocalePath();
  const navigate = useNavigate();
  const query = useDraft();
  const save = useSaveDraft();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const found = useMemo(() => {
    const q = search.trim().toLowerCase();
    return SYMPTOM_CODES.filter((c) => !q || t(`symptoms.${c}`).toLowerCase().includes(q));
  }, [search, t]);
  const choose = (code: SymptomCode) =>
    save.mutate({ fields: { symptom_code: code } }, { onSuccess: () => void navigate(lp('/e-claim')) });
  return (
    <QueryView query={query}>
      {(draft) =>
        !draft ? (
          <EmptyState
            icon={<SearchOffIcon size={48} />}
            title={t('start.title')}
            link={{ to: '/coverages/eclaim', label: t('start.chooseCard') }}
          />
        ) : (
          <div className={s.stack}>
            <Field
              label={t('symptom.search')}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              name="symptom-search"
            />
            <FormAlert message={save.isError ? errorText(save.error, 'errors.saveFailed') : null} />
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
                      disabled={save.isPending}
                      onClick={() => choose(code)}
                    >
                      {t(`symptoms.${code}`)}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )
      }
    </QueryView>
  );
}
