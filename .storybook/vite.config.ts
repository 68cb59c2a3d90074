/**
 * The Vite config Storybook builds with: the app's pieces that stories need (React, vanilla-extract,
 * the `@` alias) and a virtual module with every partner's public config. Not the app's vite.config.ts:
 * its compression plugin and two HTML entries have no place in a Storybook build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { toPublicPartner } from '../shared/engine/partner/boot';
import type { Partner } from '../shared/generated/types';

const root = resolve(import.meta.dirname, '..');
const VIRTUAL_ID = 'virtual:storybook-partners';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/**
 * `virtual:storybook-partners`: [{ id, partner, theme, tiles }] for every folder in partners/, read at
 * build time. The partner goes through the server's own toPublicPartner (no secret_key), and the
 * api_key is blanked too: no story needs a key, and storybook-static/ may be published.
 */
function partnersModule(): Plugin {
  const dir = resolve(root, 'partners');
  return {
    name: 'wl-storybook-partners',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const read = (folder: string, file: string) => {
        const path = resolve(dir, folder, file);
        this.addWatchFile(path);
        return JSON.parse(readFileSync(path, 'utf8'));
      };
      const partners = readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort((a, b) => (a === 'default' ? -1 : b === 'default' ? 1 : a.localeCompare(b)))
        .map((id) => ({
          id,
          partner: { ...toPublicPartner(read(id, 'partner.json') as Partner), api_key: '' },
          theme: read(id, 'theme.json'),
          tiles: read(id, 'menu-tiles.json'),
        }));
      return `export default ${JSON.stringify(partners)};`;
    },
  };
}

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), partnersModule()],
  resolve: { alias: { '@': resolve(root, 'src') } },
});
