import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import type { SetupDefinition } from '@mafia/ruleset-kit';
import type { GameOutcome } from '../commands/simulate';

/** What every worker of one run needs to play any of its games (structured-cloneable). */
export interface RunSpec {
  ruleset: string;
  setup: SetupDefinition;
  seed: string;
  maxPhases: number;
  strategy: string;
}

/** What the worker thread is started with (`simulate-worker.ts`). */
export interface WorkerInit {
  run: RunSpec;
  port: MessagePort;
  /** Counts the replies the worker has posted; the parent sleeps on it with `Atomics.wait`. */
  replies: Int32Array;
}

/** A worker's reply to one range: the outcomes in game order, or why it could not play at all. */
export type WorkerReply = { outcomes: GameOutcome[] } | { fatal: string };

export interface Pool {
  /** Plays each range (inclusive, 1-based) on its own worker; the outcomes come back in range order. */
  play(ranges: ReadonlyArray<[number, number]>): GameOutcome[][];
  stop(): void;
}

/** A worker silent this long is taken for dead (a crash before it could report). */
const STALL_MS = 10 * 60 * 1000;

/**
 * The workers run the TypeScript source the way `bin/mafia.js` does: a plain-JS entry registers
 * tsx's loader (`tsx/esm/api`) in the thread, then imports the `.ts` worker. That holds however the
 * parent was started (`pnpm mafia` through tsx, or Vitest, whose exec arguments a worker would not
 * know how to use).
 */
const ENTRY = new URL('../../bin/simulate-worker.js', import.meta.url);

/**
 * Starts `count` worker threads for one run. The CLI stays synchronous (`main` returns an exit
 * code): the parent blocks on a shared counter with `Atomics.wait` and takes each reply with
 * `receiveMessageOnPort`, so it needs no event loop turn while the workers play.
 */
export function startPool(count: number, run: RunSpec): Pool {
  const members = Array.from({ length: count }, () => {
    const { port1, port2 } = new MessageChannel();
    const replies = new Int32Array(new SharedArrayBuffer(4));
    const init: WorkerInit = { run, port: port2, replies };
    const worker = new Worker(ENTRY, { workerData: init, transferList: [port2] });
    return { worker, port: port1, replies };
  });
  const receive = (port: MessagePort, replies: Int32Array): GameOutcome[] => {
    const deadline = Date.now() + STALL_MS;
    for (;;) {
      const seen = Atomics.load(replies, 0);
      const received = receiveMessageOnPort(port) as { message: WorkerReply } | undefined;
      if (received) {
        if ('fatal' in received.message) throw new Error(`a simulation worker failed: ${received.message.fatal}`);
        return received.message.outcomes;
      }
      if (Date.now() > deadline) throw new Error(`a simulation worker sent nothing for ${STALL_MS / 1000} s`);
      // Wakes when the worker counts a new reply (or at once if it already has since `seen`).
      Atomics.wait(replies, 0, seen, 1000);
    }
  };
  return {
    play(ranges) {
      if (ranges.length > members.length) throw new Error(`${ranges.length} ranges for ${members.length} workers`);
      ranges.forEach((range, i) => members[i]?.port.postMessage(range));
      return ranges.map((_, i) => {
        const member = members[i];
        if (!member) throw new Error(`no worker ${i}`);
        return receive(member.port, member.replies);
      });
    },
    stop() {
      for (const { worker, port } of members) {
        port.close();
        void worker.terminate();
      }
    },
  };
}
