import type { ApiServices } from './context';

/** What changed: one account's membership of one game, or one session (signed out). */
export type AccessChange = { kind: 'member'; gameId: string; accountId: string } | { kind: 'session'; sessionId: string };

type Listener = () => void;

/**
 * Tells open live streams that who they serve may have changed (issue #13: a replaced, removed or
 * signed-out account keeps no stream that carries a seat's or a member's secrets). The routers
 * that change member rows or end sessions call `changed`; each `game.updates` stream watches its
 * own (game, account) and session and re-authorizes from the database when told.
 *
 * In-process only: a change made by another server process reaches a stream through the state
 * (a replacement renames the seat, which `viewerOf` checks at every delivery) and through the
 * stream's periodic session re-check (`game.updates`).
 */
export class AccessEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly streams = new Map<string, number>();

  /**
   * Counts one more open live stream for the account; null when it already has `max` (issue #13:
   * 600 streams from one account cost 156 MB). Call the returned function when the stream ends.
   */
  openStream(accountId: string, max: number): (() => void) | null {
    const open = this.streams.get(accountId) ?? 0;
    if (open >= max) return null;
    this.streams.set(accountId, open + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.streams.get(accountId) ?? 1) - 1;
      if (left > 0) this.streams.set(accountId, left);
      else this.streams.delete(accountId);
    };
  }

  /** Calls `listener` on every change to the account's membership of the game or to the session. */
  watch(gameId: string, accountId: string, sessionId: string, listener: Listener): () => void {
    const keys = [memberKey(gameId, accountId), sessionKey(sessionId)];
    for (const key of keys) {
      let set = this.listeners.get(key);
      if (!set) {
        set = new Set();
        this.listeners.set(key, set);
      }
      set.add(listener);
    }
    return () => {
      for (const key of keys) {
        const set = this.listeners.get(key);
        set?.delete(listener);
        if (set?.size === 0) this.listeners.delete(key);
      }
    };
  }

  changed(change: AccessChange): void {
    const key = change.kind === 'member' ? memberKey(change.gameId, change.accountId) : sessionKey(change.sessionId);
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }

  /** Open watches (tests, and the live-stream cap per account). */
  watching(gameId: string, accountId: string): number {
    return this.listeners.get(memberKey(gameId, accountId))?.size ?? 0;
  }
}

const memberKey = (gameId: string, accountId: string) => `m\u0000${gameId}\u0000${accountId}`;
const sessionKey = (sessionId: string) => `s\u0000${sessionId}`;

/**
 * One hub per services object (one per server; tests start several in one process), so the
 * services' constructors in apps/server, the bench and the tests need no new field.
 */
const hubs = new WeakMap<ApiServices, AccessEvents>();

export function accessEventsOf(services: ApiServices): AccessEvents {
  let hub = hubs.get(services);
  if (!hub) {
    hub = new AccessEvents();
    hubs.set(services, hub);
  }
  return hub;
}

/** Member rows of these accounts in this game changed: their streams re-authorize. */
export function membersChanged(services: ApiServices, gameId: string, ...accountIds: string[]): void {
  const hub = accessEventsOf(services);
  for (const accountId of accountIds) hub.changed({ kind: 'member', gameId, accountId });
}
