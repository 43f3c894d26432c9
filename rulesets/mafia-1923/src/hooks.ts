import { toPublic, type AbilitySpec, type GameState, type HookContext, type Intent, type JsonObject, type Rejection, openPoll } from '@mafia/kernel';
import { courtPollSpec } from './day/poll';
import { resolveDay } from './day/resolve';
import { ABILITY, DATA, DAY_STEP, NIGHT_STEP } from './ids';
import { applyNight, runNight } from './night/resolve';
import { ROLE_MODULES, validateMafiaKill } from './roles';
import { familiesOf, familyOf, livingSeats } from './seats';

/** Families are public: everyone needs them to vote (seed 002, Daytime). */
function publishFamilies(ctx: HookContext): void {
  if (ctx.state.data[DATA.families]) return;
  const families: JsonObject = {};
  for (const family of familiesOf(ctx.state)) {
    families[family] = ctx.state.seats.filter((s) => familyOf(s) === family).map((s) => s.id);
  }
  ctx.emit({ type: 'data-set', key: DATA.families, value: families, audience: toPublic });
}

export function stepStarted(ctx: HookContext): void {
  publishFamilies(ctx);
  const { phase, step } = ctx.state.clock;
  if (phase.kind === 'day' && step === DAY_STEP) {
    const k = Number(ctx.state.settings['courtFamilies'] ?? 3);
    ctx.emit({ type: 'poll-opened', poll: openPoll(courtPollSpec(ctx.state, k)) });
  }
}

export function stepEnding(ctx: HookContext): void {
  const { phase, step } = ctx.state.clock;
  if (phase.kind === 'night' && step === NIGHT_STEP) applyNight(ctx, runNight(ctx.state, () => ctx.rng.float()));
  if (phase.kind === 'day' && step === DAY_STEP) resolveDay(ctx);
}

export function validateIntent(state: GameState, intent: Intent, _ability: AbilitySpec): Rejection | null {
  if (intent.ability === ABILITY.kill) return validateMafiaKill(state, intent);
  const module = ROLE_MODULES.find((m) => m.role.abilities.some((a) => a.id === intent.ability));
  return module?.validate?.(state, intent) ?? null;
}

export const choices = {
  families: (state: GameState): string[] => familiesOf(state),
  'jail-targets': (state: GameState): string[] => [...livingSeats(state).map((s) => s.id), ...familiesOf(state)],
};
