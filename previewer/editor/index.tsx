/**
 * The draft editor panel (issue 14): list drafts, start one from a partner, a brand kit or an imported
 * folder, and edit it in a form generated from the schemas (schema-form.ts). Every edit updates the
 * working copy at once (the frames re-theme from it), is checked by the validate:partners checks and
 * saved shortly after with the version it was made on; undo and redo (buttons, Ctrl/Cmd+Z,
 * Shift+Ctrl/Cmd+Z), the history, export as a zip. Viewers see everything read-only.
 */
import { zipSync } from 'fflate';
import { type DragEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { INS_CODE_PATTERN, PARTNER_ID_PATTERN } from '../../src/api/schemas/staff-drafts';
import { SCHEMA_DOCS } from '../../src/engine/partner/schema-docs';
import { ASSET_EXTENSIONS, MAX_ASSET_BYTES } from '../../src/engine/partner/validate-config';
import { isHexColor } from '../../src/engine/theme/contrast';
import type { MenuTiles } from '../../src/generated/types';
import { callApi } from '../../src/lib/api-client';
import type { StaffPartner, StaffProfile } from '../staff-session';
import {
  type DraftProblem,
  type EditorDraft,
  isEditorDraft,
  displayImageUrl,
  getAt,
  useDraftStore,
} from './draft-store';
import * as s from './editor.css';
import {
  allFields,
  type FieldDescriptor,
  type FieldGroup,
  fieldMatches,
  formFromSchemas,
  tileDescriptions,
} from './schema-form';

export { useDraftStore } from './draft-store';

const FORM = formFromSchemas(SCHEMA_DOCS);
const TILES = tileDescriptions(SCHEMA_DOCS);
const FILE_OF = { partner: 'partner.json', theme: 'theme.json' } as const;
const VIEWER_NOTE =
  'You are signed in as a viewer: you can open drafts and read their history, but not change them. Ask an editor to make changes.';

/** Who is signed in and which partners exist (the editor's own calls; the session cookie is shared). */
function useStaff() {
  const [staff, setStaff] = useState<{ me: StaffProfile; partners: StaffPartner[] } | null>(null);
  useEffect(() => {
    let live = true;
    Promise.all([callApi('getStaffMe'), callApi('listStaffPartners')])
      .then(([me, partners]) => live && setStaff({ me: me.data, partners: partners.data }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  return staff;
}

export function EditorPanel() {
  const staff = useStaff();
  const current = useDraftStore((st) => st.current);
  const busy = useDraftStore((st) => st.busy);
  const error = useDraftStore((st) => st.error);
  const canEdit = staff?.me.permissions.includes('drafts.write') ?? false;

  useEffect(() => {
    void useDraftStore.getState().loadDrafts();
  }, []);

  // Undo and redo from the keyboard while a draft is open (editors).
  useEffect(() => {
    if (!current || !canEdit) return;
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.key.toLowerCase() !== 'z') return;
      e.preventDefault();
      const st = useDraftStore.getState();
      if (e.shiftKey) st.redo();
      else st.undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, canEdit]);

  return (
    <section className={s.panel} aria-labelledby="editor-heading">
      <h2 id="editor-heading" className={s.heading}>
        Draft editor
      </h2>
      {staff && !canEdit && (
        <p className={s.note} id="viewer-note">
          {VIEWER_NOTE}
        </p>
      )}
      {busy && (
        <p className={s.muted} role="status">
          {busy}
        </p>
      )}
      {error && (
        <p className={s.error} role="alert">
          {error}
        </p>
      )}
      {isEditorDraft(current) ? (
        <DraftEditor draft={current} canEdit={canEdit} />
      ) : (
        <Start partners={staff?.partners ?? []} canEdit={canEdit} />
      )}
    </section>
  );
}

// --- Without an open draft: the list, and the three ways to start one ---------------------------

function Start({ partners, canEdit }: { partners: StaffPartner[]; canEdit: boolean }) {
  const drafts = useDraftStore((st) => st.drafts);
  return (
    <>
      <section className={s.stack} aria-labelledby="drafts-heading">
        <h3 id="drafts-heading" className={s.subheading}>
          Drafts
        </h3>
        {drafts.length === 0 ? (
          <p className={s.muted}>No drafts yet.</p>
        ) : (
          <ul className={s.history}>
            {drafts.map((d) => (
              <li key={d.id} className={s.row}>
                <button
                  type="button"
                  className={s.button}
                  onClick={() => void useDraftStore.getState().openDraft(d.id)}
                >
                  Open
                </button>
                <span>
                  <strong>{d.title}</strong> ({d.partner_id}, version {d.version}, by{' '}
                  {d.created_by.name || 'unknown'})
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <fieldset
        className={s.plain}
        disabled={!canEdit}
        aria-describedby={canEdit ? undefined : 'viewer-note'}
      >
        <FromPartner partners={partners} />
        <FromBrandKit />
        <ImportFolder />
      </fieldset>
    </>
  );
}

function FromPartner({ partners }: { partners: StaffPartner[] }) {
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
            {partners.map((p) => (
              <option key={p.partner_id} value={p.partner_id}>
                {p.name.en} ({p.partner_id})
              </option>
            ))}
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
          <label className={s.label}>
            New partner id
            <input
              value={newId}
              onChange={(e) => setNewId(e.target.value.trim())}
              placeholder="e.g. siam-life-2027"
              aria-invalid={newId !== '' && !idValid}
            />
            <span className={s.description}>
              2–40 lower-case letters, digits and dashes; also the folder name.
            </span>
          </label>
        )}
        {mode === 'copy' && (
          <label className={s.label}>
            New insurer code
            <input
              value={newInsCode}
              onChange={(e) => setNewInsCode(e.target.value.trim().toUpperCase())}
              placeholder="e.g. SLI2"
              aria-invalid={newInsCode !== '' && !INS_CODE_PATTERN.test(newInsCode)}
            />
            <span className={s.description}>
              2–10 capital letters or digits; each partner needs its own (it selects the theme).
            </span>
          </label>
        )}
        <button type="submit" className={s.primary} disabled={!idValid}>
          Start the draft
        </button>
      </form>
    </details>
  );
}

const COLOR_DEFAULTS = ['#0057B8', '#FFD400', '#2E7D32'];

function FromBrandKit() {
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
        <label className={s.label}>
          Partner id
          <input
            value={partnerId}
            onChange={(e) => setPartnerId(e.target.value.trim())}
            placeholder="acme-health"
          />
        </label>
        <label className={s.label}>
          Insurer code
          <input
            value={insCode}
            onChange={(e) => setInsCode(e.target.value.trim().toUpperCase())}
            placeholder="ACM"
          />
        </label>
        <label className={s.label}>
          Thai name
          <input value={nameTh} onChange={(e) => setNameTh(e.target.value)} lang="th" />
        </label>
        <label className={s.label}>
          English name
          <input value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
        </label>
        <label className={s.label}>
          Brand colours
          <select value={count} onChange={(e) => setCount(Number(e.target.value))}>
            <option value={1}>One colour</option>
            <option value={2}>Two colours</option>
            <option value={3}>Three colours</option>
          </select>
        </label>
        {used.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the colours are positions 1–3
          <div key={i} className={s.colorInputs}>
            <input
              type="color"
              aria-label={`Brand colour ${i + 1} picker`}
              value={pickerValue(c)}
              onChange={(e) => {
                // From the latest state: two quick edits (autofill, a test typing fast) must not undo each other.
                const value = e.target.value.toUpperCase();
                setColors((prev) => prev.map((x, j) => (j === i ? value : x)));
              }}
            />
            <input
              type="text"
              aria-label={`Brand colour ${i + 1}`}
              value={c}
              aria-invalid={!isHexColor(c)}
              onChange={(e) => {
                const value = e.target.value.trim();
                setColors((prev) => prev.map((x, j) => (j === i ? value : x)));
              }}
            />
          </div>
        ))}
        <label className={s.label}>
          Logo (optional: without one a wordmark is drawn)
          <input
            type="file"
            accept=".svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp"
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

/** A file name as a draft image name: lower-case, safe characters only, its extension kept. */
export function assetName(fileName: string): string {
  const lower = fileName.toLowerCase();
  const dot = lower.lastIndexOf('.');
  const ext = dot > 0 ? lower.slice(dot) : '';
  const stem = (dot > 0 ? lower.slice(0, dot) : lower)
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '');
  return `${(stem || 'image').slice(0, 50)}${ext === '.jpeg' ? '.jpg' : ext}`;
}

/** Why a chosen image cannot be uploaded (checked again by the server, by its bytes), or null. */
export function imageFileProblem(file: { name: string; size: number; type: string }): string | null {
  const lower = file.name.toLowerCase();
  const ext = lower.slice(lower.lastIndexOf('.'));
  if (!ASSET_EXTENSIONS.includes(ext))
    return `${file.name} is not an image a partner folder may hold; use an ${ASSET_EXTENSIONS.join(', ')} file`;
  if (file.type && !/^image\/(svg\+xml|png|jpeg|webp)$/.test(file.type))
    return `${file.name} is ${file.type}; use an SVG, PNG, JPEG or WebP image`;
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > MAX_ASSET_BYTES)
    return `${file.name} is ${Math.ceil(file.size / 1024)} KB; images may be at most ${MAX_ASSET_BYTES / 1024} KB (compress or resize it)`;
  return null;
}

/** The files of a partner folder as a zip: a .zip as is, or loose files placed where a folder holds them. */
async function zipOf(files: File[]): Promise<Uint8Array> {
  const only = files[0];
  if (files.length === 1 && only && /\.zip$/i.test(only.name))
    return new Uint8Array(await only.arrayBuffer());
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) {
    const rel = (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name;
    // A chosen folder gives "<folder>/assets/x.svg": kept as is; loose files are placed by their kind.
    const path = rel.includes('/')
      ? rel
      : /\.json$/i.test(rel)
        ? rel
        : /\.md$/i.test(rel)
          ? `pages/${rel}`
          : `assets/${rel}`;
    entries[path] = new Uint8Array(await f.arrayBuffer());
  }
  return zipSync(entries);
}

function ImportFolder() {
  const [over, setOver] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const inputId = useId();
  const take = (list: FileList | null) => setFiles(list ? [...list] : []);
  return (
    <details className={s.card}>
      <summary>Import a partner folder or zip</summary>
      <form
        className={s.stack}
        onSubmit={async (e) => {
          e.preventDefault();
          if (files.length === 0) return;
          const zip = await zipOf(files);
          const title = `Imported ${files.length === 1 ? files[0]!.name : `${files.length} files`}`;
          await useDraftStore.getState().importFolder({ title, zip });
        }}
      >
        <section
          className={s.dropZone}
          aria-label="Drop files here"
          data-over={over}
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e: DragEvent) => {
            e.preventDefault();
            setOver(false);
            take(e.dataTransfer.files);
          }}
        >
          <label htmlFor={inputId}>
            Drop a zip or the folder's files (partner.json, theme.json, menu-tiles.json, images) here, or
            choose them
          </label>
          <input id={inputId} type="file" multiple onChange={(e) => take(e.target.files)} />
        </section>
        {files.length > 0 && <p className={s.muted}>{files.map((f) => f.name).join(', ')}</p>}
        <button type="submit" className={s.primary} disabled={files.length === 0}>
          Import
        </button>
      </form>
    </details>
  );
}

// --- The open draft -----------------------------------------------------------------------------

const SAVE_TEXT = {
  saved: 'All changes saved',
  pending: 'Saving soon…',
  saving: 'Saving…',
  conflict: 'Not saved: conflict',
  error: 'Not saved',
} as const;

function DraftEditor({ draft, canEdit }: { draft: EditorDraft; canEdit: boolean }) {
  const problems = useDraftStore((st) => st.problems);
  const assetProblems = useDraftStore((st) => st.assetProblems);
  const saveStatus = useDraftStore((st) => st.saveStatus);
  const saveMessage = useDraftStore((st) => st.saveMessage);
  const canUndo = useDraftStore((st) => st.canUndo);
  const canRedo = useDraftStore((st) => st.canRedo);
  const [filter, setFilter] = useState('');
  const all = [...problems, ...assetProblems];
  const contrast = problems.filter((p) => p.suggestion).length;

  return (
    <>
      <div className={s.stack}>
        <p className={s.muted}>
          <strong>{draft.label}</strong> · partner <code>{draft.partnerId}</code> · version {draft.version}
        </p>
        <p className={s.status} role="status" aria-live="polite" data-save-status={saveStatus}>
          {SAVE_TEXT[saveStatus]}
        </p>
        {saveStatus === 'conflict' && (
          <div className={s.error} role="alert">
            <p>{saveMessage}</p>
            <button
              type="button"
              className={s.button}
              onClick={() => void useDraftStore.getState().reloadTheirs()}
            >
              Reload their version
            </button>
          </div>
        )}
        {saveStatus === 'error' && saveMessage && (
          <p className={s.error} role="alert">
            {saveMessage}{' '}
            <button type="button" className={s.button} onClick={() => void useDraftStore.getState().flush()}>
              Try again
            </button>
          </p>
        )}
        <div className={s.row}>
          <button
            type="button"
            className={s.button}
            disabled={!canEdit || !canUndo}
            onClick={() => useDraftStore.getState().undo()}
            aria-keyshortcuts="Control+Z Meta+Z"
            title={canEdit ? 'Undo (Ctrl/Cmd+Z)' : VIEWER_NOTE}
          >
            Undo
          </button>
          <button
            type="button"
            className={s.button}
            disabled={!canEdit || !canRedo}
            onClick={() => useDraftStore.getState().redo()}
            aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z"
            title={canEdit ? 'Redo (Shift+Ctrl/Cmd+Z)' : VIEWER_NOTE}
          >
            Redo
          </button>
          <button
            type="button"
            className={s.button}
            disabled={!canEdit}
            title={canEdit ? 'Download the partner folder as a zip' : VIEWER_NOTE}
            onClick={async () => {
              await useDraftStore.getState().flush();
              const a = document.createElement('a');
              a.href = `/api/staff/drafts/${draft.id}/export`;
              a.download = `${draft.partnerId}.zip`;
              document.body.append(a);
              a.click();
              a.remove();
            }}
          >
            Export zip
          </button>
          <button type="button" className={s.button} onClick={() => useDraftStore.getState().close()}>
            Close
          </button>
        </div>
      </div>

      <section aria-labelledby="problems-heading" className={s.stack}>
        <h3 id="problems-heading" className={s.subheading}>
          <span data-testid="problem-count">{all.length}</span> problem{all.length === 1 ? '' : 's'}
          {contrast > 0 ? ` (${contrast} contrast)` : ''}
        </h3>
        {all.length > 0 && (
          <details className={s.card}>
            <summary>All problems</summary>
            <ul className={s.history}>
              {all.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity
                <li key={i}>
                  <span className={s.code}>
                    {p.file}
                    {p.pointer ? ` ${p.pointer}` : ''}
                    {p.line ? `:${p.line}` : ''}
                  </span>
                  : {p.message}
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      <label className={s.label}>
        Filter fields
        <input
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="e.g. top bar"
        />
      </label>

      <fieldset
        className={s.plain}
        disabled={!canEdit}
        aria-describedby={canEdit ? undefined : 'viewer-note'}
      >
        <legend className={s.subheading}>Fields</legend>
        {FORM.map((group) => (
          <Group key={group.id} group={group} filter={filter} draft={draft} problems={problems} />
        ))}
        <Tiles draft={draft} />
      </fieldset>
      <History />
    </>
  );
}

function Group({
  group,
  filter,
  draft,
  problems,
}: {
  group: FieldGroup;
  filter: string;
  draft: EditorDraft;
  problems: DraftProblem[];
}) {
  const fields = group.fields.filter((f) => fieldMatches(f, filter));
  if (fields.length === 0) return null;
  const count = fields.reduce((n, f) => n + problemsFor(problems, f).length, 0);
  return (
    <details className={s.card} open={filter !== '' || count > 0 || group.id === 'theme-brand'}>
      <summary>
        {group.title}
        {count > 0 ? ` — ${count} problem${count === 1 ? '' : 's'}` : ''}
      </summary>
      {group.description && <p className={s.description}>{group.description}</p>}
      {fields.map((f) => (
        <Field key={f.id} field={f} draft={draft} problems={problemsFor(problems, f)} />
      ))}
    </details>
  );
}

const problemsFor = (problems: DraftProblem[], f: FieldDescriptor) =>
  problems.filter((p) => p.file === FILE_OF[f.file] && p.pointer === f.pointer);

/** For the picker: #RGB and #RRGGBBAA as the #RRGGBB an <input type=color> takes. */
function pickerValue(value: unknown): string {
  if (typeof value !== 'string' || !isHexColor(value)) return '#000000';
  const hex = value.slice(1);
  if (hex.length === 3) return `#${[...hex].map((c) => c + c).join('')}`.toLowerCase();
  return `#${hex.slice(0, 6)}`.toLowerCase();
}

function Field({
  field,
  draft,
  problems,
}: {
  field: FieldDescriptor;
  draft: EditorDraft;
  problems: DraftProblem[];
}) {
  const id = `field-${field.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const describedBy = `${id}-description${problems.length ? ` ${id}-problems` : ''}`;
  const file = field.file;
  const value = getAt(draft.content[file], field.pointer);
  const edit = (v: unknown) => useDraftStore.getState().edit(file, field.pointer, v);
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': problems.length > 0 };
  let control: ReactNode;
  switch (field.kind) {
    case 'color':
      control = (
        <span className={s.colorInputs}>
          <input
            type="color"
            aria-label={`${field.name} colour picker`}
            value={pickerValue(value)}
            onChange={(e) => edit(e.target.value.toUpperCase())}
          />
          <input
            type="text"
            {...common}
            value={typeof value === 'string' ? value : ''}
            onChange={(e) => edit(e.target.value.trim())}
            spellCheck={false}
          />
        </span>
      );
      break;
    case 'image':
      control = <ImageInput field={field} draft={draft} value={value} common={common} />;
      break;
    case 'switch':
    case 'boolean': {
      const [off, on] = field.options as [unknown, unknown];
      control = (
        <input
          type="checkbox"
          role="switch"
          {...common}
          aria-checked={value === on}
          checked={value === on}
          onChange={(e) => edit(e.target.checked ? on : off)}
        />
      );
      break;
    }
    case 'select':
      control = (
        <select
          {...common}
          value={JSON.stringify(value ?? null)}
          onChange={(e) => edit(JSON.parse(e.target.value))}
        >
          {value === undefined && <option value="null">(not set)</option>}
          {(field.options ?? []).map((o) => (
            <option key={JSON.stringify(o)} value={JSON.stringify(o)}>
              {String(o)}
            </option>
          ))}
        </select>
      );
      break;
    case 'number':
      control = (
        <input
          type="number"
          {...common}
          step={field.maximum !== undefined && field.maximum <= 1 ? 0.05 : 1}
          {...(field.minimum !== undefined ? { min: field.minimum } : {})}
          {...(field.maximum !== undefined ? { max: field.maximum } : {})}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => edit(e.target.value === '' ? undefined : Number(e.target.value))}
        />
      );
      break;
    case 'list':
      control = <ListInput field={field} value={value} common={common} edit={edit} />;
      break;
    default:
      control = (
        <input
          type="text"
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => edit(e.target.value)}
        />
      );
  }
  return (
    <div className={`${s.field} ${problems.length ? s.fieldInvalid : ''}`} data-field={field.id}>
      <label htmlFor={id} className={s.label}>
        <span>
          <span className={s.fieldName}>{field.name}</span>
          {field.required && (
            <span className={s.required} title="required">
              * <span className={s.visuallyHidden}>(required)</span>
            </span>
          )}
        </span>
      </label>
      {control}
      <p id={`${id}-description`} className={s.description}>
        {field.description}
      </p>
      {problems.length > 0 && (
        <div id={`${id}-problems`} className={s.problem} role="alert">
          {problems.map((p) => (
            <p key={p.message} className={s.problem}>
              {field.name}: {p.message}
              {p.suggestion && (
                <button type="button" className={s.button} onClick={() => edit(p.suggestion)}>
                  Use nearest passing colour {p.suggestion}
                </button>
              )}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

function ListInput({
  field,
  value,
  common,
  edit,
}: {
  field: FieldDescriptor;
  value: unknown;
  common: Record<string, unknown>;
  edit: (v: unknown) => void;
}) {
  const enumList = Array.isArray(field.options);
  const shown = enumList && Array.isArray(value) ? value.join(', ') : JSON.stringify(value ?? [], null, 1);
  const [text, setText] = useState(shown);
  const [bad, setBad] = useState<string | null>(null);
  // A change from outside (undo, reload) replaces what is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the value changes
  useEffect(() => {
    setText(shown);
    setBad(null);
  }, [JSON.stringify(value)]);
  return (
    <>
      <textarea
        {...common}
        rows={enumList ? 1 : 3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (enumList) {
            edit(
              e.target.value
                .split(',')
                .map((x) => x.trim())
                .filter(Boolean),
            );
            return;
          }
          try {
            edit(JSON.parse(e.target.value));
            setBad(null);
          } catch {
            setBad('Not valid JSON yet: the last valid list is kept.');
          }
        }}
      />
      {enumList && <span className={s.description}>Comma-separated: {(field.options ?? []).join(', ')}</span>}
      {bad && <span className={s.problem}>{bad}</span>}
    </>
  );
}

function ImageInput({
  field,
  draft,
  value,
  common,
}: {
  field: FieldDescriptor;
  draft: EditorDraft;
  value: unknown;
  common: Record<string, unknown>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const ref = typeof value === 'string' ? value : '';
  const edit = (v: unknown) => useDraftStore.getState().edit(field.file, field.pointer, v);
  return (
    <div className={s.stack}>
      <span className={s.row}>
        {ref && <img className={s.preview} src={displayImageUrl(ref, draft)} alt={`Current ${field.name}`} />}
        <input
          type="text"
          {...common}
          value={ref}
          onChange={(e) => edit(e.target.value.trim())}
          placeholder="/partners/…/assets/… or https://…"
        />
      </span>
      <label className={s.label}>
        Upload an image for {field.name}
        <input
          type="file"
          accept=".svg,.png,.jpg,.jpeg,.webp,image/svg+xml,image/png,image/jpeg,image/webp"
          disabled={uploading}
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            const why = imageFileProblem(file);
            setProblem(why);
            if (why) return;
            setUploading(true);
            try {
              const path = await useDraftStore.getState().uploadAsset(assetName(file.name), file);
              edit(path);
            } catch (error) {
              const { errorText } = await import('../staff-session');
              const details = (error as { details?: Array<{ message?: string }> }).details;
              setProblem(details?.[0]?.message ?? errorText(error));
            } finally {
              setUploading(false);
            }
          }}
        />
      </label>
      {uploading && <span role="status">Uploading…</span>}
      {problem && (
        <span className={s.problem} role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

// --- Tiles: reading, status and order -------------------------------------------------------------

function Tiles({ draft }: { draft: EditorDraft }) {
  const tiles = (draft.content.menu_tiles as unknown as Partial<MenuTiles>).tiles ?? [];
  const reading = (draft.content.partner.tile_reading as 'A' | 'B' | undefined) ?? 'A';
  const theme = draft.content.theme as Record<string, unknown>;
  const problems = useDraftStore((st) => st.problems).filter((p) => p.file === 'menu-tiles.json');
  return (
    <details className={s.card} open>
      <summary>Home menu tiles (reading {reading})</summary>
      <p className={s.description}>{TILES.list}</p>
      <p className={s.description}>
        Reading: {reading} (change it with the partner's tile_reading). {TILES.status}
      </p>
      {problems.map((p) => (
        <p key={`${p.pointer}${p.message}`} className={s.problem} role="alert">
          menu-tiles.json {p.pointer}: {p.message}
        </p>
      ))}
      <ol className={s.tileList}>
        {tiles.map((tile, i) => {
          const flag = tile.status?.[reading] ?? null;
          const switchId = `tile-${tile.id}-status`;
          return (
            <li key={tile.id} className={s.tile} data-tile={tile.id}>
              <span>
                <strong>
                  {i + 1}. {tile.id}
                </strong>{' '}
                <span className={s.muted}>icon {tile.icon}</span>
              </span>
              {flag === null ? (
                <span className={s.muted}>Always shown under reading {reading}</span>
              ) : (
                <label htmlFor={switchId} className={s.row}>
                  <input
                    id={switchId}
                    type="checkbox"
                    role="switch"
                    aria-checked={theme[flag] === 1}
                    checked={theme[flag] === 1}
                    onChange={(e) =>
                      useDraftStore.getState().edit('theme', `/${flag}`, e.target.checked ? 1 : 0)
                    }
                  />
                  {tile.id} shown ({flag})
                </label>
              )}
              <span className={s.row}>
                <button
                  type="button"
                  className={s.button}
                  disabled={i === 0}
                  aria-label={`Move ${tile.id} up`}
                  onClick={() => useDraftStore.getState().moveTile(i, -1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className={s.button}
                  disabled={i === tiles.length - 1}
                  aria-label={`Move ${tile.id} down`}
                  onClick={() => useDraftStore.getState().moveTile(i, 1)}
                >
                  Move down
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </details>
  );
}

// --- History ----------------------------------------------------------------------------------------

function History() {
  const history = useDraftStore((st) => st.history);
  const shown = useMemo(() => history.slice(0, 50), [history]);
  return (
    <details className={s.card}>
      <summary>History ({history.length} versions)</summary>
      <ol className={s.history}>
        {shown.map((h) => (
          <li key={h.version}>
            <strong>Version {h.version}</strong>: {h.summary} — {h.staff.name || h.staff.email},{' '}
            <time dateTime={h.changed_at}>{new Date(h.changed_at).toLocaleString('en-GB')}</time>
            {h.changes.length > 0 && (
              <ul>
                {h.changes.slice(0, 20).map((c) => (
                  <li key={c.pointer} className={s.code}>
                    {c.pointer}: {JSON.stringify(c.from)} → {JSON.stringify(c.to)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** Every field the form shows (for tests and the filter). */
export const EDITOR_FIELDS = allFields(FORM);
