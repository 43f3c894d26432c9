// The Immortal's spare life in every attack (IMM-1..IMM-11): `night/kills.ts`, the Prostitute's
// client and the black suicide ask here before a kill strikes, `night/settle.ts` sends the PM.
import type { GameState, HookContext, Json } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { traceEffect } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { living, seatOf } from '../../model';
import { painIntact } from '../executor/chamber';
import { roleCutOff } from '../faceless/passive';
import { pm, roleState, type NightLog } from '../../night/book';

/** Ruleset data (host only): each Immortal's life and link, by his seat. */
export const LIVES = 'immortal-lives';
export interface Life {
  spent: boolean;
  link: string | null;
  /** IMM-13: a link was created once. */
  linkUsed: boolean;
}
const FRESH: Life = { spent: false, link: null, linkUsed: false };

export const livesOf = (state: GameState): Record<string, Life> => read<Record<string, Life> & Json>(state, LIVES) ?? {};
export const lifeOf = (state: GameState, immortal: string): Life => livesOf(state)[immortal] ?? FRESH;

export function writeLife(ctx: HookContext, immortal: string, life: Life): void {
  write(ctx, LIVES, { ...livesOf(ctx.state), [immortal]: life } as unknown as Json);
}

/** Tonight: the seats whose attacks each Immortal's life absorbed (IMM-4, IMM-9: all at once). */
const absorbedOf = (log: NightLog): Map<string, string[]> => roleState(log, 'immortal', () => new Map<string, string[]>());

/** The living Immortals at night start whose pair (himself and his linked player, IMM-8) holds `seat`. */
const pairsWith = (log: NightLog, seat: string): string[] =>
  living(log.state)
    .filter((s) => s.role === 'immortal')
    .map((s) => s.id)
    .filter((imm) => (imm === seat || lifeOf(log.state, imm).link === seat) && !roleCutOff(log, imm));

/**
 * IMM-1, IMM-4, IMM-8, IMM-9: an attack on the Immortal or his linked player goes into the unspent
 * spare life (every attack of the night, once spent). IMM-3 (reading IMM A1 ★): a player
 * protected tonight (the doctor, the blocker's protection) spends nothing; the protection stops it.
 */
export function absorbs(night: SlotContext, log: NightLog, seat: string): boolean {
  if (night.isProtected(seat)) return false;
  const absorbed = absorbedOf(log);
  const immortal = pairsWith(log, seat).find((imm) => !lifeOf(log.state, imm).spent && night.isAlive(imm));
  if (immortal === undefined) return false;
  absorbed.set(immortal, [...new Set([...(absorbed.get(immortal) ?? []), seat])].sort());
  traceEffect(night, 'spare-life', seat, { rule: 'IMM-1', immortal });
  return true;
}

/** IMM-10: once the life is spent, killing one of the linked pair kills both. Returns the other one killed. */
export function takesAlong(night: SlotContext, log: NightLog, seat: string, tag: string): string | null {
  for (const imm of pairsWith(log, seat)) {
    const life = lifeOf(log.state, imm);
    if (!life.spent || life.link === null) continue;
    const other = seat === imm ? life.link : imm;
    if (!night.isAlive(other)) continue;
    // N-EXE.2: an Immortal executor with his own life intact is not taken along: the linked player dies alone.
    if (other === imm && painIntact(log.state, seatOf(log.state, imm))) continue;
    traceEffect(night, 'linked-pair-dies-together', other, { rule: 'IMM-10' });
    if (night.kill(other, tag)) return other;
  }
  return null;
}

/** IMM-7, l.115 item 5: the PM names the attacked of the pair; the linked player is told nothing of the link. */
export function spareLifeMorning(ctx: HookContext, log: NightLog): void {
  for (const [immortal, attacked] of absorbedOf(log)) {
    pm(log, immortal, 'pm.life-spent', { attacked }, { kind: 'life-spent', attacked });
    writeLife(ctx, immortal, { ...lifeOf(ctx.state, immortal), spent: true });
  }
}
