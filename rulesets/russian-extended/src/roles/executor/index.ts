// The Executor (part 2 §4.6, seed 004 l.53; contract §7): a black overlay. At the end of the night
// he takes a victim into his chamber (`seize`), learns its civilian role and team when the evening
// opens, and releases it or tortures it to the loss of role and colour (`release` / `torture`);
// lynched, he may destroy a role (`destroy`, deathbed). He survives one night's kill (r.15).
import { toPublic, toSeat, type GameState, type HookContext, type Intent, type Rejection } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { defineAbility, traceEffect } from '@mafia/ruleset-kit';
import { write } from '../../data';
import { GREY, isExtended, RED, seatOf } from '../../model';
import { pm, roleState, type NightLog } from '../../night/book';
import { NEGATIVE_BLOCKED, ROLE_BLOCKED } from '../hacker/blocks';
import { CRIPPLED } from '../prostitute/visit';
import { lifeOf } from '../immortal/life';
import { addStatus, captivesOf, isExecutor, painSpent, PAIN_SPENT, TORTURED, writeCaptives, type Captive } from './chamber';
import { LYNCH_AND_HUNT_STEPS } from '../../day/lynch-steps';

const notExecutor = (state: GameState, intent: Intent): Rejection | null =>
  isExecutor(seatOf(state, intent.actor)) ? null : { code: 'no-such-negative-move' };

/** r.2, r.13: one victim, himself allowed; r.14: two on nights 1–2 of the extended format. */
export function validateSeize(state: GameState, intent: Intent): Rejection | null {
  const refused = notExecutor(state, intent);
  if (refused) return refused;
  // r.17: the gun instead of the seizure, not with it.
  if (state.intents.some((i) => i.actor === intent.actor && i.ability === 'shoot')) return { code: 'gun-or-move' };
  const two = isExtended(state) && state.clock.phase.number <= 2;
  return intent.targets.length > 1 && !two ? { code: 'wrong-target-count' } : null;
}

const captiveOf = (state: GameState, executor: string): Captive[] => captivesOf(state).filter((c) => c.executor === executor);

export const seize = defineAbility<NightLog>({
  id: 'seize',
  phase: 'night',
  targets: { count: 2, min: 1, self: 'allowed' },
  validate: validateSeize,
  night: {
    slot: 'executor',
    handle({ night, book, intent }) {
      const taken = roleState<Captive[]>(book, 'executor', () => []);
      book.ran.add(night.action.id);
      for (const target of intent.targets.map((t) => night.route(t))) {
        if (!night.isAlive(target)) continue;
        taken.push({ executor: intent.actor, victim: target, night: book.night });
        traceEffect(night, 'seize', target, { rule: 'executor r.2' });
      }
    },
    // r.5, r.12: the victim's civilian role is blocked from the moment he enters the chamber, and he
    // is told; l.115 item 3: a knocked-out seizure is told to the executor.
    morning({ ctx, book }) {
      painMorning(ctx, book);
      const taken = roleState<Captive[]>(book, 'executor', () => []);
      for (const intent of book.intents.filter((i) => i.ability === 'seize')) {
        if (!book.ran.has(intent.id)) pm(book, intent.actor, 'pm.move-failed');
      }
      if (taken.length === 0) return;
      for (const c of taken) {
        addStatus(ctx, seatOf(ctx.state, c.victim), TORTURED);
        // r.5: the civilian role is blocked through the day, until the evening's release or torture.
        addStatus(ctx, seatOf(ctx.state, c.victim), ROLE_BLOCKED, { kind: 'day', number: book.night + 1 });
        pm(book, c.victim, 'pm.tortured', {}, { kind: 'tortured' });
      }
      writeCaptives(ctx, [...captivesOf(ctx.state), ...taken]);
    },
  },
});

/** r.6: at the end of the day, release the victim or torture it to the end. */
export const release = defineAbility({ id: 'release', phase: 'day', steps: ['evening'], targets: { count: 0 }, validate: validateChoice });
export const torture = defineAbility({ id: 'torture', phase: 'day', steps: ['evening'], targets: { count: 0 }, validate: validateChoice });

function validateChoice(state: GameState, intent: Intent): Rejection | null {
  return notExecutor(state, intent) ?? (captiveOf(state, intent.actor).length > 0 ? null : { code: 'no-captive' });
}

/** r.9, r.10, r.13, T.10: lynched, he destroys one player's role and colour; holding another player, only that one. */
export const destroy = defineAbility({
  id: 'destroy',
  phase: 'day',
  steps: LYNCH_AND_HUNT_STEPS,
  targets: { count: 1, self: 'forbidden' },
  validate(state, intent) {
    const refused = notExecutor(state, intent);
    if (refused) return refused;
    const others = captiveOf(state, intent.actor).filter((c) => c.victim !== intent.actor);
    return others.length > 0 && !others.some((c) => c.victim === intent.targets[0]) ? { code: 'captive-only' } : null;
  },
});

/** r.3, r.4, T.17: when the evening opens, the executor learns each victim's civilian role and team (the Faceless as red). */
export function reportTorture(ctx: HookContext): void {
  for (const c of captivesOf(ctx.state)) {
    const victim = seatOf(ctx.state, c.victim);
    const executor = seatOf(ctx.state, c.executor);
    if (!executor.alive || !victim.alive) continue;
    const team = victim.faction === GREY ? RED : victim.faction;
    ctx.notify(toSeat(c.executor), 'pm.torture-report', { target: c.victim, role: victim.role, team }, { kind: 'torture-report', target: c.victim, role: victim.role, team });
  }
}

/**
 * When the evening closes (r.6–r.8, r.11, r.13): tortured, the victim is crippled and his negative
 * role blocked until the night ends; released (also without a choice, reading Executor A6), his
 * role comes back, but he makes no move until the night ends. Himself: no negative block (r.13).
 */
export function closeChamber(ctx: HookContext): void {
  const captives = captivesOf(ctx.state);
  if (captives.length === 0) return;
  const night = { kind: 'night' as const, number: ctx.state.clock.phase.number };
  const tortured = new Set(ctx.state.intents.filter((i) => i.ability === 'torture').map((i) => i.actor));
  for (const c of captives) {
    const victim = seatOf(ctx.state, c.victim);
    if (!victim.alive) continue;
    ctx.emit({ type: 'status-removed', seat: c.victim, status: TORTURED });
    const self = c.victim === c.executor;
    if (tortured.has(c.executor) && seatOf(ctx.state, c.executor).alive) {
      addStatus(ctx, victim, CRIPPLED);
      if (!self) addStatus(ctx, victim, NEGATIVE_BLOCKED, night);
      ctx.notify(toSeat(c.victim), 'pm.torture-crippled', {}, { kind: 'torture', outcome: 'crippled' });
    } else {
      addStatus(ctx, victim, ROLE_BLOCKED, night);
      if (!self) addStatus(ctx, victim, NEGATIVE_BLOCKED, night);
      ctx.notify(toSeat(c.victim), 'pm.torture-released', {}, { kind: 'torture', outcome: 'released' });
    }
  }
  writeCaptives(ctx, []);
}

/** r.9–r.11, T.10: the deathbed destruction of a lynched executor: the target is crippled, his negative role blocked until the night ends. */
export function destroyOnDeath(ctx: HookContext, lynched: readonly string[]): void {
  const night = { kind: 'night' as const, number: ctx.state.clock.phase.number };
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'destroy' && lynched.includes(i.actor))) {
    const target = seatOf(ctx.state, intent.targets[0] as string);
    if (!target.alive) continue;
    addStatus(ctx, target, CRIPPLED);
    addStatus(ctx, target, NEGATIVE_BLOCKED, night);
    ctx.emit({ type: 'status-removed', seat: target.id, status: TORTURED });
    ctx.notify(toPublic, 'day.destroyed', { seat: target.id });
  }
  // A lynched executor's chamber is empty.
  const left = captivesOf(ctx.state).filter((c) => !lynched.includes(c.executor));
  if (left.length !== captivesOf(ctx.state).length) {
    for (const c of captivesOf(ctx.state).filter((x) => lynched.includes(x.executor))) ctx.emit({ type: 'status-removed', seat: c.victim, status: TORTURED });
    writeCaptives(ctx, left);
  }
}

/**
 * r.15: pain resistance: the executor survives one night on which he is a kill target (every kill
 * of that night); N-EXE.1: an Immortal executor's spare life goes first (`night/kills.ts` asks the
 * Immortal first). Returns true when the attack is absorbed.
 */
export function painResists(night: SlotContext, log: NightLog, seat: string): boolean {
  const victim = seatOf(log.state, seat);
  if (!isExecutor(victim) || painSpent(log.state).includes(seat) || night.isProtected(seat)) return false;
  roleState<Set<string>>(log, 'executor-pain', () => new Set()).add(seat);
  traceEffect(night, 'pain-resistance', seat, { rule: 'executor r.15' });
  return true;
}

/**
 * N-EXE.2 (l.110): an Immortal executor whose spare life is spent, attacked while his own life is
 * intact: his pain resistance saves him and his linked player dies alone. Returns the one killed.
 */
export function linkedDiesAlone(night: SlotContext, log: NightLog, executor: string, tag: string): string | null {
  if (seatOf(log.state, executor).role !== 'immortal') return null;
  const life = lifeOf(log.state, executor);
  if (!life.spent || life.link === null || !night.isAlive(life.link)) return null;
  traceEffect(night, 'linked-dies-alone', life.link, { rule: 'N-EXE.2' });
  return night.kill(life.link, tag) ? life.link : null;
}

/**
 * r.15 "his move cannot be broken by a kill attempt", r.16: only a save by another player's
 * civilian role breaks his civilian move after the killers (MOV-10). Saved by his own pain
 * resistance, he keeps it (reading Executor A7).
 */
export const painKeptMoves = (log: NightLog, seat: string): boolean =>
  (log.roles.get('executor-pain') as Set<string> | undefined)?.has(seat) ?? false;

/** r.15: tonight's pain resistance is spent for good (settle calls it with the night's book). */
export function painMorning(ctx: HookContext, log: NightLog): void {
  const used = log.roles.get('executor-pain') as Set<string> | undefined;
  if (!used || used.size === 0) return;
  write(ctx, PAIN_SPENT, [...new Set([...painSpent(ctx.state), ...used])].sort());
}

export const EXECUTOR_ABILITIES = [seize, release, torture, destroy];
