// The Necromancer's toys (part 2 §3.25, l.42): the cursed players, who become undead when they die
// (r.2), and the corpses he raises (r.15–r.17). Written when the evening closes (`day/evening.ts`)
// and after each death (`night/settle.ts`, `day/evening.ts`).
import { toSeat, type GameState, type HookContext, type Json } from '@mafia/kernel';
import { read, write } from '../../data';
import { seatOf } from '../../model';
import { grantUndead, revokeUndead } from './undead';

/** Contract §3: the public status of an undead (r.2: "Нежить" in the header until the end). */
export const UNDEAD = 'undead';
/** Ruleset data (host only): each Necromancer's toys, by his seat. */
export const NECROMANCER_TOYS = 'necromancer-toys';

export interface Toys {
  /** r.1, r.16: the cursed players and raised corpses (undead once dead). */
  cursed: string[];
  /** r.5: undead killed again, or dropped: never raised again. */
  lost: string[];
  /** HAC-8: the day whose evening a hack reached him: the raise of the next day fails. */
  hackedOn: number | null;
}

const allToys = (state: GameState): Record<string, Toys> => read<Record<string, Toys> & Json>(state, NECROMANCER_TOYS) ?? {};
export const toysOf = (state: GameState, necromancer: string): Toys => allToys(state)[necromancer] ?? { cursed: [], lost: [], hackedOn: null };

function writeToys(ctx: HookContext, necromancer: string, toys: Toys): void {
  write(ctx, NECROMANCER_TOYS, { ...allToys(ctx.state), [necromancer]: toys } as unknown as Json);
}

/** r.1, r.16: a player some Necromancer has cursed or raised (his role goes to no active citizen, contract §9). */
export const isNecromancerToy = (state: GameState, seat: string): boolean => Object.values(allToys(state)).some((t) => t.cursed.includes(seat));

const isUndead = (state: GameState, seat: string): boolean => seatOf(state, seat).statuses.some((s) => s.id === UNDEAD);

/** r.2 (reading necromancer ★ 1: a death of any kind): a dead cursed player is marked undead. */
export function markUndead(ctx: HookContext): void {
  for (const [necromancer, toys] of Object.entries(allToys(ctx.state))) {
    for (const seat of toys.cursed) {
      if (seatOf(ctx.state, seat).alive || isUndead(ctx.state, seat)) continue;
      ctx.emit({ type: 'status-added', seat, status: { id: UNDEAD, source: 'curse' } });
      // r.3: his role is the Necromancer's to use from now (undead.ts).
      grantUndead(ctx, necromancer, seat);
    }
  }
}

/**
 * r.19: a Necromancer who named no curse on day 1 receives three random targets by the first
 * morning, never among the first night's victims (called after night 1's deaths). Reading
 * necromancer A9: drawn among the living players other than himself, told by PM (`pm.random-curse`).
 */
export function curseAtRandom(ctx: HookContext): void {
  if (ctx.state.clock.phase.kind !== 'night' || ctx.state.clock.phase.number !== 1) return;
  for (const necromancer of ctx.state.seats.filter((s) => s.role === 'necromancer' && s.alive)) {
    if (toysOf(ctx.state, necromancer.id).cursed.length > 0) continue;
    const living = ctx.state.seats.filter((s) => s.alive && !s.removed && s.id !== necromancer.id).map((s) => s.id);
    const cursed = ctx.rng.shuffle(living).slice(0, 3);
    writeToys(ctx, necromancer.id, { ...toysOf(ctx.state, necromancer.id), cursed });
    ctx.notify(toSeat(necromancer.id), 'pm.random-curse', { seats: cursed }, { kind: 'random-curse', seats: cursed });
  }
}

/**
 * r.1: the day-1 curse; r.15–r.17: the raise (one swap). HAC-8: a hacked Necromancer still takes
 * another corpse that evening, but his raise of the next day fails (accepted, no effect).
 */
export function closeNecromancerEvening(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'curse' || i.ability === 'raise')) {
    const toys = toysOf(ctx.state, intent.actor);
    const hacked = ctx.state.intents.some((i) => i.ability === 'hack' && i.targets.includes(intent.actor));
    const next: Toys = { ...toys, hackedOn: hacked ? day : toys.hackedOn };
    if (intent.ability === 'curse') {
      writeToys(ctx, intent.actor, { ...next, cursed: [...intent.targets] });
      continue;
    }
    const [dropped, corpse] = intent.targets as [string, string];
    if (toys.hackedOn === day - 1) {
      writeToys(ctx, intent.actor, next);
      continue;
    }
    writeToys(ctx, intent.actor, { ...next, cursed: [...toys.cursed.filter((s) => s !== dropped), corpse], lost: [...toys.lost, dropped] });
    // r.15, r.16: the dropped undead's role is his no longer; r.17: the raised one's is idle for the
    // next game-day (night `day` and day `day + 1`), usable from night `day + 1`.
    revokeUndead(ctx, intent.actor, dropped);
    ctx.emit({ type: 'status-added', seat: corpse, status: { id: UNDEAD, source: 'raise' } });
    grantUndead(ctx, intent.actor, corpse, { kind: 'night', number: day + 1 });
  }
  markUndead(ctx);
}
