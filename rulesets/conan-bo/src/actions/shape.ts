// Turns the contract's ability shapes (src/abilities.ts, CB-D4) into kernel ability specs, and
// gives every night action the same "carried out?" test (CB-D5.2, CB-D5.3, CB-D5.4).
import type { AbilitySpec } from '@mafia/kernel';
import type { NightActionContext } from '@mafia/ruleset-kit';
import { ABILITY_SHAPES } from '../abilities';
import { ACTION_GROUPS, type AbilityId } from '../ids';
import type { NightBook } from '../game/book';

/** The kernel's data for one ability of one role (its action group is the role's, CB-2). */
export function shape(id: AbilityId, role?: string): AbilitySpec {
  const s = ABILITY_SHAPES[id];
  const phase = s.phases.length === 2 ? 'any' : s.phases[0] === 'day' ? 'day' : 'night';
  const count = s.maxTargets ?? s.targets.length;
  const group = ACTION_GROUPS.find((g) => g.role === role && (g.abilities as readonly string[]).includes(id));
  return {
    id,
    phase,
    targets: {
      count,
      ...(s.maxTargets ? { min: s.targets.length } : {}),
      self: s.self ? 'allowed' : 'forbidden',
      // The kernel's targets are distinct unless told otherwise; `investigate` may name one seat twice ("Vermouth disguise Vermouth", CB-D4).
      ...(count > 1 ? { distinct: !s.sameSeatTwice } : {}),
    },
    ...(s.options.length > 0 ? { options: s.options.map((o) => ({ name: o.name, values: [...o.values], required: o.required })) } : {}),
    ...(s.usesPerGame ? { usesPerGame: s.usesPerGame } : {}),
    ...(s.night1Only ? { when: { numbers: [1] } } : {}),
    ...(group ? { actionGroup: `${group.role}-group` } : {}),
  };
}

/**
 * A night handler that runs `act` only when the action is carried out: the actor can still act
 * and every target is reachable (CB-D5.2). Otherwise a living actor gets `failed` (CB-D5.3). A
 * carried-out action visits its targets (CB-D5.4) and records the claim investigations read.
 */
export function carriedOut(
  claim: string | null,
  act: (ctx: NightActionContext<NightBook>, targets: string[]) => void,
  options: { reachTargets?: boolean | 'first' | 'at-start'; item?: boolean } = {},
): (ctx: NightActionContext<NightBook>) => void {
  return (ctx) => {
    const { night, book } = ctx;
    const actor = night.action.actor;
    const targets = ctx.targets();
    if (!book.canAct(night, actor, options.item)) return book.fail(night, targets[0]);
    const reach = options.reachTargets ?? true;
    const checked = reach === 'first' ? targets.slice(0, 1) : reach ? targets : [];
    const ok = (t: string): boolean => (reach === 'at-start' ? book.reachableAtStart(t) : book.reachable(night, t));
    if (checked.some((t) => !ok(t))) return book.fail(night, targets[0]);
    for (const target of targets) book.visit(night, actor, target);
    if (claim) for (const target of targets) book.claims.push({ actor, action: claim, target });
    act(ctx, targets);
  };
}
