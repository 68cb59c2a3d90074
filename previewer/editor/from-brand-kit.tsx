/** Start a draft from a brand kit: names, one to three colours and an optional logo (docs/decisions/061-brand-kit.md). */
import { useState } from 'react';
import { INS_CODE_PATTERN, INS_CODE_RULE, PARTNER_ID_PATTERN } from '../../shared/api/schemas/staff-drafts';
import { isHexColor } from '../../shared/engine/theme/contrast';
import { ColorInput } from './color-input';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { assetName, IMAGE_ACCEPT, imageFileProblem } from './files';
import { TextField } from './text-field';

const COLOR_DEFAULTS = ['#0057B8', '#FFD400', '#2E7D32'];

export function FromBrandKit() {
  const [count, setCount] = useState(2);
  const [colors, setColors] = useState(COLOR_DEFAULTS);
  const [partnerId, setPartnerId] = useState('');
  const [insCode, setInsCode] = useState('');
  const [nameTh, setNameTh] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const used = colors.slice(0, count);
  const ready =
    PARTNER_ID_PATTERN.test(partnerId) &&
    INS_CODE_PATTERN.test(insCode) &&
    nameTh.trim() !== '' &&
    nameEn.trim() !== '' &&
    used.every(isHexColor) &&
    !logoError;
  return (
    <details className={s.card}>
      <summary>Start from a brand kit</summary>
      <form
        className={s.stack}
        onSubmit={(e) => {
          e.preventDefault();
          if (!ready) return;
          void useDraftStore.getState().createFromBrandKit({
            partnerId,
            title: `${nameEn.trim()} brand kit`,
            insCode,
            name: { th: nameTh.trim(), en: nameEn.trim() },
            colors: used,
            logo: logo ? { name: assetName(logo.name), file: logo } : null,
          });
        }}
      >
        <TextField
          label="Partner id"
          value={partnerId}
          onChange={(v) => setPartnerId(v.trim())}
          placeholder="acme-health"
        />
        <TextField
          label="Insurer code"
          value={insCode}
          onChange={(v) => setInsCode(v.trim().toUpperCase())}
          placeholder="ACM"
          invalid={insCode !== '' && !INS_CODE_PATTERN.test(insCode)}
          description={`${INS_CODE_RULE}; each partner needs its own.`}
        />
        <TextField label="Thai name" value={nameTh} onChange={setNameTh} lang="th" />
        <TextField label="English name" value={nameEn} onChange={setNameEn} />
        <label className={s.label}>
          Brand colours
          <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
            <option value={1}>One colour</option>
            <option value={2}>Two colours</option>
            <option value={3}>Three colours</option>
          </select>
        </label>
        {used.map((c, i) => (
          <ColorInput
            // biome-ignore lint/suspicious/noArrayIndexKey: the colours are positions 1–3
            key={i}
            name={`Brand colour ${i + 1}`}
            value={c}
            // From the latest state: two quick edits (autofill, a test typing fast) must not undo each other.
            onChange={(value) => setColors((prev) => prev.map((x, j) => (j === i ? value : x)))}
            textProps={{ 'aria-label': `Brand colour ${i + 1}`, 'aria-invalid': !isHexColor(c) }}
          />
        ))}
        <label className={s.label}>
          Logo (optional: without one a wordmark is drawn)
          <input
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              setLogo(file);
              setLogoError(file ? imageFileProblem(file) : null);
            }}
          />
        </label>
        {logoError && (
          <p className={s.problem} role="alert">
            {logoError}
          </p>
        )}
        <button type="submit" className={s.primary} disabled={!ready}>
          Generate the draft
        </button>
      </form>
    </details>
  );
}
