import { toPublic, type GameState, type HookContext, type JsonObject, openPoll } from '@mafia/kernel';
import { courtPollSpec } from './day/poll';
import { resolveDay } from './day/resolve';
import { DATA, DAY_STEP } from './ids';
import { familiesOf, familyOf, livingSeats, requiredMafiaKills } from './seats';

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

/** The night is the kit's (`night/settle.ts`); abilities' checks run from their folders through the kit. */
export function stepEnding(ctx: HookContext): void {
  const { phase, step } = ctx.state.clock;
  if (phase.kind === 'day' && step === DAY_STEP) resolveDay(ctx);
}

/** How many targets an ability takes now (kernel `TargetSpec.counted`). */
export const targetCounts = {
  // Seed 002, Mafia Member: ceil(living / 20) Civilians a night; the exiled are not living.
  'mafia-kills': (state: GameState): number => requiredMafiaKills(livingSeats(state).length),
};

export const choices = {
  families: (state: GameState): string[] => familiesOf(state),
  'jail-targets': (state: GameState): string[] => [...livingSeats(state).map((s) => s.id), ...familiesOf(state)],
};
