/** An image field: its path or URL, a preview, and an upload into the draft's assets/. */
import { useState } from 'react';
import { errorText } from '../staff-session';
import { displayImageUrl, type EditorDraft } from './draft-content';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { assetName, IMAGE_ACCEPT, imageFileProblem } from './files';
import type { FieldDescriptor } from './schema-form';

export function ImageInput({
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
          accept={IMAGE_ACCEPT}
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
