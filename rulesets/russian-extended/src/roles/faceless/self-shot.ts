// FX.2 (part 3 §2.7, l.76): the Faceless holding the investigator, fanatic, cultist or inquisitor
// role: "voluntary suicide is allowed when he has a shot, but then all accumulated victims are
// zeroed". The four roles' killing moves (`vigilante`, `revenge`, `devour`, `burn`) forbid naming
// oneself; for the Faceless they allow it (`TargetSpec.selfIf`), and every condition of the move
// still applies ("when he has a shot": the role's own validation decides, and the kill is an
// ordinary attack of that role, stopped as any other). Reading FA-19 ★ (README): dying by it, he
// leaves with a draw (O.2: a night death), his victims zeroed (F.38).
import type { GameState, HookContext } from '@mafia/kernel';
import { GREY, seatOf } from '../../model';
import type { NightLog } from '../../night/book';
import { facelessOf } from './cuts';
import { zeroVictims } from './standing';

/** The `selfTargets` provider of the four killing moves: only the Faceless may name himself. */
export const FACELESS_SELF_SHOT = 'faceless-self-shot';
export const facelessMayShootHimself = (state: GameState, seat: string): boolean => seatOf(state, seat).faction === GREY;

/** The killing moves of the four roles that FX.2 names. */
export const SELF_SHOT_MOVES = ['vigilante', 'revenge', 'devour', 'burn'];

/** The morning: the Faceless died tonight by his own killing move: F.38, FX.2 zero his victims. */
export function selfShotMorning(ctx: HookContext, log: NightLog, died: readonly string[]): void {
  const faceless = facelessOf(log.state);
  if (!faceless || !died.includes(faceless.id)) return;
  const ownShot = log.intents.some((i) => i.actor === faceless.id && SELF_SHOT_MOVES.includes(i.ability) && i.targets[0] === faceless.id && log.ran.has(i.id));
  if (ownShot && (log.attackers.get(faceless.id) ?? []).includes(faceless.id)) zeroVictims(ctx, 'FX.2');
}
