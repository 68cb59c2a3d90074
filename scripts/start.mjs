#!/usr/bin/env node
/**
 * `npm start`: builds the member app when dist/client has no build yet, then starts the server
 * (server/main.ts through tsx), which migrates the database, seeds the demo data and prints the URLs
 * and demo logins. Data lives in ./.data (DATA_DIR), so a second start keeps what the first wrote.
 * A failed client build does not stop the API: HTML pages answer 503 until `npm run build` works.
 *
 * This is the development start. Production runs the build: `npm run build` where the dev tools are
 * installed, then `npm run start:prod` (node dist/server/main.js) after `npm ci --omit=dev`. On such
 * an install (no tsx, no vite) this script starts that build too, and never downloads a tool
 * (docs/decisions/073-production-build-and-deploy.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const clientDir = resolve(root, process.env.CLIENT_DIR || 'dist/client');
const serverBuild = join(root, 'dist', 'server', 'main.js');
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const devTools = existsSync(join(root, 'node_modules', 'tsx')) && existsSync(viteBin);

if (!devTools) {
  // A production install (`npm ci --omit=dev`): run the build, or say what to do.
  if (!existsSync(serverBuild)) {
    console.error(
      'The dev tools (tsx, vite) are not installed and there is no production build in dist/server.\n' +
        'Either `npm ci` (with the dev tools) and `npm start`, or run `npm run build` where they are\n' +
        'installed and start the result with `npm run start:prod`.',
    );
    process.exit(1);
  }
} else if (!existsSync(join(clientDir, 'index.html'))) {
  console.log(`No build of the member app in ${clientDir}: building it once (vite build)…\n`);
  const build = spawnSync(process.execPath, [viteBin, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    const why = build.error ? build.error.message : `vite build exited with ${build.status ?? build.signal}`;
    console.warn(
      `\nThe member app could not be built (${why}); the client may not be complete yet.\n` +
        'Starting the API anyway: HTML pages answer 503 until `npm run build` succeeds (then reload, no restart needed).\n',
    );
  }
}

const args = devTools
  ? ['--import', 'tsx', join('server', 'main.ts')]
  : ['--enable-source-maps', serverBuild];
const server = spawn(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  // glibc's malloc keeps an arena per thread; libvips (sharp, image uploads) allocates from its
  // threads, so RSS would keep growing with them. Two arenas keep it flat
  // (docs/decisions/043-upload-pipeline.md); an environment that sets its own value wins.
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});

// Ctrl-C reaches the whole process group; a `kill <pid>` of this script only reaches us: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
