import * as s from './admin.css';

/**
 * An e-mail that, in a narrow column, wraps after its "@" first: the domain is a box of its own, so
 * the line may break before it (and, unlike <wbr>, not where white-space is nowrap).
 */
export function Email({ value }: { value: string }) {
  const at = value.indexOf('@');
  if (at < 0) return <>{value}</>;
  return (
    <>
      {value.slice(0, at + 1)}
      <span className={s.domain}>{value.slice(at + 1)}</span>
    </>
  );
}
