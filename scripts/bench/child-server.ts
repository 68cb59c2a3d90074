/**
 * The server as `npm start` runs it, in a child process on a scratch PostgreSQL database, for the
 * scripts that drive it from outside (drill:db-restart, probe:hardening): create and drop the
 * database, start and wait for the server, sign in a demo member with the current consents accepted.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A new, empty database next to the one `adminUrl` names; answers its URL. */
export async function createScratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops it again (best effort, even with connections left). */
export async function dropScratchDatabase(adminUrl: string, name: string) {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect().catch(() => {});
  await cleanup.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await cleanup.end().catch(() => {});
}

/** server/main.ts (through tsx) with `env` on 127.0.0.1:`port`, answering once it serves. */
export async function startChildServer(
  port: number,
  env: Record<string, string>,
  stdio: 'quiet' | 'pipe' = 'quiet',
  /** Node options before the script, e.g. `--cpu-prof` (not allowed in NODE_OPTIONS). */
  nodeArgs: string[] = [],
): Promise<ChildProcess> {
  // node with tsx's loader, not `npx tsx`: one process, so kill() really stops the server (npx did
  // not pass SIGTERM on, and an orphaned server kept the script's output pipe open).
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 900; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v1/language-setting`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error('the server did not start');
}

/**
 * Signs in a demo member and accepts the consent versions still pending (the demo data's may predate
 * them), as a member would before using their cards. Answers the token, or the login status on refusal.
 */
export async function signInDemoMember(
  origin: string,
  username: string,
  password: string,
): Promise<{ token: string } | { status: number }> {
  const login = await fetch(`${origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
  if (!token) return { status: login.status };
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const consents = (await (await fetch(`${origin}/api/v1/consents`, { headers: auth })).json()) as {
    data: { pending: { type: string; version: number }[] };
  };
  for (const p of consents.data.pending)
    await fetch(`${origin}/api/v1/consents/${p.type}/accept`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ version: p.version, channel: 'web' }),
    });
  return { token };
}
