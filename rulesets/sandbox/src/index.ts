import { type GameResult, type GameState } from '@mafia/kernel';
import { bulletproof, defineRuleset, strongWilled } from '@mafia/ruleset-kit';
import { z } from 'zod';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import { closeLynch, openLynch } from './day';
import { NIGHT_ORDER } from './night-order';
import { factionalKill, ROLES } from './roles';
import { validateSandboxSetup } from './validate-setup';

const settings = z.object({
  firstPhase: z.enum(['day', 'night']).default('night'),
  resolution: z.enum(['rar', 'simple']).default('rar'),
  dayLength: z.number().int().positive().default(60_000),
  nightLength: z.number().int().positive().default(30_000),
  hostReview: z.boolean().default(false),
});

/** Town wins when no mafia is left; mafia wins when it is at least half of the living. */
function checkWin(state: GameState): GameResult | null {
  // One pass over the seats, no lists: this runs at every step's end and every elimination.
  let living = 0;
  let mafia = 0;
  for (const s of state.seats) {
    if (!s.alive || s.removed) continue;
    living += 1;
    if (s.faction === 'mafia') mafia += 1;
  }
  const winners = (faction: string): GameResult => ({
    factions: [faction],
    seats: state.seats.filter((s) => s.faction === faction).map((s) => s.id),
    reason: faction === 'town' ? 'no-mafia-left' : 'mafia-parity',
  });
  if (mafia === 0) return winners('town');
  if (mafia * 2 >= living) return winners('mafia');
  return null;
}

/**
 * The sandbox: a small ruleset that exercises every kernel feature (both night strategies, a
 * locking majority poll, factional abilities, modifiers, host review). It is the template for
 * new rulesets (docs/adding-a-ruleset.md) and the conformance suite's own test subject.
 */
export const sandbox = defineRuleset({
  id: 'sandbox',
  settings,
  players: { min: 3, max: 30 },
  factions: [
    { id: 'town', knowsMembers: false, chat: false },
    { id: 'mafia', knowsMembers: true, chat: true, abilities: [factionalKill] },
  ],
  roles: ROLES,
  modifiers: [bulletproof, strongWilled],
  cycle: {
    first: { setting: 'firstPhase', default: 'night' },
    day: { steps: [{ id: 'discussion', duration: 'dayLength' }] },
    night: { steps: [{ id: 'actions', duration: 'nightLength', review: true }] },
  },
  // Wills are on in the sandbox so that every platform feature can be tried in one ruleset (issue #6).
  wills: { maxLength: 2000 },
  night: {
    resolveAt: 'actions',
    slots: NIGHT_ORDER,
    strategy: (s) => (s['resolution'] === 'simple' ? 'ordered' : 'reasonable'),
  },
  hooks: {
    stepStarted(ctx) {
      if (ctx.state.clock.phase.kind === 'day') openLynch(ctx);
    },
    stepEnding(ctx) {
      if (ctx.state.clock.phase.kind === 'day') closeLynch(ctx);
    },
    checkWin: (state, moment) => (moment === 'step-ended' || moment === 'eliminated' ? checkWin(state) : null),
  },
  setups: [
    {
      id: 'classic-7',
      seats: [
        { role: 'goon' },
        { role: 'goon' },
        { role: 'cop' },
        { role: 'doctor' },
        { role: 'villager' },
        { role: 'villager' },
        { role: 'villager', modifiers: ['bulletproof-1'] },
      ],
    },
    {
      // The theory check of the simulator (docs/balance.md): the mountainous model's table, whose
      // exact mafia win probability is computed in apps/cli/src/balance/theory.ts.
      id: 'mountainous-10',
      seats: [...Array.from({ length: 8 }, () => ({ role: 'villager' })), { role: 'goon' }, { role: 'goon' }],
      settings: { firstPhase: 'day' },
    },
    {
      // The second theory check (docs/balance.md): Wolff's seer model, `--strategy seer`, exact value
      // in apps/cli/src/balance/theory.ts (seerMafiaWinProbability(7, 2, 'day')).
      id: 'seer-10',
      seats: [{ role: 'cop' }, ...Array.from({ length: 7 }, () => ({ role: 'villager' })), { role: 'goon' }, { role: 'goon' }],
      settings: { firstPhase: 'day' },
    },
  ],
  locales: { en, ru },
  validateSetup: validateSandboxSetup,
});

export default sandbox;
export { validateSandboxSetup } from './validate-setup';
