import { toPublic, type GameState, type HookContext, type Intent, type JsonObject } from '@mafia/kernel';
import type { NightAction, Resolution } from '@mafia/resolver';
import type { ShotOutcome } from './shots';
import { living, type Side } from '../model';

export interface ShotRecord {
  action: string;
  actor: string;
  /** The side whose shot this realises (MAF-8: an insurance kill realises the insured side's shot). */
  side: Side;
  /** `contract`: the Mercenary's kill on the mafia's contract (mercenary r.1–r.5). */
  via: 'shot' | 'insurance' | 'vigilante' | 'contract';
  /** The kill's tag when a civilian role other than the investigator's shoots (the fanatic's `revenge`). */
  tag?: string;
  target: string;
  outcome: ShotOutcome;
  /** MAF-5, MAN-5: a red died along with this shot's black victim (a client, a linked player): no refund. */
  redAlong?: boolean;
}

export type SuicideOutcome = 'died' | 'saved' | 'cancelled' | 'not-approved';

/** A private morning result; A.0: only the living receive it (sent by `night/settle.ts`). */
export interface PrivateNote {
  seat: string;
  key: string;
  params?: JsonObject;
  result?: JsonObject;
}

/**
 * What one seed 004 night shares between roles (the kit's night book): written by the role
 * handlers while the resolver runs the named slots, read by the roles' mornings and `night/settle.ts`.
 */
export interface NightLog {
  night: number;
  /** The state at night start. */
  state: GameState;
  /** The intents submitted tonight (not the default insurance the ruleset adds, PAR-5). */
  intents: Intent[];
  shots: ShotRecord[];
  /** Actions that ran (not blocked, cancelled or skipped); for shots, MOV-4: the killer left home. */
  ran: Set<string>;
  /** Victim → killers who came, in order (K.6). */
  attackers: Map<string, string[]>;
  /** Seats whose civilian move the blocker's protection knocked out (BLO-5). */
  confined: Set<string>;
  /** Seats that skipped a later move because they were attacked and survived (MOV-10). */
  skipped: Set<string>;
  /** What became of each suicide (BLK-11..BLK-15). */
  suicides: Map<string, SuicideOutcome>;
  notes: PrivateNote[];
  /** Targets whose colour check passed this morning (the commissar's morning, read by the detective's, DET-9). */
  checkedOk: Set<string>;
  /** The banks after tonight (settle), told to the blacks last. */
  banks?: { mafia: number; maniac: number };
  /** What one role keeps for the night (`roleState`): the bodyguard's guards, the prostitute's visits. */
  roles: Map<string, unknown>;
}

export function newNightLog(state: GameState, intents: Intent[]): NightLog {
  const night = state.clock.phase.number;
  return { night, state, intents, shots: [], ran: new Set(), attackers: new Map(), confined: new Set(), skipped: new Set(), suicides: new Map(), notes: [], checkedOk: new Set(), roles: new Map() };
}

/** Living investigators: they receive the commissar's and the detective's results too (INV-1). */
export const investigatorsOf = (log: NightLog): string[] => living(log.state).filter((s) => s.role === 'investigator').map((s) => s.id);

/** Queues a private morning result. */
export function pm(log: NightLog, seat: string, key: string, params: JsonObject = {}, result?: JsonObject): void {
  log.notes.push({ seat, key, params, ...(result ? { result } : {}) });
}

/** The night as the morning reads it (detective, politician). */
export interface NightResult {
  resolution: Resolution;
  log: NightLog;
  actions: readonly NightAction[];
}

/** Seats killed tonight, in the resolver's order. */
export const diedTonight = (resolution: Resolution): string[] => resolution.effects.flatMap((e) => (e.kind === 'kill' ? [e.target] : []));

/** DOC-8, COM-4: a role that skipped its move still gets its public line. */
export function announceSkipped(ctx: HookContext, log: NightLog, ability: string, role: string, key: string, outcome: string): void {
  for (const holder of living(log.state).filter((s) => s.role === role)) {
    if (log.intents.some((i) => i.actor === holder.id && i.ability === ability)) continue;
    ctx.notify(toPublic, key, { outcome });
  }
}

/** One role's own record of the night, created on first use (a field of the book only when several roles read it). */
export function roleState<T>(log: NightLog, role: string, init: () => T): T {
  if (!log.roles.has(role)) log.roles.set(role, init());
  return log.roles.get(role) as T;
}
