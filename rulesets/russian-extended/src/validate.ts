import type { AbilitySpec, GameState, Intent, Rejection } from '@mafia/kernel';
import { KEYS, mayorOf, read, secretaryOf } from './data';
import { MAYOR_ABILITIES, validateMayorMove } from './day/mayor';
import { BLACK_ABILITIES } from './roles/black';
import { keepRole } from './roles/hacker';
import { BLACK_ROLE_ABILITIES } from './roles/black-roles';
import { isCrippled } from './roles/prostitute';
import { isCut } from './roles/faceless/cuts';
import { validateEliteTarget } from './roles/elite';
import { validateCopiedMove } from './roles/actor';
import { validateUndeadMove } from './roles/necromancer';
import { note, validateNote } from './night/notes';
import { validatePatronage, validateShadowVertical, validateSupport } from './roles/politician';
import { saves as heroSaves } from './roles/hero';
import { validateAfterSave } from './roles/hero/black';
import { validateBlackKillLimit } from './night/civilian-kills';

/** The mayor's own vertical, and a suicide's condition (BLK-15), name a player without moving on him (MY-2). */
const NOT_A_MOVE_ON_TARGET = ['vertical', 'suicide'];
/** F.6, F.11: the cut checks the mayor on its victim only (roles/faceless). */
NOT_A_MOVE_ON_TARGET.push('cut');
/**
 * SE-2 (b), (c): the secretary cannot be the target of killers' moves, nor of any move of the
 * commissar, lawyer, inquisitor or journalist (their checks, the lawyer's legal protection, the
 * inquisitor's burning and execution, the journalist's comparison).
 */
const SECRETARY_IMMUNE_FROM = ['shoot', 'insure', 'vigilante', 'check', 'compare', 'burn', 'execute', 'legal-protection'];
/** Civilian night moves that a verification the evening before replaces (CHK-6, INV-9). */
const CHECKER_NIGHT_MOVES = ['check', 'vigilante', 'detect', 'compare', 'burn'];

/** Moves that belong to no civilian role: the black team's, the mayor's, the night note. */
const TEAM_MOVES = new Set([...BLACK_ABILITIES, keepRole, ...MAYOR_ABILITIES, note].map((a) => a.id));
/** The black roles' moves are negative moves: a crippled black keeps them (COM-6 takes the civilian role). */
for (const ability of BLACK_ROLE_ABILITIES) TEAM_MOVES.add(ability.id);
/** F.12: the Faceless's cut is the grey team's move, kept when his own civilian role is cut. */
TEAM_MOVES.add('cut');
/** V-4: an advance vote is a ballot, not a role's move: nobody's role is lost for it, and it may name anyone (V-6c turns a vote for the protected into an autovote). */
TEAM_MOVES.add('advance-vote');
NOT_A_MOVE_ON_TARGET.push('advance-vote');
/** SV-3b, SV-3d: the servant's vote for his master and the passed vote are votes, not role moves (roles/elite/servant.ts). */
TEAM_MOVES.add('proxy-vote');
TEAM_MOVES.add('pass-vote');
NOT_A_MOVE_ON_TARGET.push('proxy-vote');
/** §4.1: the host's sanction belongs to no role (conduct/sanctions.ts). */
TEAM_MOVES.add('sanction');

/** Checks of the day moves and the notes; the night moves carry theirs in their folders (`validate`, run first by the kit). */
const byAbility: Record<string, (state: GameState, intent: Intent) => Rejection | null> = {
  note: validateNote,
  support: validateSupport,
  'shadow-vertical': validateShadowVertical,
  patronage: validatePatronage,
  vertical: validateMayorMove,
  'appoint-secretary': validateMayorMove,
};

export function validateIntent(state: GameState, intent: Intent, ability: AbilitySpec): Rejection | null {
  // Actor r.11–r.25 (and the wizard, who uses the actor's restrictions): limits of a copied move.
  const copied = validateCopiedMove(state, intent);
  if (copied) return copied;
  // Necromancer r.9: no undead's move at the Necromancer himself.
  const undead = validateUndeadMove(state, intent);
  if (undead) return undead;
  // COM-6 (contract §2): a crippled player lost his civilian role; his team's and everyone's moves stay.
  if (!TEAM_MOVES.has(intent.ability) && isCrippled(state, intent.actor)) return { code: 'role-lost' };
  // F.1, F.25: a cut victim's civilian role is blocked until he regains it.
  if (!TEAM_MOVES.has(intent.ability) && isCut(state, intent.actor)) return { code: 'role-lost' };
  // AG-1, MA-1, SV-1: no role may target an elite player.
  const elite = validateEliteTarget(state, intent);
  if (elite) return elite;
  // BLK-3: a black killer's kill through a civilian role counts among his side's shots tonight.
  const limit = validateBlackKillLimit(state, intent);
  if (limit) return limit;
  // N-HR.5: no black killer move for a black hero and the black he saved, the night after the save.
  const afterSave = validateAfterSave(state, intent, heroSaves(state));
  if (afterSave) return afterSave;
  const mayor = mayorOf(state);
  // MY-2: no role may choose the mayor as the target of a move, at night or by day.
  if (mayor && ability.targets.of !== 'choice' && intent.targets.includes(mayor) && !NOT_A_MOVE_ON_TARGET.includes(intent.ability)) return { code: 'target-is-mayor' };
  const secretary = secretaryOf(state);
  if (secretary && SECRETARY_IMMUNE_FROM.includes(intent.ability) && intent.targets.includes(secretary)) return { code: 'target-is-secretary' };
  if (CHECKER_NIGHT_MOVES.includes(intent.ability)) {
    const verified = (read<Array<{ night: number; checker: string }>>(state, KEYS.verifications) ?? []).some(
      (v) => v.checker === intent.actor && v.night === state.clock.phase.number,
    );
    if (verified) return { code: 'no-move-after-verification' };
  }
  return byAbility[intent.ability]?.(state, intent) ?? null;
}
