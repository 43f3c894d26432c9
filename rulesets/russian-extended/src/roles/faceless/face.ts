// F.40 (part 3 l.67) with part 4 C-3 / SC-1 (l.135): the bonus for killing the Faceless, "his
// face", worth half an ordinary win. Every player whose ballot named him in the vote that lynched
// him, whatever his team (reading AMB-C-3: a zero-weight ballot too); at night the killer who killed
// him (reading FA-28, L122: the first who attacked him; a madman's fire naming him, l.135), and that killer's partner (the other
// living mafia member) or servant (SV, `attributes.master`). Host data `faceless-face`, published with
// the result (standing.ts).
import type { GameState, HookContext, Json } from '@mafia/kernel';
import { read, write } from '../../data';
import { ELITE, GREY, negativeOf } from '../../model';
import type { NightLog } from '../../night/book';
import { fireKiller } from '../madman/faceless';
import { facelessOf } from './cuts';

/** Host data: the seats credited with the Faceless's face. */
export const FACE = 'faceless-face';
/** SC-1: a face is worth half an ordinary win. */
export const FACE_VALUE = 0.5;

export const faceHolders = (state: GameState): string[] => read<string[]>(state, FACE) ?? [];

function credit(ctx: HookContext, seats: readonly string[]): void {
  const holders = [...new Set([...faceHolders(ctx.state), ...seats])].sort();
  write(ctx, FACE, holders as unknown as Json);
}

/** C-3: the vote lynched the Faceless: every voter whose ballot named him. */
export function faceAtLynch(ctx: HookContext, lynched: readonly string[], ballots: ReadonlyArray<{ voter: string; targets: readonly string[] }>): void {
  const faceless = facelessOf(ctx.state);
  if (!faceless || !lynched.includes(faceless.id)) return;
  credit(ctx, ballots.filter((b) => b.targets.includes(faceless.id) && b.voter !== faceless.id).map((b) => b.voter));
}

/** C-3: killed at night: the first killer who attacked him, with his partner or servant. */
export function faceAtNight(ctx: HookContext, log: NightLog, died: ReadonlySet<string>): void {
  const faceless = facelessOf(log.state);
  // F.40: a madman's fire that named him counts as a killer's move (its kill records no attacker).
  const killer = faceless && died.has(faceless.id) ? (log.attackers.get(faceless.id)?.[0] ?? fireKiller(log, faceless.id)) : undefined;
  if (!killer || killer === faceless?.id) return;
  const shooter = log.state.seats.find((s) => s.id === killer);
  const negative = shooter ? negativeOf(shooter) : undefined;
  const partners = negative === 'mafia' ? log.state.seats.filter((s) => s.id !== killer && s.alive && s.faction !== GREY && negativeOf(s) === 'mafia').map((s) => s.id) : [];
  const servants = log.state.seats.filter((s) => s.attributes[ELITE] === 'servant' && s.attributes['master'] === killer).map((s) => s.id);
  credit(ctx, [killer, ...partners, ...servants]);
}
