/**
 * Keeps a process's partners on the live configuration versions (docs/decisions/079-partner-config-
 * versions.md): every PARTNER_RELOAD_SECONDS it reads the live pointers (one small table) and, when one
 * changed, loads the changed versions and replaces the registry in place. A publish on this process
 * reloads at once; the others follow within the interval. Started and stopped with the background
 * jobs (server/app.ts), so a drain stops it; a failing poll is logged and tried again at the next tick.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { livePointers, loadLivePartners } from './config-store';
import type { PartnerRegistry } from './registry';

/** Makes registry.reload() read the database; reloads run one at a time. */
export function attachReloader(
  registry: PartnerRegistry,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): void {
  let running: Promise<boolean> = Promise.resolve(false);
  const once = async () => {
    const pointers = await livePointers(db);
    const current = registry.all;
    const changed = pointers.size !== current.length || current.some((p) => pointers.get(p.id) !== p.version);
    if (!changed) return false;
    const partners = await loadLivePartners(db, current, pointers);
    registry.replace(partners);
    log.info(
      { partners: Object.fromEntries(partners.map((p) => [p.id, p.version])) },
      'partner configuration reloaded',
    );
    return true;
  };
  registry.setReloader(() => {
    running = running.catch(() => false).then(once);
    return running;
  });
}

export interface ReloadPoller {
  stop(): Promise<void>;
}

/** Polls registry.reload() every `seconds`; the next poll is scheduled when one ends. */
export function startReloadPoller(
  registry: PartnerRegistry,
  seconds: number,
  log: FastifyBaseLogger,
): ReloadPoller {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    timer = undefined;
    current = registry
      .reload()
      .catch((error) => log.warn({ err: error }, 'partner configuration reload failed; trying again'))
      .finally(() => {
        if (!stopped) schedule();
      });
  };
  const schedule = () => {
    timer = setTimeout(tick, seconds * 1000);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
