/**
 * The editor's pure helpers (draft-content.ts): edits at JSON pointers copy only their path, the
 * frames' configuration shows the draft's images through the staff API and never a half-typed colour,
 * and the shared validator reports an invalid colour and a contrast failure with its nearest passing
 * colour. The store (draft-store.ts) over the staff API's queries and mutations: an edit is saved with
 * the version it was made on, a conflict is shown and nothing is overwritten, and a retried start
 * sends the same draft id.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreviewConfig } from '../../shared/engine/partner/preview';
import { contrastRatio } from '../../shared/engine/theme/contrast';
import { answer, answerError, answerFor, type DataOf } from '../../src/testing/answers';
import {
  type DraftContent,
  getAt,
  problemsOf,
  sendable,
  setAt,
  summarizeEdit,
  toPreviewConfig,
} from './draft-content';
import { useDraftStore } from './draft-store';

const read = (name: string) => JSON.parse(readFileSync(join('partners', 'siam-life', name), 'utf8'));
const { secret_key: _s, api_key: _a, ...partner } = read('partner.json');
const content: DraftContent = { partner, theme: read('theme.json'), menu_tiles: read('menu-tiles.json') };
const assets = draftAssets();
function draftAssets() {
  const theme = content.theme as Record<string, unknown>;
  return Object.values(theme)
    .filter((v): v is string => typeof v === 'string' && v.startsWith('/partners/siam-life/assets/'))
    .map((v) => ({
      name: v.slice('/partners/siam-life/assets/'.length),
      content_type: 'image/svg+xml',
      bytes: 1,
    }));
}
const draft = { id: '3f0b6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', partnerId: 'siam-life' };

describe('editing a working copy', () => {
  it('sets a value at a pointer, copying only the path', () => {
    const next = setAt(content.theme, '/buttons/2/normal_text_color', '#000000') as Record<string, unknown>;
    expect(getAt(next, '/buttons/2/normal_text_color')).toBe('#000000');
    expect(getAt(content.theme, '/buttons/2/normal_text_color')).not.toBe('#000000');
    expect(next.buttons).not.toBe((content.theme as Record<string, unknown>).buttons);
    expect((next.buttons as unknown[])[1]).toBe(
      ((content.theme as Record<string, unknown>).buttons as unknown[])[1],
    );
  });

  it('shows the draft images through the staff API and keeps the last valid colour in the frames', () => {
    const config = toPreviewConfig(content, draft);
    expect(config.theme.logo).toBe(`/api/staff/drafts/${draft.id}/assets/logo.svg`);
    expect(config.partner).not.toHaveProperty('secret_key');
    const typing = { ...content, theme: { ...content.theme, main_color_1: '#12' } };
    const next = toPreviewConfig(typing, draft, config as PreviewConfig);
    expect(next.theme.main_color_1).toBe(config.theme.main_color_1);
    const done = toPreviewConfig(
      { ...content, theme: { ...content.theme, main_color_1: '#123456' } },
      draft,
      next,
    );
    expect(done.theme.main_color_1).toBe('#123456');
  });

  it('runs the validate:partners checks: the field, the fix, and the nearest passing colour', () => {
    expect(problemsOf(content, 'siam-life', assets)).toEqual([]);
    const bad = problemsOf(
      { ...content, theme: { ...content.theme, main_color_1: '#12' } },
      'siam-life',
      assets,
    );
    expect(bad).toEqual([
      {
        file: 'theme.json',
        pointer: '/main_color_1',
        message: '"#12" is not a hex colour; use #RRGGBB, e.g. "#0B5FA5"',
      },
    ]);
    const theme = content.theme as Record<string, string>;
    const low = problemsOf(
      { ...content, theme: { ...content.theme, top_bar_text_color: theme.top_bar_background_color! } },
      'siam-life',
      assets,
    );
    const contrast = low.find((p) => p.pointer === '/top_bar_text_color');
    expect(contrast?.message).toMatch(/has contrast 1\.00:1, below the 4\.5:1/);
    expect(contrast?.suggestion).toMatch(/^#[0-9A-F]{6}$/);
    expect(contrastRatio(contrast!.suggestion!, theme.top_bar_background_color!)).toBeGreaterThanOrEqual(4.5);
    // A missing image is named too, unless the draft has it.
    const missing = problemsOf(content, 'siam-life', []);
    expect(missing.some((p) => p.pointer === '/logo' && /does not exist/.test(p.message))).toBe(true);
  });

  it('summarises an edit for the history', () => {
    const after = { ...content, theme: { ...content.theme, main_color_1: '#000000', logo: '/x.svg' } };
    expect(summarizeEdit(content, after)).toBe('Edited main_color_1, logo');
  });

  it('sends exactly the three files (the API refuses any other key of the content)', () => {
    const restored = { ...content, tiles: content.menu_tiles, status: 'live' } as DraftContent;
    expect(Object.keys(sendable(restored))).toEqual(['partner', 'theme', 'menu_tiles']);
    expect(sendable(restored).theme).toBe(content.theme);
  });
});

describe('the store', () => {
  const saved = (version: number, c: DraftContent = content): DataOf<'getPartnerDraft'> => ({
    id: draft.id,
    partner_id: 'siam-life',
    base_partner_id: 'siam-life',
    title: 'Siam Life',
    version,
    created_by: { name: 'Editor', email: 'editor@example.com' },
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
    archived_at: null,
    content: c,
    assets,
    problems: [],
  });
  /** What the staff API answers next, in order; 'offline' for a request that gets no answer at all. */
  let answers: Array<Response | 'offline'>;
  /** Any other request: the lists, empty. */
  const otherwise = answerFor({ listPartnerDrafts: [], getPartnerDraftHistory: [] });
  let calls: Array<{ method: string; url: string; body: unknown }>;

  beforeEach(() => {
    localStorage.clear();
    answers = [];
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          method: init.method ?? 'GET',
          url,
          body: init.body ? JSON.parse(String(init.body)) : null,
        });
        const next = answers.shift() ?? (await otherwise(url, init));
        if (next === 'offline') throw new TypeError('Failed to fetch');
        return next;
      }),
    );
  });
  afterEach(() => {
    useDraftStore.getState().close();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    answers.push(answer('getPartnerDraft', saved(3)));
    await useDraftStore.getState().openDraft(draft.id);
    expect(useDraftStore.getState().current?.id).toBe(draft.id);
  };
  const puts = () => calls.filter((c) => c.method === 'PUT');

  it('saves an edit with the version it was made on, and summarises it', async () => {
    await open();
    expect(calls[0]).toMatchObject({ method: 'GET', url: `/api/staff/drafts/${draft.id}` });
    useDraftStore.getState().edit('theme', '/main_color_1', '#000000');
    expect(useDraftStore.getState().saveStatus).toBe('pending');
    expect(useDraftStore.getState().canUndo).toBe(true);
    answers.push(answer('updatePartnerDraft', saved(4)));
    await useDraftStore.getState().flush();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]!.body).toMatchObject({ version: 3, summary: 'Edited main_color_1' });
    expect(Object.keys((puts()[0]!.body as { content: object }).content)).toEqual([
      'partner',
      'theme',
      'menu_tiles',
    ]);
    expect(useDraftStore.getState()).toMatchObject({ saveStatus: 'saved', current: { version: 4 } });
  });

  it('shows a conflict and overwrites nothing', async () => {
    await open();
    useDraftStore.getState().edit('theme', '/main_color_1', '#000000');
    answers.push(answerError('DRAFT_VERSION_CONFLICT'));
    await useDraftStore.getState().flush();
    expect(useDraftStore.getState().saveStatus).toBe('conflict');
    expect(useDraftStore.getState().saveMessage).toMatch(/Someone else saved this draft/);
    useDraftStore.getState().edit('theme', '/main_color_2', '#111111');
    await useDraftStore.getState().flush();
    expect(puts()).toHaveLength(1);
    // Undo still works locally; the edits stay in this browser until the conflict is resolved.
    useDraftStore.getState().undo();
    expect(getAt(useDraftStore.getState().current?.config.theme, '/main_color_2')).toBe(
      (content.theme as Record<string, unknown>).main_color_2,
    );
  });

  it('sends the same draft id when a start is tried again after a failure', async () => {
    const input = { basePartnerId: 'siam-life', partnerId: 'siam-life-2', title: 'Copy', insCode: 'SL2' };
    // No answer (the network dropped): did the server make the draft? The retry must not make two.
    answers.push('offline');
    await useDraftStore.getState().createFromPartner(input);
    expect(useDraftStore.getState().error).toMatch(/cannot be reached/);
    answers.push(answer('createPartnerDraft', saved(1)));
    await useDraftStore.getState().createFromPartner(input);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect((posts[1]!.body as { id: string }).id).toBe((posts[0]!.body as { id: string }).id);
    expect(useDraftStore.getState()).toMatchObject({
      error: null,
      saveStatus: 'saved',
      current: { version: 1 },
    });
  });
});
