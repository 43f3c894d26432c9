import { defineRuleset, type AssignInput, type AssignOutcome, type Ruleset } from '@mafia/ruleset-kit';
import { z } from 'zod';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import { choices, stepEnding, stepStarted, targetCounts } from './hooks';
import { CIVILIAN, DAY_STEP, MAFIA, NIGHT_STEP, RULESET_ID, STATUS } from './ids';
import { night } from './night/settle';
import { mafiaKill, ROLES } from './roles';
import { settingsSchema } from './settings';
import { SETUPS } from './setups';
import { checkWin } from './win';
import { buildGame } from './setup';
import { validate1923Setup } from './validate-setup';

/** Seed 002, Setup: a level (Beginner, Standard, Spectator) and, for players signing up together, a group. */
const signup = z
  .object({ level: z.enum(['beginner', 'standard', 'spectator']).default('standard'), group: z.string().trim().min(1).max(64).optional() })
  .strict();

/**
 * The platform's deal through buildGame: the preset's special roles become the counts to deal
 * (its Townspeople and plain Mafia Members are what buildGame fills in), the sign-ups keep their
 * level, group and requested role, and the preset's seat count does not bind (families of 8 or 10).
 */
function assign1923(ruleset: Ruleset, { setup, players, settings, seed }: AssignInput): AssignOutcome {
  const roles: Record<string, number> = {};
  const mafiaRoles: Record<string, number> = {};
  for (const seat of setup.seats) {
    const faction = seat.faction ?? ruleset.role(seat.role).faction;
    if (seat.role === 'townsperson' || seat.role === 'mafia-member') continue;
    const counts = faction === MAFIA ? mafiaRoles : roles;
    counts[seat.role] = (counts[seat.role] ?? 0) + 1;
  }
  const allowed = Array.isArray(settings['mafiaSecondRoles']) ? settings['mafiaSecondRoles'].map(String) : undefined;
  const built = buildGame({
    signups: players.map((p) => {
      const parsed = signup.parse(p.options);
      return {
        id: p.id,
        name: p.name,
        level: parsed.level,
        ...(parsed.group !== undefined ? { group: parsed.group } : {}),
        ...(p.request?.role !== undefined ? { request: { role: p.request.role } } : {}),
      };
    }),
    roles,
    mafiaRoles,
    ...(allowed ? { allowedMafiaRoles: allowed } : {}),
    seed,
  });
  if (!built.ok) return built;
  return {
    ok: true,
    seats: built.seats,
    unmet: built.unmet.map((u) => ({ player: u.player, request: u.request, reason: u.reason })),
    spectators: built.spectators,
  };
}

/**
 * Mafia 1923 (seed 002). Read it like the rulebook's table of contents; each line points at the
 * file that implements the section.
 */
export const mafia1923 = defineRuleset({
  id: RULESET_ID,
  settings: settingsSchema,
  // 2. Setup: families of 8 or 10 (src/setup); the rulebook's own example has 75+ players.
  players: { min: 8, max: 400 },
  // 3. Goal (src/win.ts): the Mafia against the families; Civilians win with their family.
  factions: [
    { id: CIVILIAN, knowsMembers: false, chat: false },
    { id: MAFIA, knowsMembers: true, chat: true, abilities: [mafiaKill] },
  ],
  // 6. Roles (src/roles/<id>), 7. Statuses (kernel statuses with expiry).
  roles: ROLES,
  // 4. Flow of a Full Day: the game starts with Night 1 and ends after Day 5.
  cycle: {
    first: 'night',
    night: { steps: [{ id: NIGHT_STEP, duration: 'nightLength', review: true }] },
    day: { steps: [{ id: DAY_STEP, duration: 'dayLength' }] },
    last: { kind: 'day', number: 5 },
  },
  // 8. Nighttime: the kit runs the named slots (src/night-order.ts); roles act from their folders,
  // what belongs to no single role is in src/night/settle.ts.
  night,
  // 5. Communication: the dead receive public messages only.
  deadPolicy: 'public-only',
  // 7. Statuses: the Injured "cannot vote or perform any actions"; the jailed do not vote (Sheriff).
  statuses: { [STATUS.injured]: { blocksActions: true, blocksVotes: true }, [STATUS.jailed]: { blocksVotes: true } },
  hooks: {
    // 8. Nighttime (src/night-order.ts, src/night), 9. Daytime (src/day), 10. Announcements.
    stepStarted,
    stepEnding,
    choices,
    targetCounts,
    checkWin,
    // Roles are never revealed publicly on death; only Witnesses learn them (Announcements).
    revealOnElimination: () => false,
  },
  setups: SETUPS,
  // Issue #22: the setup editor's checks (families of 8 or 10 with their Mafia).
  validateSetup: validate1923Setup,
  locales: { en, ru },
  signup,
  assign: (input, ruleset): AssignOutcome => assign1923(ruleset, input),
  // Families of 8 or 10 (Setup): the sign-ups size the game, not the preset's seat count.
  signupCount: 'ruleset',
});

export default mafia1923;

export { buildGame, type BuildGameInput, type BuiltGame, type Signup } from './setup';
export { decideWinner } from './win';
export { NIGHT_ORDER } from './night-order';
export { courtPollSpec } from './day/poll';
export { DEFAULT_MAFIA_SECOND_ROLES, settingsSchema, type Mafia1923Settings } from './settings';
export { requiredMafiaKills } from './seats';
export * as ids from './ids';
export { validate1923Setup } from './validate-setup';
