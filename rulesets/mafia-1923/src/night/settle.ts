// What a seed 002 night does that belongs to no single role: the Mafia's missed kill, who may act,
// the Bumbling Bureaucrat's redirection of targets, deaths with their causes, ledger keys beyond
// the kit's use counts, and the notices that go out last. The kit runs the road
// (packages/ruleset-kit/src/ordered-night.ts); each role's behaviour is in its folder.
import { toPublic, type GameState, type HookContext, type Intent } from '@mafia/kernel';
import type { NightDefinition } from '@mafia/ruleset-kit';
import { ABILITY, LEDGER, NIGHT_STEP } from '../ids';
import { NIGHT_ORDER } from '../night-order';
import { sendPrivate } from '../notices';
import { poisonClock, ROLES } from '../roles';
import { defaultMafiaSender } from '../roles/mafia-member';
import { isMafia, livingSeats, requiredMafiaKills } from '../seats';
import { tellWitnesses } from '../witness';
import { NightBook } from './book';

const AUTO_KILL = 'auto-kill';

/**
 * Seed 002, Nighttime: "The number of Civilians the Mafia must attempt to kill". When the Mafia
 * sends nothing, the missing kills are drawn at random among living civilians (setting
 * `missedMafiaKill: 'random'`, the default; `'none'` skips them). See README, Interpretations.
 */
function missingKill(state: GameState, draw: () => number, intents: Intent[]): Intent | null {
  if (state.settings['missedMafiaKill'] === 'none') return null;
  if (intents.some((i) => i.ability === ABILITY.kill)) return null;
  // Seed 002, Injured: "cannot vote or perform any actions for the day and night following getting
  // injured": an injured Mafia Member is never drawn as the sender (nor credited with the kill);
  // when no Mafia Member can act, nobody is killed (issue #16).
  const actor = defaultMafiaSender(state);
  if (!actor) return null;
  const pool = livingSeats(state).filter((s) => !isMafia(s)).map((s) => s.id);
  const targets: string[] = [];
  const count = Math.min(requiredMafiaKills(livingSeats(state).length), pool.length);
  while (targets.length < count) {
    const [pick] = pool.splice(Math.floor(draw() * pool.length), 1);
    if (pick !== undefined) targets.push(pick);
  }
  if (targets.length === 0) return null;
  return {
    id: AUTO_KILL,
    key: `faction:${actor.faction}:${ABILITY.kill}`,
    actor: actor.id,
    ability: ABILITY.kill,
    targets,
    phase: state.clock.phase,
    step: state.clock.step,
    at: 0,
    order: Number.MAX_SAFE_INTEGER,
  };
}

/** Seed 002, Thief: "Any limits on that role are reset once the Thief has acquired the new role." */
function resetLimits(ctx: HookContext, book: NightBook, deltas: { set(key: string, delta: number): void; keys(): Iterable<string> }): void {
  for (const seat of book.limitResets) {
    const prefixes = [`uses:${seat}:`, `self:${seat}:`, `own-family:${seat}:`, LEDGER.butlerShield(seat), LEDGER.bodyguardAuto(seat)];
    const keys = new Set([...Object.keys(ctx.state.ledger), ...deltas.keys()]);
    for (const key of keys) if (prefixes.some((p) => key.startsWith(p))) deltas.set(key, -(ctx.state.ledger[key] ?? 0));
  }
}

export const night: NightDefinition<NightBook> = {
  resolveAt: NIGHT_STEP,
  slots: [...NIGHT_ORDER],
  strategy: () => 'ordered',
  book: ({ state, intents, random }) => new NightBook(state, intents, random, ROLES),
  intents(state, submitted, random) {
    const auto = missingKill(state, random, submitted);
    return auto ? [...submitted, auto] : submitted;
  },
  clocks: [poisonClock],
  // Seed 002, Dead: "Dead players may not vote or perform any actions"; the Mafia's kill is the
  // faction's decision and stands even if the member who sent it died earlier tonight.
  acts: (_book, slot, intent) => intent.ability === ABILITY.kill || slot.isAlive(intent.actor),
  targets: (book, slot, intent) => book.targetsOf(slot, intent),
  settle(ctx, book) {
    for (const [seat, cause] of book.deaths) ctx.eliminate(seat, cause);
  },
  ledger(ctx, book, deltas) {
    // Seed 002: self-use limits (Doctor twice, Bodyguard once) count every night action on oneself.
    for (const intent of ctx.state.intents) {
      const { phase } = ctx.state.clock;
      if (intent.phase.kind !== phase.kind || intent.phase.number !== phase.number) continue;
      if (intent.targets.includes(intent.actor)) book.bump(LEDGER.selfUses(intent.actor, intent.ability));
    }
    for (const [key, delta] of book.ledger) deltas.set(key, (deltas.get(key) ?? 0) + delta);
    resetLimits(ctx, book, deltas);
  },
  // Seed 002, Announcements: deaths (the kit's notice), poisonings and cures are public; the rest
  // is private, and "dead players do not receive any emails except for the public ones".
  after(ctx, book, died) {
    for (const notice of book.publicNotices) ctx.notify(toPublic, notice.key, notice.params);
    sendPrivate(ctx, book.notices);
    tellWitnesses(ctx, died);
  },
};
