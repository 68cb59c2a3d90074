/** Start a draft from a partner folder: a zip, or the folder's files, dropped or chosen. */
import { type DragEvent, useId, useState } from 'react';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { zipOf } from './files';

export function ImportFolder() {
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
