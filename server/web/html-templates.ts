/**
 * The app's HTML templates (index.html, previewer/index.html), read from the build folder and kept in
 * memory. A file is re-read only when its modification time changes, so a rebuild while the server
 * runs is picked up without a restart, and a missing build is noticed the moment it appears.
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export class HtmlTemplates {
  readonly #cache = new Map<string, { mtimeMs: number; html: string }>();

  constructor(private readonly root: string) {}

  /** The template's text, or null when the build does not have it. */
  get(relativePath: string): string | null {
    const path = join(this.root, relativePath);
    let mtimeMs: number;
    try {
      const stat = statSync(path);
      if (!stat.isFile()) return null;
      mtimeMs = stat.mtimeMs;
    } catch {
      this.#cache.delete(relativePath);
      return null;
    }
    const cached = this.#cache.get(relativePath);
    if (cached && cached.mtimeMs === mtimeMs) return cached.html;
    const html = readFileSync(path, 'utf8');
    this.#cache.set(relativePath, { mtimeMs, html });
    return html;
  }
}
