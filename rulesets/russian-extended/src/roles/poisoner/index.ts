// The Poisoner (part 2 §4.5, seed 004 l.52; contract §7): a black overlay. Night: `poison`; the
// following day: `antidote`; the victim dies on the next night at the poisoner's place in the night
// order (T.13, K.7) unless the antidote was given or the doctor healed him (r.2).
import { toSeat, type GameState, type HookContext, type Intent, type Rejection } from '@mafia/kernel';
import { defineAbility, traceEffect, type NightClock } from '@mafia/ruleset-kit';
import { isExtended, seatOf, type Side } from '../../model';
import { read, write } from '../../data';
import { pm, roleState, type NightLog } from '../../night/book';
import { absorbs } from '../immortal/life';
import { isPoisoner, pendingOf, POISONED, poisoningsOf, realises, writePoisonings, type Poisoning } from './poisonings';
import { additionalPoisoner, extraShotSide, regularOpen, surplusSide } from './additional';

/** Tonight's poisonings that went through and the deaths the poison brought (the slot's morning reads them). */
interface PoisonNight {
  poisoned: Array<{ poisoner: string; victim: string; additional?: boolean }>;
  ended: Array<{ victim: string; outcome: 'healed' | 'died' | 'spared' }>;
  /** Poisoners whose move was broken tonight (r.10). */
  failed: string[];
  /** r.8, r.9: tonight's additional poisoning, whether its poisoner used it (set in the morning). */
  additional?: { poisoner: string; used: boolean };
}
const tonight = (log: NightLog): PoisonNight => roleState<PoisonNight>(log, 'poisoner', () => ({ poisoned: [], ended: [], failed: [] }));

/** r.5, r.7, r.10: how many of tonight's targets his own poisoning may take (0 when it is closed). */
function regularTargets(state: GameState, poisoner: string): number {
  if (!regularOpen(state, poisoner)) return 0;
  return isExtended(state) && twoTargetsAllowed(state, poisoner) ? 2 : 1;
}

/** Contract §3: a black ability his overlay lacks is refused. */
const notPoisoner = (state: GameState, intent: Intent): Rejection | null =>
  isPoisoner(seatOf(state, intent.actor)) ? null : { code: 'no-such-negative-move' };

/** r.1: poisons one player. r.5 (reading Poisoner A2): not while his victim waits for the poison; r.7: not after a realised one. */
export function validatePoison(state: GameState, intent: Intent): Rejection | null {
  const refused = notPoisoner(state, intent);
  if (refused) return refused;
  // r.11: the gun instead of the poisoning, not with it.
  if (state.intents.some((i) => i.actor === intent.actor && i.ability === 'shoot')) return { code: 'gun-or-move' };
  // r.8: an additional poisoning comes beside his own (or alone, when r.5 or r.7 closes his own).
  const extra = additionalPoisoner(state, state.clock.phase.number) === intent.actor ? 1 : 0;
  const regular = regularTargets(state, intent.actor);
  if (regular + extra === 0) return pendingOf(state, intent.actor) ? { code: 'victim-still-alive' } : { code: 'no-poisoning-left' };
  // r.10: two targets only in the extended format, after a broken move or a black's poison death.
  if (intent.targets.length > regular + extra) return { code: 'wrong-target-count' };
  return null;
}

/** r.2, r.6, T.13: the antidote, the following day before the vote or in the evening, to his poisoned victim. */
export function validateAntidote(state: GameState, intent: Intent): Rejection | null {
  const refused = notPoisoner(state, intent);
  if (refused) return refused;
  // r.10: either of two victims may be given the antidote.
  const mine = poisoningsOf(state).some((p) => p.poisoner === intent.actor && p.outcome === 'pending' && p.victim === intent.targets[0] && seatOf(state, p.victim).alive);
  return mine ? null : { code: 'not-poisoned' };
}

export const poison = defineAbility<NightLog>({
  id: 'poison',
  phase: 'night',
  targets: { count: 2, min: 1, self: 'forbidden' },
  validate: validatePoison,
  night: {
    slot: 'poisoner',
    handle({ night, book, intent }) {
      // r.8: the targets beyond his own poisoning's are the additional one's.
      const regular = regularTargets(book.state, intent.actor);
      for (const [at, target] of intent.targets.map((t, i) => [i, night.route(t)] as const)) {
        // r.4: the doctor's target (a heal) or a blocker-protected player: the poisoning fails.
        // (Blocked, at the prostitute's or on her client: the move never gets here, l.115 item 3.)
        if (!night.isAlive(target) || night.isProtected(target)) {
          traceEffect(night, 'poison-failed', target, { rule: 'poisoner r.4' });
          continue;
        }
        book.ran.add(night.action.id);
        // Interpretation (r.1, r.10): two of his targets sent onto one player (the Hypnotist's
        // redirection, r.2 of §3.20) poison that player once.
        if (tonight(book).poisoned.some((p) => p.poisoner === intent.actor && p.victim === target)) continue;
        tonight(book).poisoned.push({ poisoner: intent.actor, victim: target, ...(at >= regular ? { additional: true } : {}) });
        traceEffect(night, 'poison', target, { rule: 'poisoner r.1' });
      }
    },
    // r.4, l.115 item 3: a failed poisoning is told to the poisoner; a new one marks the victim
    // (host and poisoner only: nobody tells the victim); r.2, r.7: the night's poison deaths.
    morning({ ctx, book }) {
      const log = tonight(book);
      // r.8, r.9: tonight's additional poisoning and whether it was sent.
      const extra = additionalPoisoner(book.state, book.night);
      if (extra !== null) {
        const sent = book.intents.find((i) => i.ability === 'poison' && i.actor === extra);
        log.additional = { poisoner: extra, used: sent !== undefined && sent.targets.length > regularTargets(book.state, extra) };
      }
      for (const intent of book.intents.filter((i) => i.ability === 'poison')) {
        if (log.poisoned.some((p) => p.poisoner === intent.actor)) continue;
        pm(book, intent.actor, 'pm.move-failed');
        log.failed.push(intent.actor);
      }
      settlePoisonings(ctx, book.night, log);
    },
  },
});

export const antidote = defineAbility({
  id: 'antidote',
  phase: 'day',
  steps: ['discussion', 'evening'],
  targets: { count: 1, self: 'forbidden' },
  validate: validateAntidote,
});

function settlePoisonings(ctx: HookContext, night: number, log: PoisonNight): void {
  if (log.failed.length > 0) write(ctx, POISON_FAILED, { night, poisoners: log.failed });
  if (log.poisoned.length === 0 && log.ended.length === 0) return;
  const list: Poisoning[] = poisoningsOf(ctx.state).map((p) => {
    const end = log.ended.find((e) => e.victim === p.victim && p.outcome === 'pending' && p.night < night);
    if (!end) return p;
    return { ...p, outcome: end.outcome, ...(end.outcome === 'died' && realises(seatOf(ctx.state, p.victim)) ? { realised: true } : {}) };
  });
  for (const end of log.ended) {
    if (seatOf(ctx.state, end.victim).alive) ctx.emit({ type: 'status-removed', seat: end.victim, status: POISONED });
  }
  for (const p of log.poisoned) {
    list.push({ poisoner: p.poisoner, victim: p.victim, night, outcome: 'pending', ...(p.additional ? { additional: true } : {}) });
    ctx.emit({ type: 'status-added', seat: p.victim, status: { id: POISONED, source: 'poison', audience: toSeat(p.poisoner) } });
  }
  writePoisonings(ctx, list);
}

/** Ruleset data (host only): the poisoners whose move was broken, and the night (r.10). */
const POISON_FAILED = 'poison-failed';

/** r.10: his move was broken the previous night, or a black or the Faceless died of his poison. */
function twoTargetsAllowed(state: GameState, poisoner: string): boolean {
  const failed = read<{ night: number; poisoners: string[] }>(state, POISON_FAILED);
  if (failed && failed.night === state.clock.phase.number - 1 && failed.poisoners.includes(poisoner)) return true;
  return poisoningsOf(state).some((p) => p.poisoner === poisoner && p.outcome === 'died' && !realises(seatOf(state, p.victim)));
}

/**
 * r.10 (reading Poisoner A5): two victims of one poisoning: the red one dies where one is red and
 * the other not; otherwise the first named (the earlier seat of the two in the move). The other is spared.
 */
function spared(state: GameState, victim: string): boolean {
  const mine = poisoningsOf(state).find((p) => p.victim === victim && p.outcome === 'pending');
  if (!mine || mine.additional === true) return false;
  const pair = poisoningsOf(state).filter((p) => p.poisoner === mine.poisoner && p.night === mine.night && p.outcome === 'pending' && p.additional !== true && seatOf(state, p.victim).alive);
  if (pair.length < 2) return false;
  const red = pair.filter((p) => realises(seatOf(state, p.victim)));
  const chosen = red.length === 1 ? red[0] : pair[0];
  return chosen?.victim !== victim;
}

/**
 * The poisoned victims whose night has come: poisoned on an earlier night and not given the
 * antidote. Each once: the poison acts on a player once a night however many poisonings wait
 * (two poisoners on one victim), and the night's clock is one action per seat.
 */
function dueVictims(state: GameState): string[] {
  const night = state.clock.phase.number;
  const victims: string[] = [];
  for (const p of poisoningsOf(state)) {
    if (p.outcome === 'pending' && p.night < night && !victims.includes(p.victim) && seatOf(state, p.victim).alive) victims.push(p.victim);
  }
  return victims;
}

/**
 * r.2, r.3, T.13, K.7: the poison acts by itself at the poisoner's place in the order, whether he
 * is alive, blocked or not. The doctor's heal that night saves the victim (r.2; the blocker's
 * protection too, reading Poisoner A7); the Immortal's own spare life takes the death (IMM-6,
 * reading IMM A2); the Immortal's link does not cover a poisoned linked player (IMM-14). Poison is
 * no attack: no bodyguard, no attempt PM (BOD-4, kamikaze r.35).
 */
export const poisonDeath: NightClock<NightLog> = {
  id: 'poison-death',
  slot: 'poisoner',
  seats: dueVictims,
  handle({ night, book, intent }) {
    const victim = intent.actor;
    if (!night.isAlive(victim)) return;
    const ended = tonight(book).ended;
    // r.10: of two victims of one poisoning only one dies, the red one where there is a choice.
    if (spared(book.state, victim)) {
      ended.push({ victim, outcome: 'spared' });
      traceEffect(night, 'poison-spared', victim, { rule: 'poisoner r.10' });
      return;
    }
    if (seatOf(book.state, victim).role === 'immortal' && absorbs(night, book, victim)) {
      ended.push({ victim, outcome: 'healed' });
      return;
    }
    const died = night.kill(victim, 'poisoner');
    ended.push({ victim, outcome: died ? 'died' : 'healed' });
    traceEffect(night, died ? 'poison-death' : 'poison-cured', victim, { rule: 'poisoner r.2' });
  },
};

/** Poisoner r.2 with DOC-2: the poison's victim who was due to die tonight and did not (the doctor's morning: a hit). */
export const poisonCured = (log: NightLog, seat: string): boolean => tonight(log).ended.some((e) => e.victim === seat && e.outcome === 'healed');

/** When the discussion or the evening closes: an antidote given clears the poison (r.2, r.6). */
export function giveAntidotes(ctx: HookContext): void {
  const given = ctx.state.intents.filter((i) => i.ability === 'antidote');
  if (given.length === 0) return;
  const victims = new Set(given.map((i) => i.targets[0] as string));
  const list = poisoningsOf(ctx.state).map((p) => (p.outcome === 'pending' && victims.has(p.victim) ? { ...p, outcome: 'antidote' as const } : p));
  for (const victim of victims) ctx.emit({ type: 'status-removed', seat: victim, status: POISONED });
  writePoisonings(ctx, list);
}

/**
 * r.8, r.9 at the night's banks (read by `night/settle.ts`): the side whose surplus shot became the
 * additional poisoning gives it up; an additional poisoning not used, one that failed after its
 * poisoner's death, and a black's poison death after the poisoner's each give the surviving blacks
 * an extra shot (the maniac's first when a mafioso is dead, reading A9).
 */
export function poisonerBankChanges(log: NightLog): Record<Side, number> {
  const changes: Record<Side, number> = { mafia: 0, maniac: 0 };
  const state = log.state;
  const night = tonight(log);
  // r.9 "the surviving blacks": tonight's poison deaths count as gone.
  const poisonDead = night.ended.filter((e) => e.outcome === 'died').map((e) => e.victim);
  const give = (): void => {
    const side = extraShotSide(state, poisonDead);
    if (side !== null) changes[side] += 1;
  };
  const surplus = night.additional ? surplusSide(state, log.night) : null;
  if (surplus !== null) {
    changes[surplus] -= 1;
    if (night.additional?.used === false) give();
  }
  for (const end of night.ended) {
    const p = poisoningsOf(state).find((x) => x.victim === end.victim && x.outcome === 'pending' && x.night < log.night);
    if (!p || seatOf(state, p.poisoner).alive) continue;
    if (p.additional === true && end.outcome !== 'died') give();
    else if (end.outcome === 'died' && !realises(seatOf(state, end.victim))) give();
  }
  return changes;
}

export const POISONER_ABILITIES = [poison, antidote];
