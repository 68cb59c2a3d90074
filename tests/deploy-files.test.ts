/**
 * The reference deployment (Dockerfile, compose.yaml) cannot be run by the tests on this machine (no
 * Docker): these checks read them for the facts the operations guide promises, and tie them to the
 * code (the readiness path, the documented variables, the supported Node lines, the build output).
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envRows } from '../scripts/gen-env-docs';
import { READY_PATH } from '../server/http/health';
import * as paths from '../server/paths';

const dockerfile = readFileSync('Dockerfile', 'utf8');
const compose = readFileSync('compose.yaml', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

/** The Dockerfile's instructions (continuation lines joined, comments dropped), per stage. */
function stages(text: string): string[][] {
  const instructions = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const result: string[][] = [];
  for (const instruction of instructions) {
    if (/^FROM\s/i.test(instruction)) result.push([]);
    result.at(-1)?.push(instruction);
  }
  return result;
}

/** The lines of one top-level service of compose.yaml (two-space indented block). */
function service(name: string): string {
  const match = new RegExp(`^  ${name}:\\n((?:    .*\\n|\\s*\\n)+)`, 'm').exec(compose);
  if (!match) throw new Error(`compose.yaml has no service ${name}`);
  return match[1]!;
}

describe('Dockerfile', () => {
  const all = stages(dockerfile);
  const final = all.at(-1)!;

  it('builds in one stage and runs the build with production dependencies only in another', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]!.join('\n')).toMatch(/RUN npm ci\b(?![^\n]*--omit=dev)/);
    expect(all[0]!.join('\n')).toMatch(/RUN npm run build\b/);
    expect(final.join('\n')).toMatch(/RUN npm ci [^\n]*--omit=dev/);
    expect(final.join('\n')).toMatch(/COPY --from=\S+ \/app\/dist \.\/dist/);
    expect(final.join('\n')).not.toMatch(/\btsx\b|\bvite\b/);
    const cmd = final.find((i) => /^CMD\s/.test(i));
    expect(cmd).toMatch(/"node",.*"dist\/server\/main\.js"/);
    expect(pkg.scripts['start:prod']).toMatch(/^node .*dist\/server\/main\.js$/);
  });

  it('runs as a non-root user', () => {
    const users = final.filter((i) => /^USER\s/.test(i)).map((i) => i.split(/\s+/)[1]!);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    // The last USER comes before CMD: the server never starts as root.
    const lastUser = final.findLastIndex((i) => /^USER\s/.test(i));
    expect(lastUser).toBeLessThan(final.findIndex((i) => /^CMD\s/.test(i)));
  });

  it('checks health on the readiness route', () => {
    const healthcheck = final.find((i) => /^HEALTHCHECK\s/.test(i));
    expect(healthcheck).toBeDefined();
    expect(healthcheck).toContain(READY_PATH);
  });

  it('uses a Node line that package.json engines supports, on every stage', () => {
    const majors = [...pkg.engines.node.matchAll(/\^(\d+)\./g)].map((m) => Number(m[1]));
    expect(majors.length).toBeGreaterThan(0);
    for (const stage of all) {
      const image = /^FROM\s+node:(\d+)/.exec(stage[0]!);
      expect(image, stage[0]).not.toBeNull();
      expect(majors).toContain(Number(image![1]));
    }
  });

  it('is sent the sources only', () => {
    const ignored = readFileSync('.dockerignore', 'utf8').split('\n');
    for (const entry of ['node_modules', 'dist', '.data', '.git']) expect(ignored).toContain(entry);
  });
});

describe('compose.yaml', () => {
  it('runs the app with PostgreSQL, Redis and an S3-compatible store', () => {
    expect(service('postgres')).toMatch(/image: postgres:\d+/);
    expect(service('redis')).toMatch(/image: redis:/);
    expect(service('object-store')).toMatch(/-s3\b/);
    const app = service('app');
    expect(app).toMatch(/build: \./);
    expect(app).toMatch(/DATABASE_URL: postgres:\/\/\S+@postgres:5432\//);
    expect(app).toMatch(/REDIS_URL: redis:\/\/redis:6379/);
    expect(app).toMatch(/OBJECT_STORE_URL: s3:\/\/\S+endpoint=http:\/\/object-store:8333/);
    expect(app).toMatch(/NODE_ENV: production/);
    for (const dependency of ['postgres', 'redis'])
      expect(app).toMatch(new RegExp(`${dependency}:\\n\\s+condition: service_healthy`));
  });

  it('sets only variables of the table in docs/operations.md, secrets from the environment', () => {
    const app = service('app');
    const environment = /environment:\n((?: {6}.*\n)+)/.exec(app)![1]!;
    const names = [...environment.matchAll(/^ {6}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(5);
    const documented = new Set(envRows().map((row) => row.name));
    expect(names.filter((n) => !documented.has(n))).toEqual([]);
    const secrets = new Set(
      envRows()
        .filter((row) => row.secret)
        .map((row) => row.name),
    );
    // A URL is a secret when it carries a password; a key or token always is.
    for (const [, name, value] of environment.matchAll(/^ {6}([A-Z][A-Z0-9_]*): (.*)$/gm))
      if (secrets.has(name!) && !name!.endsWith('_URL'))
        expect(value, name).toMatch(/^\$\{[A-Z0-9_]+(:\?[^}]*)?\}$/);
  });
});

describe('the build output', () => {
  it('carries every run-time path of server/paths.ts (the build copies RUNTIME_FILES to dist/server/runtime)', () => {
    const resolved = Object.entries(paths).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'REPO_ROOT',
    );
    expect(resolved.length).toBeGreaterThanOrEqual(5);
    for (const [name, path] of resolved) {
      expect(existsSync(path), `${name}: ${path}`).toBe(true);
      const rel = relative(paths.REPO_ROOT, path).split(sep).join('/');
      expect(
        paths.RUNTIME_FILES.some((file) => rel === file || rel.startsWith(`${file}/`)),
        `${name} (${rel}) is not under RUNTIME_FILES`,
      ).toBe(true);
    }
  });
});
