/**
 * The route walk (issue 26, Deliver 2; docs/decisions/081-preview-members-and-records.md): EVERY route
 * of shared/config/routes.ts, with the demo record and representative states the previewer's grid
 * gives it, in the grid's frame mode (the member app in a same-origin iframe, `?wl_preview=1`, the read-only
 * preview session's token in the fragment for every route that is not guest-only), for the four
 * shipped partners and a new draft made through the staff API from a brand kit. A frame fails the
 * walk when it ends on another route, shows "not found", or shows a login page where a signed-in
 * screen is expected.
 *
 * One language per source keeps it fast (the other language of every route is walked for the same
 * partners by e2e/routes.spec.ts outside frames, and the Thai/English frame mode by
 * e2e/preview-frame.spec.ts): default and krungsiam-bank in Thai, siam-life and tmp-corp in English,
 * the draft in Thai. Frames load a few at a time; each is judged once it said `wl-preview:ready`
 * (and, for the draft, `wl-preview:applied` after its configuration) and nothing on it is busy.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type AppRoute, type Locale, ROUTES, stripLocale } from '../shared/config/routes';
import {
  PREVIEW_EXTRA_STATES_FOR_ROUTE,
  PREVIEW_STATE_FOR_ROUTE,
  type PreviewConfig,
  type PreviewState,
} from '../shared/engine/partner/preview';
import { frameSrc } from '../previewer/grid/frame-url';
import { previewPath } from '../previewer/grid/preview-path';
import { partner, routeTitle } from './support';

const VIEWER = { email: 'viewer@tpa.example', password: 'PreviewViewer2026' };
const EDITOR = { email: 'editor@tpa.example', password: 'PreviewEditor2026' };
const HOST = '/__route-walk-host';
/** Frames loading at once in the host page. */
const BATCH = 4;

interface Source {
  name: string;
  basePartnerId: string;
  locale: Locale;
  /** A draft's configuration, sent to each frame once it is ready. */
  config?: PreviewConfig;
  /** The Telemed card limit the frames show. */
  cardLimit: 2 | 3;
}

/** The frames the grid shows for a route: its representative state, then any later ones. */
const statesOf = (route: AppRoute): (PreviewState | null)[] => [
  PREVIEW_STATE_FOR_ROUTE[route.path] ?? null,
  ...(PREVIEW_EXTRA_STATES_FOR_ROUTE[route.path] ?? []),
];

/**
 * Routes whose job is to move on or to say "not found": the sign-in callbacks send a member home
 * (docs/spec.md 2), and the two not-found pages are "not found".
 */
const MOVES_ON = new Set<string>(['/check-page', '/check-page-auth']);
const IS_NOT_FOUND = new Set<string>(['/not-found', '/not-page']);
/**
 * A card step beyond the partner's Telemed card limit does not exist for it: with a limit of 2,
 * /telemed-policy-3 and its coverage go back to the last step there is (src/features/telemed).
 */
const beyondLimit = (route: AppRoute, limit: number) =>
  /^\/telemed-policy(-coverage)?-3$/.test(route.path) && limit < 3;

interface Shown {
  pathname: string;
  title: string;
  signedIn: boolean | undefined;
  notFound: number;
  progress: string;
}

async function staffSignIn(request: APIRequestContext, who: typeof VIEWER) {
  const login = await request.post('/api/staff/session', { data: who });
  expect(login.ok(), await login.text()).toBe(true);
}

async function openHost(page: Page) {
  await page.route(`**${HOST}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><body></body></html>' }),
  );
  await page.goto(HOST);
}

/**
 * Loads frames in the host page and answers what each shows once it has settled: ready (and, with a
 * configuration, applied), nothing busy, the same address twice in a row.
 */
async function walkBatch(
  page: Page,
  frames: { id: string; src: string }[],
  config: PreviewConfig | undefined,
): Promise<Record<string, Shown>> {
  return page.evaluate(
    async ({ frames, config }) => {
      document.body.replaceChildren();
      const settle = (iframe: HTMLIFrameElement) =>
        new Promise<Shown>((resolve, reject) => {
          let signedIn: boolean | undefined;
          const timer = setTimeout(() => reject(new Error(`${iframe.id}: no ready message in 60 s`)), 60_000);
          const watch = async () => {
            const win = iframe.contentWindow!;
            let last = '';
            for (let i = 0; i < 600; i++) {
              const doc = win.document;
              const busy = doc.querySelector('[aria-busy="true"]') !== null;
              const now = `${win.location.pathname}|${doc.title}`;
              if (!busy && now === last) {
                clearTimeout(timer);
                resolve({
                  pathname: win.location.pathname,
                  title: doc.title,
                  signedIn,
                  notFound: doc.querySelectorAll('[data-testid="not-found"], [data-testid$="-not-found"]')
                    .length,
                  progress: doc.body.innerText,
                });
                return;
              }
              last = busy ? '' : now;
              await new Promise((r) => setTimeout(r, 250));
            }
            reject(new Error(`${iframe.id}: still busy after 150 s`));
          };
          window.addEventListener('message', (event) => {
            const data = event.data as { type?: string; signedIn?: boolean };
            if (event.source !== iframe.contentWindow || event.origin !== location.origin) return;
            if (data.type === 'wl-preview:ready') {
              signedIn = data.signedIn;
              if (config)
                iframe.contentWindow!.postMessage({ type: 'wl-preview:config', config }, location.origin);
              else void watch();
            } else if (data.type === 'wl-preview:applied' && config) void watch();
          });
        });
      const loads = frames.map(({ id, src }) => {
        const iframe = document.createElement('iframe');
        iframe.id = id;
        iframe.title = id;
        iframe.style.cssText = 'width:390px;height:844px;border:0';
        const shown = settle(iframe);
        iframe.src = src;
        document.body.append(iframe);
        return shown.then((s) => [id, s] as const);
      });
      return Object.fromEntries(await Promise.all(loads));
    },
    { frames, config },
  );
}

/** The route a pathname is on (the most specific pattern wins), as e2e/routes.spec.ts reads it. */
function routeAt(pathname: string): AppRoute | undefined {
  const path = stripLocale(pathname);
  const matching = ROUTES.filter((r) => {
    const pattern = r.path
      .split('/')
      .map((part) =>
        part.endsWith('?') ? '(?:/[^/]+)?' : part.startsWith(':') ? '/[^/]+' : part ? `/${part}` : '',
      )
      .join('');
    return new RegExp(`^${pattern || '/'}$`).test(path === '' ? '/' : path);
  });
  return matching.sort((a, b) => a.path.split(':').length - b.path.split(':').length)[0];
}

async function walk(page: Page, request: APIRequestContext, source: Source) {
  await staffSignIn(request, VIEWER);
  const session = await request.post('/api/staff/preview-sessions', {
    data: { partner_id: source.basePartnerId },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { token } = (await session.json()).data as { token: string };
  const examples = (await (await request.get(`/api/staff/partners/${source.basePartnerId}/examples`)).json())
    .data as Record<string, string>;

  await openHost(page);
  const all = ROUTES.flatMap((route) =>
    statesOf(route).map((state, i) => {
      const path = previewPath(route, examples);
      const src = frameSrc({
        path,
        locale: source.locale,
        partnerId: source.basePartnerId,
        state,
        token: route.access === 'guest' ? null : token,
      });
      return { id: `f${route.path.replace(/\W+/g, '-')}-${i}`, src, route, state };
    }),
  );
  const problems: string[] = [];
  const notPage = routeTitle(source.locale, 'notPage');
  for (let i = 0; i < all.length; i += BATCH) {
    const batch = all.slice(i, i + BATCH);
    const shown = await walkBatch(page, batch, source.config);
    for (const { id, route, state, src } of batch) {
      const s = shown[id]!;
      const what = `${source.name} ${route.path}${state ? ` [${state}]` : ''} (${src.split('#')[0]})`;
      if (MOVES_ON.has(route.path)) continue;
      const landed = routeAt(s.pathname);
      if (landed?.path !== route.path && !beyondLimit(route, source.cardLimit))
        problems.push(`${what}: moved to ${s.pathname}`);
      if (!IS_NOT_FOUND.has(route.path) && (s.notFound > 0 || s.title.startsWith(notPage)))
        problems.push(`${what}: "not found" (${s.title})`);
      if (route.access === 'protected' && s.signedIn === false) problems.push(`${what}: signed out`);
      // The Telemed steps say the limit of the configuration shown (a draft's own).
      if (route.path === '/telemed-policy-1' && s.pathname.endsWith('/telemed-policy-1')) {
        const limit = source.locale === 'en' ? `of up to ${source.cardLimit}` : `สูงสุด ${source.cardLimit} ใบ`;
        if (!s.progress.includes(limit))
          problems.push(`${what}: the card limit shown is not ${source.cardLimit}`);
      }
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
}

const SHIPPED: { id: string; locale: Locale }[] = [
  { id: 'default', locale: 'th' },
  { id: 'siam-life', locale: 'en' },
  { id: 'krungsiam-bank', locale: 'th' },
  { id: 'tmp-corp', locale: 'en' },
];

test.describe('every route in a frame', () => {
  for (const { id, locale } of SHIPPED) {
    test(`${id} (${locale})`, async ({ page, request }) => {
      test.setTimeout(900_000);
      const limit = (partner(id) as { telemed_card_limit?: 2 | 3 }).telemed_card_limit ?? 3;
      await walk(page, request, { name: id, basePartnerId: id, locale, cardLimit: limit });
    });
  }

  test('a new draft from a brand kit (th), with its own card limit', async ({ page, request }) => {
    test.setTimeout(900_000);
    await staffSignIn(request, EDITOR);
    const draftId = crypto.randomUUID();
    const created = await request.post('/api/staff/drafts', {
      data: {
        id: draftId,
        partner_id: 'cpa-care',
        title: 'Chao Phraya Assurance',
        from: {
          kind: 'brand_kit',
          ins_code: 'CPA',
          name: { th: 'เจ้าพระยาประกันภัย', en: 'Chao Phraya Assurance' },
          colors: ['#1B4D89', '#F2B705', '#2BB673'],
        },
      },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    const draft = (await created.json()).data as {
      version: number;
      base_partner_id: string | null;
      content: { partner: Record<string, unknown>; theme: unknown; menu_tiles: unknown };
    };
    // The trial's settings: Telemed limit 2, the second tile reading.
    const content = {
      ...draft.content,
      partner: { ...draft.content.partner, telemed_card_limit: 2, tile_reading: 'B' },
    };
    const saved = await request.put(`/api/staff/drafts/${draftId}`, {
      data: { version: draft.version, content, summary: 'Telemed limit 2, reading B' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const config = {
      partner: content.partner,
      theme: content.theme,
      tiles: content.menu_tiles,
    } as unknown as PreviewConfig;
    await walk(page, request, {
      name: 'draft cpa-care',
      basePartnerId: draft.base_partner_id ?? 'default',
      locale: 'th',
      config,
      cardLimit: 2,
    });
  });
});
