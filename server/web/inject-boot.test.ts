import { describe, expect, it } from 'vitest';
import { BOOT_MARKER, serializeForScript } from '../../shared/engine/partner/boot';
import {
  bootElements,
  escapeStyleText,
  injectBoot,
  insertShell,
  langFromPath,
  setHtmlLang,
  setPageHead,
} from './inject-boot';

const template = `<!doctype html><html lang="th"><head><meta charset="utf-8">${BOOT_MARKER}<title>x</title></head><body></body></html>`;

describe('injectBoot with the themed shell and preloads', () => {
  const page = `<!doctype html><html lang="th"><head>${BOOT_MARKER}</head><body><div id="root"></div></body></html>`;

  it('puts the shell right before #root, its rules in the nonce’d style and the preloads in the head', () => {
    const html = injectBoot(page, {
      lang: 'th',
      nonce: 'n0nce',
      themeCss: '--wl-a:1',
      bootJson: '{}',
      shell: { html: '<div id="wl-boot-shell">x</div>', css: '.wlbs-a{color:red}' },
      preloads: '<link rel="modulepreload" href="/assets/a.js">',
    });
    expect(html).toContain('<style id="wl-theme" nonce="n0nce">:root{--wl-a:1}.wlbs-a{color:red}</style>');
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js"></head>');
    expect(html).toContain('<body><div id="wl-boot-shell">x</div><div id="root"></div></body>');
  });

  it('escapes `<` in the shell rules and leaves a template without #root alone', () => {
    const html = injectBoot(page, {
      lang: 'th',
      nonce: 'n',
      themeCss: '',
      bootJson: '{}',
      shell: { html: '', css: '.a{content:"</style>"}' },
    });
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(insertShell('<body></body>', '<div>shell</div>')).toBe('<body></body>');
  });
});

describe('insertShell', () => {
  it("moves the app's stylesheets from <head> to after the shell, so the shell paints without them", () => {
    const template =
      '<html><head><link rel="stylesheet" crossorigin href="/assets/a.css">\n<link rel="stylesheet" crossorigin href="/assets/b.css"><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>';
    const html = insertShell(template, '<div id="wl-boot-shell"></div>');
    expect(html).toBe(
      '<html><head><script type="module" src="/assets/app.js"></script></head><body><div id="wl-boot-shell"></div><link rel="stylesheet" crossorigin href="/assets/a.css"><link rel="stylesheet" crossorigin href="/assets/b.css"><div id="root"></div></body></html>',
    );
    // Without a shell (the previewer) nothing moves.
    expect(insertShell(template, '')).toBe(template);
  });
});

describe('injectBoot', () => {
  it('replaces the marker with the nonce’d theme style and the boot JSON, and sets lang', () => {
    const html = injectBoot(template, {
      lang: 'en',
      nonce: 'abc123==',
      themeCss: '--wl-color-main-1:#0B5FA5',
      bootJson: serializeForScript({ a: 1 }),
    });
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<style id="wl-theme" nonce="abc123==">:root{--wl-color-main-1:#0B5FA5}</style>');
    expect(html).toContain('<script type="application/json" id="wl-boot">{"a":1}</script>');
    expect(html).not.toContain(BOOT_MARKER);
  });

  it('keeps `</script>` and `<!--` in data from breaking out of the JSON element', () => {
    const bootJson = serializeForScript({ name: '</script><script>alert(1)</script><!--' });
    const html = injectBoot(template, { lang: 'th', nonce: 'n', themeCss: '', bootJson });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = html.slice(
      html.indexOf('id="wl-boot">') + 'id="wl-boot">'.length,
      html.indexOf('</script>'),
    );
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script><!--' });
  });

  it('escapes `<` in CSS so no value can close the style element', () => {
    expect(escapeStyleText('--x:url("a</style><script>")')).not.toContain('</style>');
    const html = injectBoot(template, { lang: 'th', nonce: 'n', themeCss: '--x:</style>', bootJson: '{}' });
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('inserts before </head> when the template has no marker', () => {
    const html = injectBoot('<html><head><title>t</title></head><body></body></html>', {
      lang: 'th',
      nonce: 'n',
      themeCss: '',
      bootJson: '{}',
    });
    expect(html).toMatch(/<title>t<\/title><style id="wl-theme"[^>]*>.*<\/script><\/head>/);
    expect(html).toContain('<html lang="th">');
  });

  it('refuses a nonce that could break the attribute', () => {
    expect(() => bootElements({ nonce: '"><script>', themeCss: '', bootJson: '{}' })).toThrow();
  });
});

describe('setHtmlLang', () => {
  it.each([
    ['<html lang="th">', '<html lang="en">'],
    ["<html class='a' lang='th' dir=\"ltr\">", `<html lang="en" class='a' dir="ltr">`],
    ['<html>', '<html lang="en">'],
    ['<HTML data-x=1>', '<html lang="en" data-x=1>'],
  ])('%s', (input, expected) => {
    expect(setHtmlLang(input, 'en')).toBe(expected);
  });
});

describe('langFromPath', () => {
  it.each([
    ['/', 'th'],
    ['/login', 'th'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/coverages/1', 'en'],
    ['/english', 'th'],
  ])('%s → %s', (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });
});

describe('setPageHead: the partner in the head before any JavaScript (issue 25)', () => {
  const index = `<html lang="th"><head><meta charset="UTF-8" />
    <meta name="theme-color" content="#0B5FA5" />
    <title>ไทยแคร์ พลัส</title>
    ${BOOT_MARKER}</head><body><div id="root"></div></body></html>`;
  const siam = {
    themeColor: '#0F5132',
    manifestHref: '/manifest.webmanifest?partner=siam-life&lang=th',
    iconHref: '/partners/siam-life/icons/192.png',
  };

  it("replaces the default's title and theme-color with the partner's, in Thai and English", () => {
    const th = setPageHead(index, { ...siam, title: 'สยามไลฟ์ เฮลท์' });
    expect(th).toContain('<title>สยามไลฟ์ เฮลท์</title>');
    expect(th).not.toContain('ไทยแคร์');
    expect(th).toContain('<meta name="theme-color" content="#0F5132">');
    expect(th).not.toContain('#0B5FA5');
    expect(th).toContain('<link rel="manifest" href="/manifest.webmanifest?partner=siam-life&amp;lang=th">');
    expect(th).toContain('<link rel="apple-touch-icon" href="/partners/siam-life/icons/192.png">');
    const en = setPageHead(index, { ...siam, title: 'Siam Life Health' });
    expect(en).toContain('<title>Siam Life Health</title>');
    expect(en.match(/<title>/g)).toHaveLength(1);
    expect(en.match(/theme-color/g)).toHaveLength(1);
  });

  it('escapes partner data and adds the elements to a template that has none', () => {
    const html = setPageHead('<html><head></head><body></body></html>', {
      title: '</title><script>x</script>',
      themeColor: '"><script>',
      manifestHref: '/m',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('</head><body>');
  });

  it('is applied by injectBoot', () => {
    const html = injectBoot(index, {
      lang: 'en',
      nonce: 'n',
      themeCss: '',
      bootJson: '{}',
      head: { ...siam, title: 'Siam Life Health' },
    });
    expect(html).toContain('<title>Siam Life Health</title>');
    expect(html).toContain('content="#0F5132"');
  });
});
