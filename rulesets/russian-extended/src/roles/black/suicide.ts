import type { GameState, Intent, Rejection } from '@mafia/kernel';
import { defineAbility, type NightActionContext } from '@mafia/ruleset-kit';
import { seatOf, sideMembers, sideOf } from '../../model';
import { absorbs, takesAlong } from '../immortal/life';
import type { NightLog } from '../../night/book';

/**
 * BLK-11: any black may commit suicide, even on a night without a killer move. The optional target
 * names the player whose fate cancels it (BLK-15), with `options: { unless: 'dies' | 'survives' }`.
 * Interpretation (BLK A5, BLK-15): the representable conditions are "unless X dies tonight" and
 * "unless X survives tonight"; they read the night after every killer move.
 */
export const suicide = defineAbility<NightLog>({
  id: 'suicide',
  phase: 'night',
  targets: { count: 1, min: 0, self: 'forbidden' },
  options: [{ name: 'unless', values: ['dies', 'survives'] }],
  validate: (state, intent) => validateSuicide(state, intent),
  /**
   * BLK-12: an instant action independent of the negative role: it cannot be blocked, redirected or
   * tracked (a passive action), but a doctor's heal or the blocker's protection saves him. BLK-13:
   * it harms nobody else. BLK-14: it resolves in its own slot after every killer move.
   */
  night: {
    slot: 'suicide',
    passive: true,
    components: (intent) => [{ kind: 'kill', target: intent.actor, tag: 'suicide' }],
    handle: suicideHandler,
  },
});

/**
 * PAR-9: a suicide while a partner is alive needs the partner's approval, sent as this move. It is
 * no action of its own: the suicide's handler reads it (a passive action with no components).
 */
export const approveSuicide = defineAbility<NightLog>({
  id: 'approve-suicide',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateApproveSuicide(state, intent),
  night: { slot: 'suicide', passive: true, components: () => [] },
});

/**
 * PAR-8: "killing a partner is also allowed, if the killer-partner and the victim-partner both
 * confirm the move to the host". The victim-partner's confirmation, naming the killer, the same
 * night; like the approval it is no action of its own: the shot's handler reads it.
 */
export const confirmPartnerKill = defineAbility<NightLog>({
  id: 'confirm-partner-kill',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateApproveSuicide(state, intent),
  night: { slot: 'priority-kills', passive: true, components: () => [] },
});

/** PAR-8: a shot at one's own partner goes through only with the partner's confirmation naming the shooter. */
export function partnerKillConfirmed(state: GameState, intents: readonly Intent[], shooter: string, target: string): boolean {
  const side = sideOf(seatOf(state, shooter));
  if (!side || sideOf(seatOf(state, target)) !== side) return true;
  return intents.some((i) => i.ability === 'confirm-partner-kill' && i.actor === target && i.targets[0] === shooter);
}

export function validateSuicide(_state: GameState, intent: Intent): Rejection | null {
  const named = intent.targets.length > 0;
  const condition = intent.options?.['unless'] !== undefined;
  return named === condition ? null : { code: 'suicide-condition-needs-player' };
}

/** Only a living partner of the same side approves (PAR-9); the mafia pair is the only one so far. */
export function validateApproveSuicide(state: GameState, intent: Intent): Rejection | null {
  const side = sideOf(seatOf(state, intent.actor));
  const partner = seatOf(state, intent.targets[0] as string);
  return side && sideOf(partner) === side ? null : { code: 'not-your-partner' };
}

/** The slot handler: PAR-9 approval, BLK-15 condition, then the kill (which protection may stop). */
function suicideHandler({ night, book, intent }: NightActionContext<NightLog>): void {
  const outcomes = book.suicides;
  const actor = seatOf(book.state, intent.actor);
  const side = sideOf(actor);
  const partners = side ? sideMembers(book.state, side).filter((s) => s.id !== actor.id && night.isAlive(s.id)) : [];
  const approved = book.intents.some((i) => i.ability === 'approve-suicide' && i.targets[0] === actor.id && partners.some((p) => p.id === i.actor));
  if (partners.length > 0 && !approved) {
    outcomes.set(actor.id, 'not-approved');
    return;
  }
  const named = intent.targets[0];
  const unless = intent.options?.['unless'];
  if (named !== undefined && (unless === 'dies' ? !night.isAlive(named) : night.isAlive(named))) {
    outcomes.set(actor.id, 'cancelled');
    return;
  }
  // BLK-12, BLK-13, IMM-10: a black Immortal survives his suicide on the spare life; once it is
  // spent, his suicide takes his linked player along.
  if (absorbs(night, book, actor.id)) {
    outcomes.set(actor.id, 'saved');
    return;
  }
  const died = night.kill(actor.id, 'suicide');
  if (died) takesAlong(night, book, actor.id, 'suicide');
  outcomes.set(actor.id, died ? 'died' : 'saved');
}
