/** The home menu tiles: the reading (A or B), each tile's status switch, and their order. */
import type { MenuTiles } from '../../shared/generated/types';
import type { EditorDraft } from './draft-content';
import { useDraftStore } from './draft-store';
import * as s from './editor.css';
import { TILES } from './form-model';

export function Tiles({ draft }: { draft: EditorDraft }) {
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
