import { createHmac, randomUUID } from 'node:crypto';
import type { WebhookOutbox, WebhookOutboxEntry, WebhookStore } from '@mafia/db';
import type { Commit } from '@mafia/room';
import { postWebhook } from './webhook-post';

type KernelEvent = Commit['events'][number];
type EventOf<T extends KernelEvent['type']> = Extract<KernelEvent, { type: T }>;

/**
 * What a game's webhook receives (issue #21): public facts only, chosen field by field from the
 * kernel's events. Phases as they start, public notices (the night's results as everyone reads
 * them: the `to: 'public'` audience only), deaths (who, never how or which role), and the end.
 * Never an intent, a role, a faction before the end, a private notice or any post.
 */
export type WebhookEvent =
  | { type: 'phase-started'; phase: EventOf<'step-started'>['phase']; step: string; deadline: number | null }
  | { type: 'notice'; phase: EventOf<'notice-sent'>['notice']['phase']; key: string; params: EventOf<'notice-sent'>['notice']['params'] }
  | { type: 'death'; seat: string; name: string | null }
  | { type: 'game-ended'; result: EventOf<'game-ended'>['result'] };

export interface WebhookBody {
  game: string;
  /** The event seq after the commit: a receiver that sees the same seq twice drops the retry. */
  seq: number;
  events: WebhookEvent[];
}

/** The header a receiver checks: `sha256=` and the hex HMAC-SHA256 of the raw body under the game's secret. */
export const SIGNATURE_HEADER = 'x-mafia-signature';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** The public part of one commit's events (empty: nothing to deliver). */
export function publicEvents(commit: Commit): WebhookEvent[] {
  const out: WebhookEvent[] = [];
  for (const event of commit.events) {
    switch (event.type) {
      case 'step-started':
        out.push({ type: 'phase-started', phase: event.phase, step: event.step, deadline: event.deadline });
        break;
      case 'notice-sent':
        if (event.notice.audience.to === 'public') out.push({ type: 'notice', phase: event.notice.phase, key: event.notice.key, params: event.notice.params });
        break;
      case 'seat-eliminated':
        out.push({ type: 'death', seat: event.seat, name: commit.state.seats.find((s) => s.id === event.seat)?.name ?? null });
        break;
      case 'game-ended':
        out.push({ type: 'game-ended', result: event.result });
        break;
      default:
        break;
    }
  }
  return out;
}

export interface WebhookDispatcherOptions {
  store: Pick<WebhookStore, 'get'>;
  log: (line: string) => void;
  /** Waits before the 2nd, 3rd, ... attempt (default 1 s, 5 s, 30 s, 2 min: then the delivery is dropped). */
  retryDelaysMs?: readonly number[];
  /** Per attempt (default 5 s). */
  timeoutMs?: number;
  /** Deliveries waiting per game beyond which the oldest is dropped (a receiver down for long). */
  maxQueuedPerGame?: number;
  /** `MAFIA_WEBHOOK_ALLOW_PRIVATE`: deliver to loopback and private addresses (default: refused, SSRF). */
  allowPrivate?: boolean;
  /**
   * Where deliveries wait until made (issue #21): absent, they live in memory only and a stop loses
   * them. `owner` is this process (the lease holder id); `now` its clock.
   */
  outbox?: { store: Pick<WebhookOutbox, 'add' | 'touch' | 'remove' | 'claim' | 'release'>; owner: string; now: () => number; staleMs?: number };
}

type Delivery = WebhookOutboxEntry & {
  /** The outbox write, awaited before the first attempt (never by the command). */
  saved: Promise<void>;
};

/**
 * Delivers each commit's public events to the game's webhook (issue #21). `onCommitted` returns at
 * once: the room awaits its commit hook before acknowledging a command, so nothing here may block or
 * fail a command. Deliveries of a game go out in order, one at a time, each retried with backoff;
 * a failure is logged, never thrown. With an outbox, each delivery is also written to the database
 * (in the background) and deleted once made or given up: `close` leaves the ones not made there and
 * `resume` at the next start sends them (docs/webhooks.md, Delivery).
 */
export class WebhookDispatcher {
  private readonly queues = new Map<string, Delivery[]>();
  private readonly running = new Map<string, Promise<void>>();
  private readonly retryDelaysMs: readonly number[];
  private readonly timeoutMs: number;
  private readonly maxQueued: number;
  private closed = false;
  /** Cuts the wait between attempts short at `close`. */
  private readonly stopping = new AbortController();

  constructor(private readonly options: WebhookDispatcherOptions) {
    this.retryDelaysMs = options.retryDelaysMs ?? [1_000, 5_000, 30_000, 120_000];
    this.timeoutMs = options.timeoutMs ?? 5_000;
    this.maxQueued = options.maxQueuedPerGame ?? 100;
  }

  /**
   * At start: queues the outbox's deliveries that no living process is making (this one's
   * predecessor stopped or crashed before making them), in seq order per game, ahead of new ones.
   */
  async resume(): Promise<number> {
    const outbox = this.options.outbox;
    if (!outbox) return 0;
    // A living process refreshes its claim at every attempt; 15 min without one means it is gone.
    const entries = await outbox.store.claim(outbox.owner, outbox.now(), outbox.staleMs ?? 15 * 60_000);
    for (const entry of entries) this.enqueue({ ...entry, saved: Promise.resolve() });
    if (entries.length > 0) this.options.log(`webhooks: ${entries.length} delivery(ies) left by a stopped process resumed`);
    return entries.length;
  }

  /** The room's commit hook: queues the commit's public events, if any, and returns. */
  readonly onCommitted = (commit: Commit): void => {
    if (this.closed) return;
    const events = publicEvents(commit);
    if (events.length === 0) return;
    const body: WebhookBody = { game: commit.gameId, seq: commit.state.seq, events };
    const entry: WebhookOutboxEntry = { id: randomUUID(), gameId: commit.gameId, seq: commit.state.seq, body: JSON.stringify(body) };
    const outbox = this.options.outbox;
    const saved = outbox
      ? outbox.store.add(entry, outbox.owner, outbox.now()).catch((error: unknown) => this.options.log(`webhook outbox: ${errorText(error)} (delivery kept in memory only)`))
      : Promise.resolve();
    this.enqueue({ ...entry, saved });
  };

  /** Resolves when every queued delivery was made or given up (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running.values()]);
  }

  /**
   * Stops taking new deliveries and waits for the attempt under way. Deliveries not made stay in the
   * outbox, given back so that the next process to start sends them.
   */
  async close(): Promise<void> {
    this.closed = true;
    this.stopping.abort();
    const waiting = [...this.queues.values()].flat();
    for (const queue of this.queues.values()) queue.length = 0;
    await Promise.all(waiting.map((d) => d.saved));
    await this.idle();
    const outbox = this.options.outbox;
    await outbox?.store.release(outbox.owner).catch((error: unknown) => this.options.log(`webhook outbox: ${errorText(error)}`));
  }

  private enqueue(delivery: Delivery): void {
    const queue = this.queues.get(delivery.gameId) ?? [];
    queue.push(delivery);
    if (queue.length > this.maxQueued) {
      const dropped = queue.shift();
      if (dropped) void this.forget(dropped);
      this.options.log(`webhook of game ${delivery.gameId}: more than ${this.maxQueued} deliveries waiting, the oldest dropped`);
    }
    this.queues.set(delivery.gameId, queue);
    if (!this.running.has(delivery.gameId)) {
      const run = this.drain(delivery.gameId).finally(() => this.running.delete(delivery.gameId));
      this.running.set(delivery.gameId, run);
    }
  }

  /** Deletes a delivery made or given up from the outbox. */
  private async forget(delivery: Delivery): Promise<void> {
    const outbox = this.options.outbox;
    if (!outbox) return;
    await delivery.saved;
    await outbox.store.remove(delivery.id).catch((error: unknown) => this.options.log(`webhook outbox: ${errorText(error)}`));
  }

  private async drain(gameId: string): Promise<void> {
    for (;;) {
      const queue = this.queues.get(gameId);
      const next = queue?.shift();
      if (!next) {
        this.queues.delete(gameId);
        return;
      }
      await this.deliver(next).catch((error: unknown) => this.options.log(`webhook of game ${gameId}: ${errorText(error)}`));
    }
  }

  private async deliver(delivery: Delivery): Promise<void> {
    const { gameId, seq, body: text } = delivery;
    await delivery.saved;
    const outbox = this.options.outbox;
    for (let attempt = 0; ; attempt++) {
      // Read per attempt: a host who removes or replaces the webhook stops the retries of the old one.
      const hook = await this.options.store.get(gameId);
      if (!hook) {
        await this.forget(delivery);
        return;
      }
      await outbox?.store.touch(outbox.owner, outbox.now()).catch(() => undefined);
      const failure = await postWebhook(hook.url, {
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(hook.secret, text), 'x-mafia-delivery': delivery.id, 'user-agent': 'mafia-webhook' },
        body: text,
        timeoutMs: this.timeoutMs,
        allowPrivate: this.options.allowPrivate ?? false,
      });
      if (failure === null) {
        await this.forget(delivery);
        return;
      }
      // Stopping: the delivery stays in the outbox for the next process.
      if (this.closed && failure.retry) return;
      const wait = failure.retry ? this.retryDelaysMs[attempt] : undefined;
      if (wait === undefined) {
        this.options.log(`webhook of game ${gameId}: seq ${seq} not delivered after ${attempt + 1} attempt(s) (${failure.reason})`);
        await this.forget(delivery);
        return;
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        timer.unref();
        this.stopping.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        }, { once: true });
      });
      if (this.closed) return;
    }
  }
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
