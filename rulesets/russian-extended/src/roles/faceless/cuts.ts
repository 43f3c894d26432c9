// The Faceless's record of cuts (part 3 §2.2, §2.4): who was cut, whose lynch gives the role back,
// and the victims' tally (the "V" column). Host-only data (contract §8: `faceless-victims`).
import type { GameState, HookContext, Json, Seat } from '@mafia/kernel';
import { toSeat } from '@mafia/kernel';
import { read, write } from '../../data';
import { GREY } from '../../model';
import { PHANTOM } from '../phantom';
import { facelessPhantomCredited, possessedByFaceless } from '../phantom/faceless';

/** Contract §3 status: the Faceless's victim, civilian role blocked until regained (F.1, F.2, F.24). */
export const CUT = 'cut';
/** Host data: every cut of the game. */
export const CUTS = 'faceless-cuts';
/** Host data (contract §8): the victims' tally in fractions of one ordinary win (F.33, F.34). */
export const TALLY = 'faceless-victims';

export interface Cut {
  night: number;
  faceless: string;
  victim: string;
  /** The victim's target (F.2); null when none was assigned (F.18). */
  target: string | null;
  /** F.13, F.21, F.24: the victim got his role back. */
  regained?: boolean;
}

export const cutsOf = (state: GameState): Cut[] => read<Cut[] & Json>(state, CUTS) ?? [];
export const tallyOf = (state: GameState): number => read<number>(state, TALLY) ?? 0;

/** F.29, F.30: the single grey player. */
export const facelessOf = (state: GameState): Seat | undefined => state.seats.find((s) => s.faction === GREY);

/** F.1: a victim whose civilian role is still blocked. */
export const isCut = (state: GameState, seat: string): boolean => state.seats.some((s) => s.id === seat && s.statuses.some((x) => x.id === CUT));

/** The cuts still in force (the victim has not regained his role). */
export const activeCuts = (state: GameState): Cut[] => cutsOf(state).filter((c) => !c.regained);

/** F.4: players already named as a victim's target this game. */
export const usedTargets = (state: GameState): Set<string> => new Set(cutsOf(state).flatMap((c) => (c.target ? [c.target] : [])));

/** Values of the tally (F.34): a lynched victim half a win, a target who was no victim a quarter. */
export const VICTIM_LYNCHED = 0.5;
export const TARGET_LYNCHED = 0.25;

/**
 * After a day vote (part 3 §2.2, §2.4): F.2, F.20: a victim whose target was lynched regains his
 * role, whoever voted; F.24: a lynched Faceless gives every victim his role back; F.34–F.36: the
 * tally. Interpretation FA-11: a victim lynched counts ½; a target lynched who was no victim ¼
 * (also when his victim is lynched with him, F.36); a target who was a victim counts once, as a victim.
 * The Faceless is credited while he lives, when he is lynched in the same vote (F.35), or while
 * he is under the phantom effect after a night death (F.37).
 */
export function facelessAfterLynch(ctx: HookContext, lynched: readonly string[]): void {
  const cuts = cutsOf(ctx.state);
  if (cuts.length === 0) return;
  const faceless = facelessOf(ctx.state);
  const active = cuts.filter((c) => !c.regained);
  const victims = new Set(active.map((c) => c.victim));
  // F.37: killed at night but still in the game under the phantom effect (status `phantom`), he is credited too.
  const phantom = faceless?.statuses.some((st) => st.id === PHANTOM) ?? false;
  // FP.1, FA-14 (b): the possessed victim's or his target's lynch is the Faceless-phantom's one more victim.
  const credited = faceless !== undefined && (faceless.alive || phantom || lynched.includes(faceless.id) || facelessPhantomCredited(ctx.state, faceless.id, lynched));
  let gain = 0;
  // Reading FA-27: his own face cut (F.12, F.15) makes him no victim of his own: his lynch credits nothing.
  for (const seat of lynched) if (victims.has(seat) && seat !== faceless?.id) gain += VICTIM_LYNCHED;
  const facelessLynched = faceless !== undefined && lynched.includes(faceless.id);
  // FP.3: a victim the Faceless-phantom possesses at his lynch stays his victim.
  const kept = facelessLynched && faceless ? possessedByFaceless(ctx.state, faceless.id) : [];
  const regained = new Set<string>();
  for (const c of active) {
    const targetLynched = c.target !== null && lynched.includes(c.target);
    if (targetLynched && !victims.has(c.target as string)) gain += TARGET_LYNCHED;
    if (targetLynched || (facelessLynched && !kept.includes(c.victim))) regained.add(c.victim);
  }
  if (credited && gain > 0) write(ctx, TALLY, tallyOf(ctx.state) + gain);
  if (regained.size === 0) return;
  write(ctx, CUTS, cuts.map((c) => (regained.has(c.victim) && !c.regained ? { ...c, regained: true } : c)) as unknown as Json);
  for (const victim of regained) {
    const seat = ctx.state.seats.find((s) => s.id === victim);
    if (!seat?.alive) continue;
    ctx.emit({ type: 'status-removed', seat: victim, status: CUT });
    ctx.notify(toSeat(victim), 'pm.role-regained', { role: seat.role }, { kind: 'role-regained', role: seat.role });
  }
}
