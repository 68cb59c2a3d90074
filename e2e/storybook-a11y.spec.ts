/**
 * axe over every story (docs/decisions/060-storybook.md), in CI: the built Storybook
 * (`storybook-static/`, made by `npm run build-storybook`, which `npm test` runs before the browser
 * tests) is served by a small static server started here, and every entry of type 'story' in its
 * index.json is opened alone (iframe.html) with the toolbar's globals set in the URL, for four
 * combinations of partner, draft and language. axe-core checks the same WCAG 2.0/2.1 A and AA rules
 * as the screens' pass (e2e/a11y.spec.ts) and must find nothing: no violation of any impact, apart
 * from that pass's one Thai allow-list entry (Thai has no spaces between words).
 *
 * One test per combination and story file, so a failure names both; one page per combination and
 * worker, moved from story to story.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Locale } from '../shared/config/routes';

const STATIC_DIR = join(import.meta.dirname, '..', 'storybook-static');
const INDEX = join(STATIC_DIR, 'index.json');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The globals of .storybook/preview.tsx: partner (a folder of partners/), draft ('published' or
 * 'brand-kit', the brand-kit draft over the partner's theme) and lang (th or en).
 */
interface Combination {
  partner: string;
  draft: 'published' | 'brand-kit';
  lang: Locale;
}
const COMBINATIONS: Combination[] = [
  { partner: 'default', draft: 'published', lang: 'th' },
  { partner: 'siam-life', draft: 'published', lang: 'en' },
  { partner: 'krungsiam-bank', draft: 'published', lang: 'th' },
  { partner: 'tmp-corp', draft: 'brand-kit', lang: 'en' },
];

/** As in e2e/a11y.spec.ts: a rule, the language it is wrong in, and why. */
const ALLOWED: { rule: string; lng: Locale; reason: string }[] = [
  {
    // A button showing "ลบ" named "ลบ receipt.pdf": the visible text starts the name (WCAG 2.5.3),
    // but axe compares words split at spaces and Thai has none. English is still checked.
    rule: 'label-content-name-mismatch',
    lng: 'th',
    reason: 'Thai text has no spaces between words',
  },
];
const allowed = (rule: string, lng: Locale) => ALLOWED.some((a) => a.rule === rule && a.lng === lng);

interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  importPath: string;
}

/** The stories of the built Storybook, grouped by story file; null when it has not been built. */
function storiesByFile(): Map<string, IndexEntry[]> | null {
  if (!existsSync(INDEX)) return null;
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as { entries: Record<string, IndexEntry> };
  const byFile = new Map<string, IndexEntry[]>();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story') continue;
    byFile.set(entry.importPath, [...(byFile.get(entry.importPath) ?? []), entry]);
  }
  return byFile;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves storybook-static/ on 127.0.0.1 at a free port; only files inside the folder. */
async function serveStatic(): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = normalize(join(STATIC_DIR, pathname.endsWith('/') ? `${pathname}index.html` : pathname));
    if (!file.startsWith(STATIC_DIR + sep)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'content-length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Opens one story alone and waits until Storybook has finished it: rendered, effects run, animations
 * done (its render phase 'finished'), or failed with its error shown. A story may render nothing
 * (a form alert without a message), so an empty #storybook-root is not taken as "not yet".
 */
async function openStory(page: Page, origin: string, id: string, combo: Combination) {
  // a11y.manual: the add-on's own axe run (the same axe, in the same window) stays off, so it
  // cannot clash with this one; this spec is the check.
  const globals = `partner:${combo.partner};draft:${combo.draft};lang:${combo.lang};a11y.manual:!true`;
  await page.goto(`${origin}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`);
  await page.waitForFunction((storyId) => {
    const preview = (
      window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
      }
    ).__STORYBOOK_PREVIEW__;
    const render = preview?.currentRender;
    return (
      document.body.classList.contains('sb-show-errordisplay') ||
      (render?.id === storyId && render.phase === 'finished')
    );
  }, id);
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    const message = await page.locator('#error-message').innerText();
    throw new Error(`story ${id} failed to render: ${message}`);
  }
  expect(await page.evaluate(() => document.body.classList.contains('sb-show-main')), `${id} is shown`).toBe(
    true,
  );
  // Storybook drops URL globals it does not know: make sure the story really has the combination.
  const applied = await page.evaluate(() =>
    (
      window as unknown as {
        __STORYBOOK_PREVIEW__: { storyStoreValue: { userGlobals: { get(): Record<string, unknown> } } };
      }
    ).__STORYBOOK_PREVIEW__.storyStoreValue.userGlobals.get(),
  );
  expect(applied, `globals of ${id}`).toMatchObject({
    partner: combo.partner,
    draft: combo.draft,
    lang: combo.lang,
    a11y: { manual: true },
  });
  expect(await page.evaluate(() => document.documentElement.lang), `language of ${id}`).toBe(combo.lang);
}

const byFile = storiesByFile();

if (!byFile) {
  test('the built Storybook is there to check', () => {
    throw new Error(
      `${INDEX} is missing: run \`npm run build-storybook\` first (npm test runs it before the browser tests).`,
    );
  });
} else {
  test('the built Storybook has stories', () => {
    expect(byFile.size, 'story files in storybook-static/index.json').toBeGreaterThan(0);
  });

  let server: Server;
  let origin: string;
  test.beforeAll(async () => {
    ({ server, origin } = await serveStatic());
  });
  test.afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  for (const combo of COMBINATIONS) {
    const globals = `partner:${combo.partner};draft:${combo.draft};lang:${combo.lang}`;
    test.describe(`${combo.partner}${combo.draft === 'brand-kit' ? ' (brand-kit draft)' : ''} in ${combo.lang}`, () => {
      let page: Page;
      test.beforeAll(async ({ browser }) => {
        page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      });
      test.afterAll(async () => {
        await page?.context().close();
      });

      for (const [file, stories] of byFile) {
        test(`${stories[0]!.title} (${file.replace(/^\.\//, '')})`, async () => {
          const problems: { story: string; rule: string; impact: string; help: string; nodes: string[] }[] =
            [];
          for (const story of stories) {
            await openStory(page, origin, story.id, combo);
            const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
            for (const v of results.violations) {
              if (allowed(v.id, combo.lang)) continue;
              problems.push({
                story: story.name,
                rule: v.id,
                impact: v.impact ?? '',
                help: v.help,
                nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
              });
            }
          }
          expect(problems, `axe on ${stories[0]!.title} with ${globals}`).toEqual([]);
        });
      }
    });
  }
}
