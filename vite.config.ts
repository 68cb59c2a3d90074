import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './scripts/vite-pwa';

/**
 * Two entries share one build: the member app (index.html) and the onboarding previewer
 * (previewer/index.html). Output goes to dist/client, which the Fastify server serves.
 * Every text asset gets .br and .gz copies at the highest levels (built once, served many times by
 * @fastify/static's preCompressed; docs/decisions/008-compression.md). The index.html files are
 * templates the server fills per request, so it compresses those itself.
 * The service worker (sw.js) precaches the member app's code: scripts/vite-pwa.ts, docs/decisions/077.
 */
let outDir = resolve(import.meta.dirname, 'dist/client');

export default defineConfig({
  plugins: [
    {
      name: 'wl-out-dir',
      configResolved(config) {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    VitePWA(pwaOptions(() => outDir)),
    react(),
    vanillaExtractPlugin(),
    compression({
      include: /\.(js|mjs|css|svg|json|txt|webmanifest)$/,
      threshold: 512,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
    }),
  ],
  resolve: { alias: { '@': resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    manifest: true,
    rollupOptions: {
      input: {
        app: resolve(import.meta.dirname, 'index.html'),
        previewer: resolve(import.meta.dirname, 'previewer/index.html'),
      },
      output: {
        // The shared form parts go out as one chunk rather than five small ones: every form screen needs
        // them all, and one file compresses better (docs/decisions/003-bundle-budgets.md).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'forms',
              // idempotency-key.ts is for the create screens only: it stays out of /login's JavaScript.
              test: /src[\\/](components[\\/](form[\\/](?!idempotency-key)|ui[\\/](field|form))|lib[\\/]use-screen)/,
            },
            {
              // common.json is also a static import of the previewer, so it leaves the manifest's
              // `locales/<lng>/common.json` keys for anonymous shared chunks; a stable name lets the
              // server preload it and check:budgets count it (docs/decisions/078-start-up-speed.md).
              name: (id: string) => {
                const m = /locales[\\/](th|en)[\\/](common)\.json$/.exec(id);
                return m ? `strings-${m[1]}-${m[2]}` : null;
              },
              test: /locales[\\/](th|en)[\\/]common\.json$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/partners': 'http://localhost:3000',
      '/demo': 'http://localhost:3000',
    },
  },
});
