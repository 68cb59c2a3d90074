/**
 * What the bench servers of `npm run bench:api` (api-server.ts, hello-server.ts) answer over their IPC
 * channel, so the bench can read each server from outside without touching its request path:
 * - {usage: "start"} then {usage: "stop"}: the CPU time (user + system, µs) the process used in between,
 *   answered {usage: µs}. On a shared machine requests per second swing with the neighbours' load; CPU
 *   time per request much less (docs/decisions/069-request-overhead.md).
 * - {profile: "start"} then {profile: "stop", path}: a V8 CPU profile of what ran in between, written to
 *   path, answered {profiled: path}; {profiling: true} once started.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

interface Message {
  usage?: 'start' | 'stop';
  profile?: 'start' | 'stop';
  path?: string;
}

export function answerBenchMessages(): void {
  let usageFrom: NodeJS.CpuUsage | null = null;
  let session: Session | null = null;
  process.on('message', (message: Message) => {
    void (async () => {
      if (message.usage === 'start') {
        usageFrom = process.cpuUsage();
        process.send?.({ usageStarted: true });
      } else if (message.usage === 'stop' && usageFrom) {
        const used = process.cpuUsage(usageFrom);
        usageFrom = null;
        process.send?.({ usage: used.user + used.system });
      } else if (message.profile === 'start') {
        session = new Session();
        session.connect();
        await session.post('Profiler.enable');
        // 100 µs between samples (V8's default is 1 ms): enough samples in a few seconds of load.
        await session.post('Profiler.setSamplingInterval', { interval: 100 });
        await session.post('Profiler.start');
        process.send?.({ profiling: true });
      } else if (message.profile === 'stop' && session && message.path) {
        const { profile } = await session.post('Profiler.stop');
        session.disconnect();
        session = null;
        writeFileSync(message.path, JSON.stringify(profile));
        process.send?.({ profiled: message.path });
      }
    })();
  });
  // The channel must not keep a server alive that SIGTERM is closing.
  process.channel?.unref();
}
