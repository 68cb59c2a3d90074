/**
 * Storybook 10 with the Vite builder (docs/decisions/060-storybook.md). Stories live beside their
 * components (src/components/**\/*.stories.tsx). The builder reads .storybook/vite.config.ts, not the
 * app's vite.config.ts: the app's config brings the two-entry build and the .br/.gz compression, which
 * Storybook needs neither of. Only each partner's assets/ folder is served (at /partners/<id>/assets,
 * where theme.json points): partner.json, with its keys, never lands in storybook-static/.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

const partnersDir = resolve(import.meta.dirname, '../partners');
const partnerAssets = readdirSync(partnersDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => ({ from: `../partners/${entry.name}/assets`, to: `/partners/${entry.name}/assets` }));

const config: StorybookConfig = {
  stories: ['../src/components/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  framework: {
    name: '@storybook/react-vite',
    options: { builder: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
  staticDirs: partnerAssets,
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
