/**
 * Compare mode's list of what differs between the two columns' configurations and, while frames are
 * highlighting, what narrows the outlines: kinds and regions, with how many marked elements of each the
 * mounted frames found.
 */
import { useSyncExternalStore } from 'react';
import {
  DIFF_KINDS,
  DIFF_REGIONS,
  type DiffKind,
  type DiffRegion,
  type PreviewConfig,
} from '../../shared/engine/partner/preview';
import { highlightFilter, highlightTotals, setHighlightFilter, subscribeHighlights } from '../grid/frame-bus';
import * as s from '../previewer.css';
import { type ConfigDifference, diffConfigs } from './config-diff';

const KIND_LABELS: Record<DiffKind, string> = {
  text: 'Text colour',
  background: 'Background',
  border: 'Border',
  image: 'Image',
  visibility: 'Shown or hidden',
};
const REGION_LABELS: Record<DiffRegion, string> = {
  'top-bar': 'Top bar',
  content: 'Content',
  tiles: 'Tiles',
  'bottom-bar': 'Bottom bar',
};

const toggled = <T extends string>(list: readonly T[] | undefined, value: T, on: boolean): T[] =>
  on ? [...(list ?? []), value] : (list ?? []).filter((v) => v !== value);

/**
 * Which kinds and regions the frames outline. No box ticked in a group means all of that group; the
 * counts are of every differing element in the mounted frames, whatever is ticked.
 */
function HighlightNarrowing() {
  const totals = useSyncExternalStore(subscribeHighlights, highlightTotals);
  const filter = useSyncExternalStore(subscribeHighlights, highlightFilter);
  return (
    <div data-highlight-narrowing="">
      <p className={s.help}>
        Outlined in {totals.frames} mounted {totals.frames === 1 ? 'frame' : 'frames'}. Tick kinds or regions
        to outline only those (none ticked: all); each frame's caption steps through its marks.
      </p>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Kind</legend>
        {DIFF_KINDS.map((kind) => (
          <label key={kind} className={s.check}>
            <input
              type="checkbox"
              name="highlight-kind"
              value={kind}
              checked={filter.kinds?.includes(kind) ?? false}
              onChange={(e) =>
                setHighlightFilter({ ...filter, kinds: toggled(filter.kinds, kind, e.target.checked) })
              }
            />
            {KIND_LABELS[kind]} <span className={s.muted}>({totals.byKind[kind]})</span>
          </label>
        ))}
      </fieldset>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>Region</legend>
        {DIFF_REGIONS.map((region) => (
          <label key={region} className={s.check}>
            <input
              type="checkbox"
              name="highlight-region"
              value={region}
              checked={filter.regions?.includes(region) ?? false}
              onChange={(e) =>
                setHighlightFilter({
                  ...filter,
                  regions: toggled(filter.regions, region, e.target.checked),
                })
              }
            />
            {REGION_LABELS[region]} <span className={s.muted}>({totals.byRegion[region]})</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}

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
  highlighting = false,
}: {
  labels: readonly [string, string];
  configs: readonly [PreviewConfig | undefined, PreviewConfig | undefined];
  /** Frames are outlining differences: offer to narrow them. */
  highlighting?: boolean;
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
      {highlighting ? <HighlightNarrowing /> : null}
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
