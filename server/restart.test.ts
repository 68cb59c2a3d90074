import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { parseConfig } from './config';
import { createPostgresTestDatabase, testDbMode } from './testing/db';

const RECIPIENT = '+66899999999';

/** Starts the server as `npm start` does (it opens and owns its database), writes, stops, starts again. */
async function writeRestartRead(env: Record<string, string>) {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
  const first = await buildServer({ config, seed: false });
  await first.ctx.sms.send({ to: RECIPIENT, purpose: 'otp_register', text: 'รหัส OTP 135790' });
  await first.close();

  const second = await buildServer({ config, seed: false });
  try {
    const response = await second.inject({
      url: `/api/dev/outbox?recipient=${encodeURIComponent(RECIPIENT)}`,
    });
    return response.json().data as { text: string }[];
  } finally {
    await second.close();
  }
}

describe('restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wl-data-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps what was written in the PGlite data folder', async () => {
    const messages = await writeRestartRead({ DATA_DIR: dataDir });
    expect(messages.map((m) => m.text)).toEqual(['รหัส OTP 135790']);
    expect(existsSync(join(dataDir, 'pg'))).toBe(true);
    // The lock is released on close, so a third start works too.
    expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);
  });

  it('refuses a second server on the same data folder while the first runs', async () => {
    const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    const first = await buildServer({ config, seed: false });
    try {
      await expect(buildServer({ config, seed: false })).rejects.toThrow(/is already open in this process/);
    } finally {
      await first.close();
    }
  });

  // The server-pg run also restarts against PostgreSQL (a server that owns its connection pool).
  if (testDbMode() === 'postgres') {
    it('keeps what was written in PostgreSQL', async () => {
      const { url, drop } = await createPostgresTestDatabase();
      try {
        const messages = await writeRestartRead({ DATABASE_URL: url });
        expect(messages.map((m) => m.text)).toEqual(['รหัส OTP 135790']);
      } finally {
        await drop();
      }
    });
  }
});
