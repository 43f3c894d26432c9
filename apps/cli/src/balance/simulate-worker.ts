import { workerData } from 'node:worker_threads';
import { getRuleset } from '@mafia/rulesets';
import { playRange } from '../commands/simulate';
import type { WorkerInit, WorkerReply } from './parallel';
import { STRATEGIES } from './strategies';

/**
 * One worker thread of `mafia simulate --workers N` (started by `parallel.ts` through
 * `bin/simulate-worker.js`): plays each range of games it is sent and replies with their outcomes.
 */
const { run, port, replies } = workerData as WorkerInit;

const reply = (message: WorkerReply): void => {
  port.postMessage(message);
  Atomics.add(replies, 0, 1);
  Atomics.notify(replies, 0);
};

const ruleset = getRuleset(run.ruleset);
const strategy = STRATEGIES.find((s) => s.id === run.strategy);

port.on('message', (range: [number, number]) => {
  if (!ruleset) return reply({ fatal: `unknown ruleset "${run.ruleset}"` });
  if (!strategy) return reply({ fatal: `unknown strategy "${run.strategy}"` });
  try {
    reply({ outcomes: playRange(ruleset, run.setup, run.seed, run.maxPhases, strategy, range[0], range[1]) });
  } catch (error) {
    reply({ fatal: error instanceof Error ? error.message : String(error) });
  }
});
