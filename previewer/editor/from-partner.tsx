/** Start a draft from a partner: a copy under a new id and insurer code, or the same id (its keys). */
import { useState } from 'react';
import { INS_CODE_PATTERN, INS_CODE_RULE, PARTNER_ID_PATTERN } from '../../shared/api/schemas/staff-drafts';
import { PartnerOptions } from '../partner-options';
import type { StaffPartner } from '../staff-session';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { TextField } from './text-field';

export function FromPartner({ partners }: { partners: StaffPartner[] }) {
  const [base, setBase] = useState('');
  const [mode, setMode] = useState<'copy' | 'same'>('copy');
  const [newId, setNewId] = useState('');
  const [newInsCode, setNewInsCode] = useState('');
  const chosen = base || partners[0]?.partner_id || '';
  const partnerId = mode === 'same' ? chosen : newId;
  const insValid = mode === 'same' || INS_CODE_PATTERN.test(newInsCode);
  const idValid = PARTNER_ID_PATTERN.test(partnerId) && insValid;
  return (
    <details className={s.card} open>
      <summary>Start from a partner</summary>
      <form
        className={s.stack}
        onSubmit={(e) => {
          e.preventDefault();
          if (!idValid) return;
          const name = partners.find((p) => p.partner_id === chosen)?.name.en ?? chosen;
          void useDraftStore.getState().createFromPartner({
            basePartnerId: chosen,
            partnerId,
            title: `${name} (${partnerId})`,
            ...(mode === 'copy' ? { insCode: newInsCode } : {}),
          });
        }}
      >
        <label className={s.label}>
          Partner
          <select value={chosen} onChange={(e) => setBase(e.target.value)}>
            <PartnerOptions partners={partners} />
          </select>
        </label>
        <div className={s.row} role="radiogroup" aria-label="Draft partner id">
          <label>
            <input type="radio" checked={mode === 'copy'} onChange={() => setMode('copy')} /> A copy under a
            new id
          </label>
          <label>
            <input type="radio" checked={mode === 'same'} onChange={() => setMode('same')} /> The same id
            (keeps its keys)
          </label>
        </div>
        {mode === 'copy' && (
          <>
            <TextField
              label="New partner id"
              value={newId}
              onChange={(v) => setNewId(v.trim())}
              placeholder="e.g. siam-life-2027"
              invalid={newId !== '' && !idValid}
              description="2–40 lower-case letters, digits and dashes; also the folder name."
            />
            <TextField
              label="New insurer code"
              value={newInsCode}
              onChange={(v) => setNewInsCode(v.trim().toUpperCase())}
              placeholder="e.g. SLI2"
              invalid={newInsCode !== '' && !INS_CODE_PATTERN.test(newInsCode)}
              description={`${INS_CODE_RULE}; each partner needs its own (it selects the theme).`}
            />
          </>
        )}
        <button type="submit" className={s.primary} disabled={!idValid}>
          Start the draft
        </button>
      </form>
    </details>
  );
}
