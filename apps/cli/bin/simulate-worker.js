// One worker thread of `mafia simulate --workers N` (apps/cli/src/balance/parallel.ts). Like
// bin/mafia.js it registers tsx in this thread before importing TypeScript; a failure to start is
// reported to the parent, which is asleep on `replies` and would otherwise wait for nothing.
import { workerData } from 'node:worker_threads';

try {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src/balance/simulate-worker.ts');
} catch (error) {
  workerData.port.postMessage({ fatal: `could not start: ${error instanceof Error ? error.message : String(error)}` });
  Atomics.add(workerData.replies, 0, 1);
  Atomics.notify(workerData.replies, 0);
}
