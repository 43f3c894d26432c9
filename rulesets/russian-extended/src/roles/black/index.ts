import { catchesBlackTonight } from '../kamikaze/black-suicide';
import type { GameState, Intent, Rejection, Seat } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, traceEffect } from '@mafia/ruleset-kit';
import { CIVILIAN_ROLES, employerSideOf, GUN_HOLDERS, isExtended, isHired, killerSideOf, memberSideOf, mercenarySide, negativeOf, seatOf, sideMembers, sideOf, yakuzaGame, type Side } from '../../model';
import { geishaInsuranceTonight, insuresManiac, isGeisha, katanaClash } from '../geisha/katana';
import { attack, insuredSide, sideAttacked, slotOfSide } from '../../night/kills';
import { ownNight, usableTonight } from '../../night/shots';
import { pm, type NightLog } from '../../night/book';
import { approveSuicide, confirmPartnerKill, partnerKillConfirmed, suicide } from './suicide';
import { playsAsPair } from '../yakuza/pair';
import { singleShooter } from '../yakuza/takeover';
import { insuresAfterSave, onlySaved } from '../yakuza/cross-insurance';
import { contractKilled, contractKilledFor, skipReason } from '../mercenary';
import { isInsuranceContract } from '../mercenary/maniac-insurance';
import { shotsIn, shotTargets, validateRoleShot } from '../mercenary/own-gun';
import { withPriority } from './priority';
import { contractSaved } from '../mercenary';
import { fireAfterCivilianKillers } from '../../night/saved-insurance';
import type { SlotContext } from '@mafia/resolver';
import { insurerRejection } from '../boss-son';
import { UNDEAD_TARGET } from '../necromancer/undead-target';

/**
 * The black team's negative moves, granted by the faction and open to the seats whose overlay
 * allows them (README "Model"). `shoot`: the maniac may fire two shots at once when he holds two
 * (MAN-6); each mafioso fires one (MAF-6). `options: { insurance: 'off' }` waives the partner's
 * default insurance (PAR-5).
 */
export const shoot = defineAbility<NightLog>({
  id: 'shoot',
  phase: 'night',
  // Necromancer r.3: "the dead player can be a target for killers" while he is undead.
  // Mercenary r.19: on his own he may name a civilian role instead (no target; `validateRoleShot`).
  targets: { count: 2, min: 0, self: 'forbidden', deadIf: { provider: UNDEAD_TARGET } },
  options: [
    { name: 'insurance', values: ['on', 'off'] },
    { name: 'role', values: CIVILIAN_ROLES },
    // PAR-7: the pair's first target when only one of two shots goes through (priority.ts).
    { name: 'priority', values: ['first'] },
  ],
  // Boss's son r.4: the shot names its insurer (a seat).
  seatOptions: [{ name: 'insurer', alive: true, self: 'forbidden' }],
  validate: (state, intent) => validateShoot(state, intent),
  night: {
    slot: 'priority-kills',
    // K.1–K.5: a side's kills take the priority slot on its own nights, the other slot otherwise.
    slotFor: (intent, state) => {
      const side = killerSideOf(state, seatOf(state, intent.actor));
      return side ? slotOfSide(side, state.clock.phase.number, 'kills') : null;
    },
    components: (intent, state) => {
      const side = killerSideOf(state, seatOf(state, intent.actor)) ?? 'black';
      return intent.targets.map((target): Component => ({ kind: 'kill', target, tag: side }));
    },
    handle({ night, book, intent }) {
      const side = killerSideOf(book.state, seatOf(book.state, intent.actor));
      if (!side) return;
      // Mercenary r.5: the Mercenary killed on the mafia's contract tonight: the mafia skips its move
      // (yakuza r.8: the yakuza after their Ninja's).
      if (contractKilled(book, side)) {
        for (const target of intent.targets) traceEffect(night, 'mafia-skips-after-contract', target, { rule: 'mercenary r.5' });
        return;
      }
      // N-KZ.4: a black kamikaze catching a black with his suicide tonight skips his killer move.
      if (catchesBlackTonight(book.state, book.intents, intent.actor)) {
        for (const target of intent.targets) traceEffect(night, 'kamikaze-skips-kill', target, { rule: 'N-KZ.4' });
        return;
      }
      // K.5 (l.121): the contract came to a saved player, so the mafia's own move is an insurance
      // activated through a saved victim: it fires after every civilian killer.
      if (contractSaved(book, side)) {
        fireAfterCivilianKillers(book, intent.actor, (later, log) => fireShot(later, log, intent, side));
        return;
      }
      fireShot(night, book, intent, side);
    },
  },
});

/** The shot's attacks, in its own slot or, as an insurance through a saved victim, later (K.5). */
function fireShot(night: SlotContext, book: NightLog, intent: Intent, side: Side): void {
  book.ran.add(intent.id);
  // Mercenary r.19: a role shot finds its target now (own-gun.ts).
  for (const target of withPriority(night, book, intent, side, shotTargets(night, book, intent, side))) {
    // Mercenary r.19: on his own he keeps the right to skip the targets no contract may name (r.9).
    const skip = isHired(seatOf(book.state, intent.actor)) ? skipReason(book, intent.actor, null, target) : null;
    if (skip !== null && 'skip' in skip) {
      book.shots.push({ action: intent.id, actor: intent.actor, side, via: 'shot', target, outcome: 'prevented' });
      traceEffect(night, skip.skip, target, { rule: 'mercenary r.19' });
      continue;
    }
    if (!partnerKillConfirmed(book.state, book.intents, intent.actor, target)) {
      refusePartnerKill(book, { action: intent.id, actor: intent.actor, side }, target);
      traceEffect(night, 'partner-kill-not-confirmed', target, { rule: 'PAR-8' });
      continue;
    }
    attack(night, book, { action: intent.id, actor: intent.actor, side, via: 'shot' }, target);
  }
}

/** PAR-3, PAR-6: the partner's insurance (own target allowed); MAF-7 / MAN-7: the other side's. */
export const insure = defineAbility<NightLog>({
  id: 'insure',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  validate: (state, intent) => validateInsure(state, intent),
  night: {
    slot: 'priority-insurance',
    slotFor: (intent, state, intents) => {
      const side = insuredSide(state, intent, intents);
      return side ? slotOfSide(side, state.clock.phase.number, 'insurance') : null;
    },
    components: (intent, state) => {
      const tag = sideOf(seatOf(state, intent.actor)) ?? 'black';
      return intent.targets.map((target): Component => ({ kind: 'kill', target, tag }));
    },
    handle({ night, book, intent }) {
      const insured = insuredSide(book.state, intent, book.intents);
      if (!insured) return;
      // Mercenary r.16: the Mercenary in the mafia's place shoots for it, so the maniac may insure him.
      const shots = book.intents.filter((i) => i.ability === 'shoot' && killerSideOf(book.state, seatOf(book.state, i.actor)) === insured);
      // MAF-7 / MAN-7 (b): a voluntary skip of the insured side leaves the insurer nothing to cover.
      if (shots.length === 0) return;
      // PAR-3, MAF-7 (a)(c), MAN-7: the insurance fires only if the insured side never came to a victim;
      // yakuza r.13, r.19: across the pairs, also when every victim it came to was saved.
      const afterSave = insuresAfterSave(book.state, seatOf(book.state, intent.actor), insured) && onlySaved(book, insured);
      if (sideAttacked(book, insured) && !afterSave) return;
      // K.5 (l.121): fired because the insured side's victim was saved: after every civilian killer.
      if (afterSave) {
        fireAfterCivilianKillers(book, intent.actor, (later, log) => fireInsurance(later, log, intent, insured));
        return;
      }
      fireInsurance(night, book, intent, insured);
    },
  },
});

/** The insurance's attacks, in its own slot or, activated through a saved victim, later (K.5). */
function fireInsurance(night: SlotContext, book: NightLog, intent: Intent, insured: Side): void {
  // Mercenary r.15: the hiring mafia's own insurance goes only "if the Mercenary kills nobody for the maniac".
  // Geisha r.14: her insurance of the maniac has priority over the mafia's (reading Geisha A-I1).
  if (insured === 'maniac' && !isGeisha(seatOf(book.state, intent.actor)) && geishaInsuranceTonight(book.state, book.intents)) {
    for (const target of intent.targets) traceEffect(night, 'insurance-yields-to-geisha', target, { rule: 'geisha r.14' });
    return;
  }
  const own = sideOf(seatOf(book.state, intent.actor));
  if (own !== null && own !== insured) {
    // Yakuza r.14: "if the shooting pair is insured by the non-shooting pair's mercenary/ninja,
    // his employer does not follow up in case of failure" (a game with the yakuza).
    if (yakuzaGame(book.state) && hiredInsuredTonight(book, own)) {
      for (const target of intent.targets) traceEffect(night, 'insurance-yields-to-contract', target, { rule: 'yakuza r.14' });
      return;
    }
    if (contractKilledFor(book, insured, own)) {
      for (const target of intent.targets) traceEffect(night, 'insurance-yields-to-contract', target, { rule: 'mercenary r.15' });
      return;
    }
  }
  for (const target of intent.targets) {
    // Yakuza r.11: a single shooter's insuring shot at another black is skipped.
    const insurerSide = sideOf(seatOf(book.state, intent.actor));
    if (insurerSide && singleShooter(book.state, insurerSide) && seatOf(book.state, target).faction === 'black') {
      traceEffect(night, 'insurance-skipped', target, { rule: 'yakuza r.11' });
      continue;
    }
    attack(night, book, { action: intent.id, actor: intent.actor, side: insured, via: 'insurance' }, target);
  }
}

/** CHK-1: false rumours in the evening: the player checks black that night. CHK-5: self allowed. */
export const rumour = defineAbility({
  id: 'rumour',
  phase: 'day',
  steps: ['evening'],
  targets: { count: 1, self: 'allowed' },
  validate: (state, intent) => validateRumour(state, intent),
});

export const BLACK_ABILITIES = [shoot, insure, rumour, suicide, approveSuicide, confirmPartnerKill];

/** Yakuza r.14: `employer`'s hired killer was sent to insure the other side tonight (whatever came of it). */
const hiredInsuredTonight = (book: NightLog, employer: Side): boolean =>
  book.intents.some((i) => isInsuranceContract(book.state, i) && employerSideOf(book.state, seatOf(book.state, i.actor)) === employer);

/**
 * PAR-8: an unconfirmed order to kill a partner is refused when the night resolves: no attack, the
 * shooter is told, and the shot did not happen, so it stays in reserve (MAF-3, MAF-4).
 */
function refusePartnerKill(book: NightLog, record: { action: string; actor: string; side: Side }, target: string): void {
  book.shots.push({ ...record, via: 'shot', target, outcome: 'prevented' });
  pm(book, record.actor, 'pm.partner-kill', { target, outcome: 'not-confirmed' }, { kind: 'partner-kill', target, outcome: 'not-confirmed' });
}

/** The standard moves a lone werewolf's gun replaces (poisoner r.11, executor r.17). */
export const GUN_MOVES = ['poison', 'seize', 'joker-check'];

export function validateShoot(state: GameState, intent: Intent): Rejection | null {
  const actor = seatOf(state, intent.actor);
  const side = killerSideOf(state, actor);
  // Mercenary r.10: while the mafia lives he sends no moves of his own (contract §7).
  if (!side) return { code: isHired(actor) ? 'mercenary-has-no-move' : 'no-killer-move' };
  const shape = validateRoleShot(state, intent);
  if (shape) return shape;
  const fired = shotsIn(intent);
  // Poisoner r.11, executor r.17: the gun instead of his standard move, not with it.
  if (GUN_HOLDERS.includes(negativeOf(actor) ?? '') && state.intents.some((i) => i.actor === intent.actor && GUN_MOVES.includes(i.ability))) return { code: 'gun-or-move' };
  // Geisha r.13: her katana and her company on different players.
  const clash = katanaClash(state, intent);
  if (clash) return clash;
  const night = state.clock.phase.number;
  const usable = usableTonight(state, side, night);
  if (usable === 0) return { code: 'no-shot-tonight' };
  // MAF-6: one shot per mafioso (Yakuza r.7: per yakuza too); PAR-2: a partner who sent nothing
  // tonight counts as absent, and the shooter may send his shot too (reading PAR A1, README).
  if (playsAsPair(state, side) && fired > 1 + absentPartners(state, intent.actor, side)) return { code: 'one-shot-per-mafioso' };
  if (fired > usable) return { code: 'not-enough-shots', params: { shots: usable } };
  const partners = state.intents.filter((i) => i.ability === 'shoot' && i.actor !== intent.actor && memberSideOf(state, seatOf(state, i.actor)) === side);
  const taken = partners.reduce((n, i) => n + shotsIn(i), 0);
  if (taken + fired > usable) return { code: 'not-enough-shots', params: { shots: usable } };
  if (state.intents.some((i) => i.actor === intent.actor && i.ability === 'insure')) return { code: 'shoot-or-insure' };
  return insurerRejection(state, intent);
}

export function validateInsure(state: GameState, intent: Intent): Rejection | null {
  const actor = seatOf(state, intent.actor);
  // Mercenary r.16: "the Mercenary may insure the maniac if he himself has taken the mafia's place".
  // Geisha r.15: the survivor's partner once one yakuza is out (model.ts#geishaSide).
  const side = memberSideOf(state, actor) ?? mercenarySide(state, actor);
  const shotSent = state.intents.some((i) => i.actor === intent.actor && i.ability === 'shoot');
  // Geisha r.14: she insures a living maniac with no shot of her own; r.15: never the yakuza.
  if (!side && insuresManiac(state, actor)) return shotSent ? { code: 'shoot-or-insure' } : null;
  if (!side) return { code: 'no-killer-move' };
  const night = state.clock.phase.number;
  if (shotSent) return { code: 'shoot-or-insure' };
  // PAR-1/PAR-3: a living partner of the same side may insure; MAF-7/MAN-7: the other side insures only without a shot of its own (MAN-6, MAF-9).
  const hasPartner = playsAsPair(state, side) && sideMembers(state, side).length > 1;
  if (!hasPartner && usableTonight(state, side, night) > 0) return { code: 'insure-without-shot-only' };
  return null;
}

/**
 * CHK-1, CHK-2: rumours for the side's own night (the evening of day N for night N); CHK-4: at most
 * one per night, two on the extended format's nights 1–2 (one per side).
 */
export function validateRumour(state: GameState, intent: Intent): Rejection | null {
  // CHK-3: a werewolf blackens once he holds the killer shot of his negative role (a lone gun, the
  // pair's shooter, the Geisha's katana, the Mercenary or Imitator in a side's place), for that side.
  const side = killerSideOf(state, seatOf(state, intent.actor));
  if (!side) return { code: 'no-rumour-move' };
  const night = state.clock.phase.number;
  if (!ownNight(state, side, night)) return { code: 'not-your-night' };
  const others = state.intents.filter((i) => i.ability === 'rumour' && i.actor !== intent.actor);
  const shared = isExtended(state) && night <= 2;
  const clash = others.some((i) => !shared || killerSideOf(state, seatOf(state, i.actor)) === side);
  return clash ? { code: 'one-rumour-per-night' } : null;
}

/**
 * The side a rumour is recorded for, as the detective tells it apart (DET-18: the mafia's, the
 * maniac's or the yakuza's, the Joker's): a Joker with the gun (CHK-3) blackens as the Joker.
 */
export function rumourSide(state: GameState, seat: Seat): string {
  if (negativeOf(seat) === 'joker') return 'joker';
  return killerSideOf(state, seat) ?? 'black';
}

/** PAR-2: the living partners of `actor`'s side with no killer move of their own tonight. */
function absentPartners(state: GameState, actor: string, side: Side): number {
  return sideMembers(state, side).filter((m) => m.id !== actor && !state.intents.some((i) => i.actor === m.id && (i.ability === 'shoot' || i.ability === 'insure'))).length;
}
