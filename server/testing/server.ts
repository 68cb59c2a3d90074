/** Builds an in-process server on a fresh test database, for app.inject() tests. */
import type { FastifyInstance } from 'fastify';
import { type BuildServerOptions, buildServer } from '../app';
import { parseConfig, type ServerConfig } from '../config';
import { createTestDatabase, type TestDatabase } from './db';

/** Config for tests: NODE_ENV=test, silent logs, in-memory database, the repository's partners. */
export function testConfig(env: Record<string, string> = {}): ServerConfig {
  return parseConfig({ NODE_ENV: 'test', DATABASE_URL: 'memory://', LOG_LEVEL: 'silent', ...env });
}

export interface TestServer {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export async function startTestServer(
  options: Partial<BuildServerOptions> & { env?: Record<string, string>; database?: TestDatabase } = {},
): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const { env, ...rest } = options;
  try {
    const app = await buildServer({
      seed: false,
      ...rest,
      config: options.config ?? testConfig(env),
      database,
    });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        if (!options.database) await database.destroy();
      },
    };
  } catch (error) {
    if (!options.database) await database.destroy();
    throw error;
  }
}

/** A pino destination that keeps every log line, parsed. */
export function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  return {
    lines,
    raw,
    stream: {
      write(chunk: string) {
        raw.push(chunk);
        for (const line of chunk.split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      },
    },
  };
}
