/**
 * Content Markdown is rendered to React elements, never as HTML: raw HTML stays text, script and
 * data links are dropped to their text, app links get the page's language, images are lazy with a box.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { linkTarget, Markdown, safeImageSrc } from './markdown';

function show(source: string, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <Markdown source={source} /> }], {
    initialEntries: [path],
  });
  return render(<RouterProvider router={router} />).container;
}

describe('linkTarget', () => {
  it('allows app paths, https, tel and mailto, and nothing else', () => {
    expect(linkTarget('/privacy')).toEqual({ kind: 'app', href: '/privacy' });
    expect(linkTarget('https://line.me/R/ti/p/@x')).toEqual({
      kind: 'external',
      href: 'https://line.me/R/ti/p/@x',
    });
    expect(linkTarget('tel:+6621187700').kind).toBe('external');
    expect(linkTarget('mailto:care@example.com').kind).toBe('external');
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'http://plain.example',
      '/no-such-page',
    ])
      expect(linkTarget(bad).kind).toBe('none');
    expect(safeImageSrc('/demo/a.svg')).toBe(true);
    expect(safeImageSrc('javascript:x')).toBe(false);
  });
});

describe('<Markdown>', () => {
  it('renders headings from h2, lists, emphasis and line breaks', () => {
    const html = show('# Title\n\nOne **bold** line\nnext line\n\n- a\n- b').innerHTML;
    expect(html).toContain('<h2');
    expect(html).not.toContain('<h1');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<br>');
    expect(html).toMatch(/<ul[^>]*><li>a<\/li><li>b<\/li><\/ul>/);
  });

  it('shows raw HTML as text and never as elements', () => {
    const container = show(
      'Hello <img src=x onerror="alert(1)"> <script>alert(2)</script>\n\n<iframe src="https://x"></iframe>',
    );
    expect(container.querySelector('img, script, iframe')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('keeps dangerous links as plain text, and localises app links', () => {
    const container = show(
      '[click](javascript:alert(1)) and [terms](/condition) and [call](tel:1352)',
      '/en/others',
    );
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/en/condition', 'tel:1352']);
    expect(container.textContent).toContain('click');
  });

  it('lazy-loads images with their box reserved, and drops unsafe sources', () => {
    const container = show('![Clinic](/demo/a.svg)\n\n![x](javascript:alert(1))');
    const imgs = container.querySelectorAll('img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]!.getAttribute('loading')).toBe('lazy');
    expect(imgs[0]!.getAttribute('width')).toBe('640');
    expect(imgs[0]!.getAttribute('height')).toBe('360');
  });
});
