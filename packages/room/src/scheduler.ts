import type { GameRooms } from './room';
import type { Clock, DeadlineStore, LeaseStore } from './ports';

export interface SchedulerOptions {
  rooms: GameRooms;
  deadlines: DeadlineStore;
  leases: LeaseStore;
  clock: Clock;
  /** This process's identity in the lease table. */
  holder: string;
  /** How long a taken lease lasts; a dead holder's games move to another process after this. */
  leaseTtlMs: number;
  /** A game whose tick threw (a broken game): reported, and the pass goes on with the others. */
  onGameError?(gameId: string, error: unknown): void;
}

export interface FiredDeadline {
  gameId: string;
  dueAt: number;
  accepted: boolean;
  /** The tick threw: one broken game must not stop the other games' deadlines (issue #13). */
  failed?: true;
}

/**
 * Fires stored deadlines. Each pass asks the DeadlineStore what is due and ticks the games whose
 * lease this process holds (or can take), so a deadline fires once across every process sharing
 * the database, and after a restart an overdue phase closes as it should have.
 */
export class DeadlineScheduler {
  constructor(private readonly options: SchedulerOptions) {}

  async runOnce(): Promise<FiredDeadline[]> {
    const { deadlines, leases, clock, holder, leaseTtlMs, rooms } = this.options;
    const now = clock.now();
    const fired: FiredDeadline[] = [];
    for (const { gameId, dueAt } of await deadlines.due(now)) {
      if (!(await leases.acquire(gameId, holder, now, leaseTtlMs))) continue;
      try {
        const result = await rooms.tick(gameId);
        fired.push({ gameId, dueAt, accepted: result.ok });
      } catch (error) {
        this.options.onGameError?.(gameId, error);
        fired.push({ gameId, dueAt, accepted: false, failed: true });
      }
    }
    return fired;
  }
}
