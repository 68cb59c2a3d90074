/** A value of an audit entry as short JSON, the whole of a long one behind a "Show" disclosure. */
import * as s from './admin.css';
import { jsonPreview } from './format';

export function JsonValue({ value }: { value: unknown }) {
  const { text, full } = jsonPreview(value);
  return (
    <>
      <span className={s.value}>{text}</span>
      {full && (
        <details className={s.inlineDetails}>
          <summary className={s.summary}>Show</summary>
          <pre className={s.pre}>{full}</pre>
        </details>
      )}
    </>
  );
}
