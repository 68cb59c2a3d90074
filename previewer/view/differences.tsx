/** Compare mode's list of what differs between the two columns' configurations. */
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import * as s from '../previewer.css';
import { type ConfigDifference, diffConfigs } from './config-diff';

const HEX = /^#[0-9A-F]{3,8}$/;

function Value({ difference, value }: { difference: ConfigDifference; value: string }) {
  if (difference.kind === 'colour' && HEX.test(value))
    return (
      <span className={s.valueCell}>
        <span className={s.swatch} style={{ background: value }} aria-hidden="true" />
        <code>{value}</code>
      </span>
    );
  if (difference.kind === 'image' && value.startsWith('/'))
    return (
      <span className={s.valueCell}>
        <img className={s.thumb} src={value} alt="" loading="lazy" />
        <code>{value}</code>
      </span>
    );
  return <code className={s.wrap}>{value}</code>;
}

export function Differences({
  labels,
  configs,
}: {
  labels: readonly [string, string];
  configs: readonly [PreviewConfig | undefined, PreviewConfig | undefined];
}) {
  const [a, b] = configs;
  if (!a || !b)
    return (
      <section className={s.panel} aria-labelledby="differences-heading">
        <h2 id="differences-heading" className={s.panelHeading}>
          Differences
        </h2>
        <p className={s.muted} role="status">
          Loading both configurations…
        </p>
      </section>
    );
  const differences = diffConfigs(a, b);
  return (
    <section className={s.panel} aria-labelledby="differences-heading">
      <h2 id="differences-heading" className={s.panelHeading}>
        Differences <span className={s.groupCount}>{differences.length} fields</span>
      </h2>
      {differences.length === 0 ? (
        <p className={s.muted}>The two configurations are the same.</p>
      ) : (
        <div className={s.tableScroll}>
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">{labels[0]}</th>
                <th scope="col">{labels[1]}</th>
              </tr>
            </thead>
            <tbody>
              {differences.map((d) => (
                <tr
                  key={`${d.section}:${d.field}`}
                  data-section={d.section}
                  data-field={d.field}
                  data-kind={d.kind}
                >
                  <th scope="row">
                    <span className={s.muted}>{d.section}</span> <code>{d.field}</code>
                  </th>
                  <td>
                    <Value difference={d} value={d.a} />
                  </td>
                  <td>
                    <Value difference={d} value={d.b} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
