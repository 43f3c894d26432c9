// The Collector's collection (part 2 §3.24, l.41), host-only data.
import type { GameState, HookContext, Json } from '@mafia/kernel';
import { grantMoves, grantsOf, revokeGrant } from '@mafia/ruleset-kit';
import { read, write } from '../../data';

export const COLLECTOR = 'collector';
export const COLLECTIONS = 'collections';

export interface Collection {
  /** r.1, T.15: his targets in force (the last `collect`, until a new one). */
  targets: string[];
  /** r.16: roles he does not want. */
  decline: string[];
  /** r.2, r.3: the roles collected, each with the player it came from. */
  roles: Array<{ role: string; from: string; at?: string }>;
  /** r.3, r.6–r.10: the one active role, or null. */
  active: string | null;
  /** r.17: the roles of his targets that went to the active citizens instead of him (r.14, r.15). */
  yielded?: string[];
}

export const collectionsOf = (state: GameState): Record<string, Collection> =>
  (read<Json>(state, COLLECTIONS) as unknown as Record<string, Collection> | null) ?? {};

export const collectionOf = (state: GameState, seat: string): Collection =>
  collectionsOf(state)[seat] ?? { targets: [], decline: [], roles: [], active: null };

/** The grant id of the Collector's active role (r.3, r.7, r.11: its moves are his, kernel grants.ts). */
export const COLLECTED_GRANT = 'collected';

export function saveCollection(ctx: HookContext, seat: string, collection: Collection): void {
  write(ctx, COLLECTIONS, { ...collectionsOf(ctx.state), [seat]: collection } as unknown as Json);
  syncActiveRole(ctx, seat, collection);
}

/**
 * r.3, r.7, r.11: the active role's moves are his from now on, as an active citizen's would be (no
 * copy: the role's own limits and history apply); the other collected roles are "conditionally
 * active" and unusable; switched off (r.10), no moves.
 */
function syncActiveRole(ctx: HookContext, seat: string, collection: Collection): void {
  const held = grantsOf(ctx.state, seat).find((g) => g.id === COLLECTED_GRANT);
  if (collection.active === null) {
    revokeGrant(ctx, seat, COLLECTED_GRANT);
    return;
  }
  if (held?.role === collection.active) return;
  const from = collection.roles.find((r) => r.role === collection.active)?.from;
  grantMoves(ctx, { seat, grant: { id: COLLECTED_GRANT, role: collection.active, source: { rule: 'collector r.3', ...(from !== undefined ? { seat: from } : {}) } } });
}

/** r.4, r.5: how many players he may name: no role 3, one or two roles 2, more 1. */
export const collectLimit = (held: number): number => (held === 0 ? 3 : held <= 2 ? 2 : 1);

/** The players whose role a collector took (the active citizens do not take it: r.14). */
export const collectedFrom = (state: GameState, seat: string): boolean =>
  Object.values(collectionsOf(state)).some((c) => c.roles.some((r) => r.from === seat));
