import { toPublic, type GameState, type Intent, type Json, type Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { KEYS, read, write } from '../../data';
import { RED, seatOf, trueColour } from '../../model';
import { announceSkipped, diedTonight, investigatorsOf, pm, type NightLog } from '../../night/book';
import { laterMove } from '../../night/kills';
import { drunkTonight } from '../homeless';
import { showsRedAfterBurn } from '../inquisitor/burns';
import { reddenedTonight } from '../yakuza';
import { patronised } from '../politician';
import { isCopiedMove } from '../actor/limits';
import { isUndeadMove } from '../necromancer/undead';
import { killersTonight, overlayShownColour } from '../werewolf';
import { flip, jokerFlips } from '../joker';
import { imitatorVerifiesRed } from '../imitator';
import { illusionBroken } from '../imitator/illusion-night';
import { investigatorColour, validateSubstitution, withGenuine } from './black';
import { saves as heroSaves } from '../hero';
import { heroShowsRed } from '../hero/black';

/** COM-1: each night a colour check of one player; CHK-8: self-checks allowed. */
export const check = defineAbility<NightLog>({
  id: 'check',
  phase: 'night',
  targets: { count: 1, self: 'allowed' },
  // N-COM.2, N-COM.3: the black commissar's substitution of the Investigator's colour.
  options: [
    { name: 'substitute', values: ['red', 'black'] },
    { name: 'substitute-if', values: ['red', 'black'] },
  ],
  validate: (state, intent) => validateSubstitution(seatOf(state, intent.actor), intent),
  night: {
    slot: 'commissar',
    components: (intent) => [...intent.targets.map((target): Component => ({ kind: 'investigate', target })), ...intent.targets.map((target): Component => ({ kind: 'visit', target }))],
    handle: laterMove,
    // COM-1..COM-5: the public line, the colour by PM; the investigator receives it too (INV-1).
    morning({ ctx, book, resolution }) {
      const died = new Set(diedTonight(resolution));
      const investigators = investigatorsOf(book);
      const before = read<CheckRecord[]>(book.state, KEYS.checks) ?? [];
      const checks = before.slice();
      for (const intent of book.intents.filter((i) => i.ability === 'check' && !PRIVATE_CHECKER_ROLES.includes(seatOf(book.state, i.actor).role))) {
        const target = intent.targets[0] as string;
        const outcome = checkColour(book.state, intent, book.intents, { ran: book.ran.has(intent.id), targetDied: died.has(target), killedTonight: killersTonight(book, died), flipped: jokerFlips(book, intent.actor), illusionBroken: illusionBroken(book, died) });
        // Actor r.6: a copied commissar's result is told by PM only; r.7: nothing to the investigator.
        const copied = isCopiedMove(intent);
        if (!copied) ctx.notify(toPublic, 'morning.commissar', { outcome: outcome.public });
        if (outcome.public === 'passed') book.checkedOk.add(target);
        if (outcome.colour) {
          const actor = seatOf(book.state, intent.actor);
          const res = { kind: 'check', target, colour: outcome.colour };
          // N-COM.1, FC.1: a black (or Faceless) holder learns at once whether a black check is false.
          pm(book, intent.actor, 'pm.check', { target, colour: outcome.colour }, withGenuine(actor, res, outcome.colour, trueColour(seatOf(book.state, target))));
          // N-COM.2..N-COM.4: his substitution of the Investigator's copy.
          const copy = { ...res, kind: 'copied-check', colour: investigatorColour(actor, intent, outcome.colour) };
          // Necromancer INV-8 (§3.25 interactions): the commissar's role through an undead gives the investigator nothing either.
          if (!copied && !isUndeadMove(intent)) for (const inv of investigators) pm(book, inv, 'pm.investigator-check', { target, colour: copy.colour }, copy);
          checks.push({ night: book.night, checker: intent.actor, target, colour: outcome.colour });
        } else if (outcome.public === 'failed') pm(book, intent.actor, 'pm.move-failed');
      }
      if (checks.length > before.length) write(ctx, KEYS.checks, checks as unknown as Json);
      announceSkipped(ctx, book, 'check', 'commissar', 'morning.commissar', 'failed');
    },
  },
});

/**
 * CHK-6, COM-7: at the end of a day a checker may send a received check for verification; the true
 * colour comes in the morning and he has no night move. Interpretation (COM A1): red checks may be
 * verified too (CHK-7 verifies a fake red).
 */
export const verify = defineAbility({
  id: 'verify',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'allowed', dead: true },
  validate: (state, intent) => validateVerify(state, intent),
});

export const commissar = defineRole({ id: 'commissar', faction: RED, abilities: [check, verify] });

export type CheckRecord = {
  night: number;
  checker: string;
  target: string;
  colour: 'red' | 'black';
  /** The private checker's role (lawyer, inquisitor); absent for the commissar's checks. */
  by?: string;
};

/** Roles whose `check` is private and in their own folder (LAW-2, INQ-2); their check on his target leaves the commissar without information (COM-5). */
export const PRIVATE_CHECKER_ROLES = ['lawyer', 'inquisitor'];

/** Roles whose night move on the same target leaves the commissar without information (COM-5). */
const SAME_TARGET_NO_INFO = ['heal', 'block', 'guard', 'cult-heal']; // cult-heal: COM-5 "the Cultist (heal)", cultist r.11
/** COM-5 / POL-9: no colour check gives information about these roles. */
const UNCHECKABLE_ROLES = ['politician', 'terrorist', 'anonymous', 'hypnotist']; // COM-5 names the anonymous, the terrorist, the hypnotist and the politician

/**
 * The commissar's result: public "check passed" / "check failed" / "information not provided"
 * (COM-3..COM-5), and the exact colour by PM when it passed. A blackening (CHK-1) shows black; a
 * self-check never shows black (CHK-8).
 */
export function checkColour(
  state: GameState,
  intent: Intent,
  intents: Intent[],
  facts: { ran: boolean; targetDied: boolean; killedTonight?: ReadonlySet<string>; flipped?: ReadonlySet<string>; illusionBroken?: boolean },
): { public: 'passed' | 'failed' | 'no-info'; colour?: 'red' | 'black' } {
  const target = seatOf(state, intent.targets[0] as string);
  // HOM-10: a drunk Homeless is dead to every role that night.
  if (!facts.ran || facts.targetDied || drunkTonight(intents, target.id)) return { public: 'failed' };
  // POL-9, POL-12c: the politician, and the player under his patronage tonight.
  if (UNCHECKABLE_ROLES.includes(target.role) || patronised(state, state.clock.phase.number)?.seat === target.id) return { public: 'no-info' };
  // COM-5, COM-6: a crippled player lost his colour; N-PH.2: a cursed one's colour is blocked.
  if (target.statuses.some((s) => s.id === 'crippled' || s.id === 'cursed')) return { public: 'no-info' };
  if (intents.some((i) => i.id !== intent.id && SAME_TARGET_NO_INFO.includes(i.ability) && i.targets.includes(target.id))) return { public: 'no-info' };
  // COM-5: the lawyer or the inquisitor checking the commissar's target.
  const privateChecker = (i: Intent): boolean => PRIVATE_CHECKER_ROLES.includes(seatOf(state, i.actor).role);
  if (!privateChecker(intent) && intents.some((i) => i.id !== intent.id && i.ability === 'check' && privateChecker(i) && i.targets.includes(target.id))) return { public: 'no-info' };
  if (target.id === intent.actor) return { public: 'passed', colour: 'red' };
  const night = state.clock.phase.number;
  const blackened = (read<Array<{ night: number; target: string }>>(state, KEYS.rumours) ?? []).some((r) => r.night === night && r.target === target.id);
  // N-INQ.4: a black inquisitor who burned a black checks red until he burns a red.
  // Yakuza r.3, r.4: a reddened yakuza checks red, unless blackened (the blackening wins).
  // CHK-7: a werewolf checks red until his first kill; boss-son r.7: the son always red (roles/werewolf).
  // N-HR.3: a black hero who saved a red checks red while that red lives.
  const heroRed = heroShowsRed(state, target, heroSaves(state)[target.id]);
  const colour = showsRedAfterBurn(state, target.id) || reddenedTonight(state, target.id) || heroRed ? 'red' : (overlayShownColour(state, target, facts.killedTonight ?? new Set(), facts.illusionBroken) ?? trueColour(target));
  const shown = blackened ? 'black' : colour;
  // Joker r.5, r.6: the Joker's successful check tonight flips the colour any other check shows.
  return { public: 'passed', colour: facts.flipped?.has(target.id) ? flip(shown) : shown };
}

/** The checks a seat received (CHK-6, INV-3): his own, or, for the investigator, every copy. */
function receivedChecks(state: GameState, seat: string): CheckRecord[] {
  const checks = read<CheckRecord[]>(state, KEYS.checks) ?? [];
  // INV-1: the investigator copies the commissar's checks, not the lawyer's or the inquisitor's (`by`).
  return seatOf(state, seat).role === 'investigator' ? checks.filter((c) => !('by' in c)) : checks.filter((c) => c.checker === seat);
}

/** A checker verifies only a check he (or, for the investigator, the commissar) received (CHK-6, INV-3). */
export function validateVerify(state: GameState, intent: Intent): Rejection | null {
  if (!receivedChecks(state, intent.actor).some((c) => c.target === intent.targets[0])) return { code: 'no-such-check' };
  return null;
}

/**
 * CHK-6: a verification shows the target's true colour, except CHK-8: "verifying [a self-check]
 * will not show black either". When every check the verifier received of this target was its
 * checker's self-check, the verification is red.
 */
export function verifiedColour(state: GameState, verifier: string, target: string): 'red' | 'black' {
  const received = receivedChecks(state, verifier).filter((c) => c.target === target);
  if (received.length > 0 && received.every((c) => c.checker === c.target)) return 'red';
  // Imitator r.5, r.12: his "ideal red" before the meeting, and the illusion's red, verify red.
  if (imitatorVerifiesRed(state, target, received)) return 'red';
  return trueColour(seatOf(state, target));
}
