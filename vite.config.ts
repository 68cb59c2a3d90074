import { resolve } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Two entries share one build: the member app (index.html) and the onboarding previewer
 * (previewer/index.html). Output goes to dist/client, which the Fastify server serves.
 * Every text asset gets .br and .gz copies at the highest levels (built once, served many times by
 * @fastify/static's preCompressed; docs/decisions/008-compression.md). The index.html files are
 * templates the server fills per request, so it compresses those itself.
 */
export default defineConfig({
  plugins: [
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
