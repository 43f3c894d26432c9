// Granted moves in the kit (issue #17; kernel grants.ts): the ability an intent uses is the granted
// role's when the intent came through a grant, so its `validate`, night behaviour, morning and
// result run exactly as for the role's holder; the night's trace records every granted move.
import { intentAbilityId, toSeat, type GameState, type Grant, type HookContext, type Intent, type SeatId } from '@mafia/kernel';
import type { TraceEntry } from '@mafia/resolver';
import type { AbilityDefinition, Ruleset } from './types';

/** The grant an intent came through, or undefined for the seat's own move. */
export function grantOfIntent(state: GameState, intent: Pick<Intent, 'actor' | 'grant'>): Grant | undefined {
  if (intent.grant === undefined) return undefined;
  return state.seats.find((s) => s.id === intent.actor)?.grants?.find((g) => g.id === intent.grant);
}

/** The ability an intent uses: the granted role's, the actor's role's, or its faction's. */
export function abilityOfIntent(ruleset: Ruleset, state: GameState, intent: Intent): AbilityDefinition | undefined {
  const actor = state.seats.find((s) => s.id === intent.actor);
  if (!actor) return undefined;
  if (intent.grant !== undefined) {
    const grant = grantOfIntent(state, intent);
    return grant ? ruleset.definition.roles.find((r) => r.id === grant.role)?.abilities.find((a) => a.id === intent.ability) : undefined;
  }
  return ruleset.ability(actor.role, intent.ability);
}

/** What a ruleset says when it grants moves: the grant, and the private notice the seat gets (optional). */
export interface GrantInput {
  seat: SeatId;
  grant: Grant;
  /** A notice to the seat alone (its key and params), e.g. `pm.copied-role`. */
  notice?: { key: string; params?: Record<string, string | number> };
}

/** Grants a seat another role's moves (replacing a grant of the same id) and tells the seat only. */
export function grantMoves(ctx: HookContext, input: GrantInput): void {
  ctx.emit({ type: 'grant-added', seat: input.seat, grant: input.grant });
  if (input.notice) ctx.notify(toSeat(input.seat), input.notice.key, input.notice.params ?? {}, { kind: 'granted', grant: input.grant.id, role: input.grant.role });
}

/** Takes a granted role back before its time (a revoked grant); nothing when the seat has no such grant. */
export function revokeGrant(ctx: HookContext, seat: SeatId, grant: string): void {
  if (ctx.state.seats.find((s) => s.id === seat)?.grants?.some((g) => g.id === grant)) ctx.emit({ type: 'grant-removed', seat, grant });
}

/** The grants of a seat, now. */
export const grantsOf = (state: GameState, seat: SeatId): Grant[] => state.seats.find((s) => s.id === seat)?.grants ?? [];

/**
 * One trace entry per granted move tonight (`granted-move`): which action used which role's
 * ability through which grant, and the rule and seat the grant came from.
 */
export function grantTrace(state: GameState, intents: readonly Intent[]): TraceEntry[] {
  return intents.flatMap((intent): TraceEntry[] => {
    const grant = grantOfIntent(state, intent);
    if (!grant) return [];
    const target = grant.source.seat ?? intent.actor;
    const params = { grant: grant.id, role: grant.role, rule: grant.source.rule, move: intentAbilityId(intent), ...(grant.source.seat ? { from: grant.source.seat } : {}) };
    return [
      {
        effect: { kind: 'effect', action: intent.id, actor: intent.actor, effect: 'granted-move', target },
        outcome: 'happens',
        reasons: [{ stance: 'for', key: 'granted-move', action: intent.id, actor: intent.actor, ability: intent.ability, component: 'effect', at: target, holds: true, counteredBy: [], params }],
      },
    ];
  });
}
