// The Fanatic's record (part 2 §3.19, l.36): his favourite and his revenge, host-only data.
import type { GameState, HookContext, Json, Seat } from '@mafia/kernel';
import { read, write } from '../../data';
import { killerSideOf } from '../../model';

export const FANATIC = 'fanatic';
export const FANATICS = 'fanatics';

export interface FanaticRecord {
  /** fanatic r.1, r.9: the favourite for the whole game. */
  favourite: string;
  /** fanatic r.4: avenged (a player of the opposite team or the Faceless killed). */
  avenged: boolean;
  /** fanatic r.5, r.8: players of his own team he killed (each raises the revenge limit by 1). */
  ownKills: number;
  /** N-FN.1, N-FN.4, N-POI.1: a black fanatic's favourite did not die "properly": no revenge, ever. */
  denied?: boolean;
}

export const fanaticsOf = (state: GameState): Record<string, FanaticRecord> =>
  (read<Json>(state, FANATICS) as unknown as Record<string, FanaticRecord> | null) ?? {};

export const fanaticOf = (state: GameState, seat: string): FanaticRecord | undefined => fanaticsOf(state)[seat];

export function saveFanatic(ctx: HookContext, seat: string, record: FanaticRecord): void {
  write(ctx, FANATICS, { ...fanaticsOf(ctx.state), [seat]: record } as unknown as Json);
}

/** fanatic r.3 (reading A4: the favourite leaving the game any way) and r.4: the right of revenge. */
export function hasRevengeRight(state: GameState, seat: string): boolean {
  const record = fanaticOf(state, seat);
  if (!record || record.avenged || record.denied === true) return false;
  const favourite = state.seats.find((s) => s.id === record.favourite);
  return favourite !== undefined && (!favourite.alive || favourite.removed === true);
}

/**
 * N-FN.1, N-FN.4, N-POI.1 (part 3 l.99, l.109), when the favourite leaves: a black fanatic gets the
 * right of revenge only if the favourite died at a lynch or by a killer other than his own side (the
 * tag of his side's shot: himself or his active partner) and other than his own poison; otherwise he
 * never gets it (nor a new favourite). Reading N-FN A1: "forbidden" set-ups give no revenge either.
 */
export function favouriteLeft(ctx: HookContext, seat: string, cause: string): void {
  for (const [fanatic, record] of Object.entries(fanaticsOf(ctx.state))) {
    if (record.favourite !== seat) continue;
    const holder = ctx.state.seats.find((s) => s.id === fanatic);
    const negative = holder?.attributes['negative'];
    if (!holder || holder.faction !== 'black' || typeof negative !== 'string' || !cause.startsWith('killed:')) continue;
    const tags = cause.slice('killed:'.length).split('+');
    const ownSide = killerSideOf(ctx.state, holder);
    // N-FN.3: "an accidental killing (the favourite died while another target was assigned)" is not
    // forbidden: his own side's kill denies the revenge only when the side chose the favourite.
    const ownKill = ownSide !== null && tags.includes(ownSide) && chosenByOwnSide(ctx.state, holder, seat);
    if (ownKill || (negative === 'poisoner' && tags.includes('poisoner'))) saveFanatic(ctx, fanatic, { ...record, denied: true });
  }
}

/** Killer moves that choose their victim (a contract may name him by his civilian role, mercenary r.12). */
const CHOOSING_MOVES = ['shoot', 'insure', 'contract'];

/** N-FN.1, N-FN.3: tonight the fanatic or a killer of his side chose the favourite (by name, or his role in a contract). */
function chosenByOwnSide(state: GameState, holder: Seat, favourite: string): boolean {
  const side = killerSideOf(state, holder);
  const role = state.seats.find((s) => s.id === favourite)?.role;
  return state.intents.some((i) => {
    if (!CHOOSING_MOVES.includes(i.ability)) return false;
    const actor = state.seats.find((s) => s.id === i.actor);
    if (!actor || (actor.id !== holder.id && killerSideOf(state, actor) !== side)) return false;
    return i.targets.includes(favourite) || (i.targets.length === 0 && i.options?.['role'] === role);
  });
}

/**
 * N-FN.2: a set-up killing through a partner's hypnotist or bodyguard role (the bodyguard's ward who
 * died of the shot at him, N-BG.3): the favourite among `victims` gives the black fanatic of the
 * partner's side no revenge (reading N-FN A1).
 */
export function setUpByPartner(ctx: HookContext, partner: string, victims: readonly string[]): void {
  const hyp = ctx.state.seats.find((s) => s.id === partner);
  const hypSide = hyp ? killerSideOf(ctx.state, hyp) : null;
  if (hypSide === null) return;
  for (const [fanatic, record] of Object.entries(fanaticsOf(ctx.state))) {
    const holder = ctx.state.seats.find((s) => s.id === fanatic);
    if (!holder || holder.faction !== 'black' || !victims.includes(record.favourite) || record.denied === true) continue;
    if (killerSideOf(ctx.state, holder) === hypSide) saveFanatic(ctx, fanatic, { ...record, denied: true });
  }
}
