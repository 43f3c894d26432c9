// The Actor's copies (part 2 §3.23, l.40): made when the evening closes (T.12, `day/evening.ts`).
import { toSeat, type GameState, type HookContext, type Json } from '@mafia/kernel';
import { grantMoves } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { seatOf } from '../../model';
import { COPY_ACTIVE_GRANT, COPY_GRANT } from './limits';
import { collectionOf, COLLECTOR } from '../collector/state';

/** Ruleset data (host only): each Actor's copies, by his seat. */
export const ACTOR_COPIES = 'actor-copies';
/** r.5: at most 3 different players per game. */
export const COPY_LIMIT = 3;

export interface Copy {
  /** The day whose evening made the copy: the role is his for the next night and day (r.2). */
  day: number;
  target: string;
  role: string;
}

const allCopies = (state: GameState): Record<string, Copy[]> => read<Record<string, Copy[]> & Json>(state, ACTOR_COPIES) ?? {};
export const copiesOf = (state: GameState, actor: string): Copy[] => allCopies(state)[actor] ?? [];

/** r.2: the role copied the evening before, held for one game-day (the night and the day after it). */
export function copiedRole(state: GameState, actor: string): Copy | null {
  const last = copiesOf(state, actor).at(-1);
  if (!last) return null;
  const { kind, number } = state.clock.phase;
  const held = kind === 'night' ? number === last.day : number === last.day + 1;
  return held ? last : null;
}

/**
 * r.1, r.5: the evening's copies. r.12: a crippled player (no civilian role, COM-6) is a skip; r.10:
 * so is an undead. HAC-10: a hack on the Actor is over by the time of his move, so it never stops a
 * copy. Reading actor ★ 7: a skipped copy does not count toward r.5's limits.
 */
export function closeActorEvening(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'copy')) {
    const target = intent.targets[0];
    if (target === undefined) continue;
    const seat = seatOf(ctx.state, target);
    if (seat.statuses.some((s) => s.id === 'crippled' || s.id === 'undead')) continue;
    const made: Copy = { day, target, role: seat.role };
    const all = allCopies(ctx.state);
    write(ctx, ACTOR_COPIES, { ...all, [intent.actor]: [...(all[intent.actor] ?? []), made] } as unknown as Json);
    ctx.notify(toSeat(intent.actor), 'pm.copied-role', { target, role: seat.role }, { kind: 'copied-role', target, role: seat.role });
    // r.2, r.4: he holds the role's moves for the next night and day, even if the original dies;
    // r.3: "from zero" (the kernel counts a granted move's uses per grant; histories below).
    grantMoves(ctx, { seat: intent.actor, grant: { id: COPY_GRANT, role: seat.role, source: { rule: 'actor r.2', seat: target }, expires: { kind: 'day', number: day + 1 } } });
    // r.8: a collector is copied with the role he last activated (his collection's active role).
    const active = seat.role === COLLECTOR ? collectionOf(ctx.state, target).active : null;
    if (active !== null) grantMoves(ctx, { seat: intent.actor, grant: { id: COPY_ACTIVE_GRANT, role: active, source: { rule: 'actor r.8', seat: target }, expires: { kind: 'day', number: day + 1 } } });
  }
}
