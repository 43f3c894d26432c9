// The Actor's limits on the copied role's moves (part 2 §3.23, l.40, r.6–r.27). The Wizard's
// conjured role "uses exactly the Actor's restrictions" (§3.23 interactions, wizard l.47), so both
// grants are "copies" here. The moves themselves are the copied role's own (kernel grants.ts).
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { grantOfIntent } from '@mafia/ruleset-kit';

/** The grant id of the Actor's copied role (actor r.2). */
export const COPY_GRANT = 'copy';
/** The grant id of the Wizard's conjured role (wizard r.3). */
export const CONJURE_GRANT = 'conjure';

/** r.8: the grant id of the role a copied collector had activated (copied with him). */
export const COPY_ACTIVE_GRANT = 'copy-active';

/** A move made through a copied (or conjured) role, not by the role's holder. */
export const isCopiedMove = (intent: Pick<Intent, 'grant'>): boolean => intent.grant === COPY_GRANT || intent.grant === CONJURE_GRANT || intent.grant === COPY_ACTIVE_GRANT;

/** r.14 (doctor), r.21 (madman): only one target. */
const ONE_TARGET = ['heal', 'arson'];
/** r.11: moves of these roles aimed at the role's owner are a skip. */
const NOT_AT_OWNER = ['homeless', 'pimp', 'anonymous', 'necromancer', 'maid', 'witch'];
/**
 * Moves a copy never has: r.7 the investigator's shot (reading actor ★ 2), r.13 the phantom's
 * possession, r.15 the immortal's bond, r.18 the terrorist's detonator, r.25 the hero's and the
 * priest's saves.
 */
const NOT_COPIED = ['vigilante', 'possess', 'link', 'detonator', 'detonate', 'defend', 'heroic-death', 'forgive'];
/** r.22: the liar's moves may not give the copy himself a barrier. */
const NO_SELF_BARRIER = ['compromise', 'secret-vote'];

/** r.7, r.11, r.13–r.15, r.17, r.18, r.21, r.22, r.24, r.25 on a copied move (reading actor A5 in the README: a "skip" is refused). */
export function validateCopiedMove(state: GameState, intent: Intent): Rejection | null {
  if (!isCopiedMove(intent)) return null;
  const grant = grantOfIntent(state, intent);
  if (!grant) return null;
  if (NOT_COPIED.includes(intent.ability)) return { code: 'copied-move-not-allowed', params: { ability: intent.ability } };
  if (ONE_TARGET.includes(intent.ability) && intent.targets.length > 1) return { code: 'copied-one-target' };
  if (NO_SELF_BARRIER.includes(intent.ability) && intent.targets.includes(intent.actor)) return { code: 'copied-move-not-allowed', params: { ability: intent.ability } };
  // r.24: as maid he cannot influence information: no substitution.
  if (intent.ability === 'serve' && intent.options?.['substitute'] !== undefined) return { code: 'copied-move-not-allowed', params: { ability: intent.ability } };
  // r.17: as prostitute he "cannot refuse condoms" (reading actor ★ 3: literally, the protection is always on).
  if (intent.ability === 'take' && intent.options?.['protection'] !== 'on') return { code: 'copied-protection-on' };
  if (NOT_AT_OWNER.includes(grant.role) && grant.source.seat !== undefined && intent.targets.includes(grant.source.seat)) return { code: 'copied-owner-target' };
  return null;
}

/**
 * r.27: a copied move overlapping the original's is resolved after it: within a slot (the night
 * order runs a slot's actions by submission order) every copied move comes after the others.
 */
export function copiesLast(intents: Intent[]): Intent[] {
  const last = intents.reduce((max, i) => Math.max(max, i.order), 0);
  return intents.map((i) => (isCopiedMove(i) ? { ...i, order: last + i.order } : i));
}
