// The Mercenary (part 2 §4.2, seed 004 l.49; contract §7): a black werewolf who kills on the
// mafia's contract; the Ninja (yakuza r.8) is his mirror, on the yakuza's contract
// (`model.ts#employerSideOf`). The mafia side sends `contract` (a player, or a civilian role with a
// spare list) besides its own shot (r.2); the night hands the contract to the Mercenary, so blocks and
// trackers act on him, never through the mafioso who sent it (r.11). Once every mafioso is out he
// shoots on his own on the mafia's nights (`model.ts#mercenarySide`, r.19, r.21).
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, traceEffect } from '@mafia/ruleset-kit';
import { CIVILIAN_ROLES, employerSideOf, hiredKillerOf, living, memberSideOf, negativeOf, otherSide, seatOf, sideOf, type Side } from '../../model';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { attack, sideAttacked } from '../../night/kills';
import { ownNight, prioritySide, usableTonight } from '../../night/shots';
import { CLIENT, contractRole, knownRole, OWN_KILLER_MOVES, pickTarget, skipParams } from './contract';
import { contractInsuresOther, insuranceContractSlot, senderSide, sideShoots } from './maniac-insurance';

export { isMercenary, MERCENARY, skipReason } from './contract';
export { contractKilledFor } from './maniac-insurance';

/** Yakuza r.8: the yakuza side's overlays (the pair and the head's daughter). */
const YAKUZA_SIDE = ['yakuza', 'head-daughter'];

/** A side's living seats: "the mafia" that hears of its Mercenary (r.14, r.17, r.18; contract §9), the yakuza of their Ninja. */
const employers = (state: GameState, side: Side | null): string[] => (side === null ? [] : living(state).filter((s) => sideOf(s) === side).map((s) => s.id));

/**
 * r.2, r.7, r.12, r.13: a contract from a living mafia-side seat on the mafia's night, while the
 * Mercenary lives: one player, or no player and a civilian role (`role`, `spare: [seats]`).
 */
export function validateContract(state: GameState, intent: Intent): Rejection | null {
  // Yakuza r.8: the yakuza send theirs to the Ninja as the mafia sends its to the Mercenary.
  const actor = seatOf(state, intent.actor);
  const side = sideOf(actor);
  // The maniac hires nobody: the maniac's side sends contracts only when the yakuza hold it.
  if (side === null || (side === 'maniac' && !YAKUZA_SIDE.includes(negativeOf(actor) ?? ''))) return { code: 'no-such-negative-move' };
  if (!hiredKillerOf(state, side)) return { code: 'no-mercenary' };
  const night = state.clock.phase.number;
  // r.2: "every night the mafia can act": the contract spends the side's shot when it kills;
  // r.15: on the other side's night, with no shot of its own, it insures the other side.
  const shoots = ownNight(state, side, night) && usableTonight(state, side, night) > 0;
  if (!shoots && !contractInsuresOther(state, side)) return { code: 'no-shot-tonight' };
  const role = contractRole(intent);
  const spare = intent.options?.['spare'];
  const spareOk = spare === undefined || (Array.isArray(spare) && spare.every((s) => typeof s === 'string' && state.seats.some((x) => x.id === s)));
  const shape = role === null ? intent.targets.length === 1 && spare === undefined : intent.targets.length === 0 && knownRole(role) && spareOk;
  if (!shape) return { code: 'contract-target-or-role' };
  const other = state.intents.some((i) => i.ability === 'contract' && i.actor !== intent.actor && sideOf(seatOf(state, i.actor)) === side);
  return other ? { code: 'one-contract-per-night' } : null;
}

/**
 * r.10, r.11: the Mercenary carries the contract out himself: the night's intent is his, with the
 * sender kept as `options.client`, so the blocker and the hacker on him stop it and a block on the
 * mafioso does not; the trackers see no move of the mafioso's (r.11 "cannot be tracked through the
 * corresponding mafia") and, a werewolf's special move (r.20), none of his either (HOM-8, DET-8).
 */
export function contractsToMercenary(state: GameState, intents: Intent[]): Intent[] {
  return intents.map((i) => {
    if (i.ability !== 'contract') return i;
    const side = sideOf(seatOf(state, i.actor));
    const hired = side === null ? undefined : hiredKillerOf(state, side);
    return hired ? { ...i, actor: hired.id, options: { ...i.options, [CLIENT]: i.actor } } : i;
  });
}

const clientOf = (intent: Intent): string | null => {
  const client = intent.options?.[CLIENT];
  return typeof client === 'string' ? client : null;
};

/** r.5: the side's hired killer killed on its contract tonight, so the side skips its own move (read by `shoot`). */
export const contractKilled = (book: NightLog, side: Side = 'mafia'): boolean =>
  book.shots.some((s) => s.via === 'contract' && s.side === side && (s.outcome === 'killed' || s.outcome === 'killed-black'));

/** K.5: the side's hired killer came to a saved player on its contract tonight (read by `shoot`). */
export const contractSaved = (book: NightLog, side: Side): boolean =>
  book.shots.some((s) => s.via === 'contract' && s.side === side && s.outcome === 'saved') && !contractKilled(book, side);

export const contract = defineAbility<NightLog>({
  id: 'contract',
  phase: 'night',
  targets: { count: 1, min: 0, self: 'forbidden' },
  options: [{ name: 'role', values: CIVILIAN_ROLES }],
  validate: validateContract,
  night: {
    // r.3: "in priority the Mercenary acts first": just before the mafia's own kills.
    // r.15: a contract insuring the maniac takes his insurance's place, before the insurers' own moves.
    slotFor: (intent, state) => {
      const side = senderSide(state, intent) ?? 'mafia';
      if (contractInsuresOther(state, side)) return insuranceContractSlot(state, otherSide(side));
      return prioritySide(state.clock.phase.number) === side ? 'priority-contract' : 'other-contract';
    },
    slot: 'priority-contract',
    // The kill is tagged with the side that hired it (the yakuza's Ninja: the maniac's side).
    components: (intent, state): Component[] => intent.targets.map((target) => ({ kind: 'kill', target, tag: senderSide(state, intent) ?? sideOf(seatOf(state, intent.actor)) ?? 'mafia' })),
    handle({ night, book, intent }) {
      const mercenary = intent.actor;
      const client = clientOf(intent);
      // N-MERC.1: his investigator's, fanatic's or cultist's killer move tonight skips the contract.
      if (book.intents.some((i) => i.actor === mercenary && OWN_KILLER_MOVES.includes(i.ability))) {
        traceEffect(night, 'contract-skipped', mercenary, { rule: 'N-MERC.1' });
        return;
      }
      // r.15: the other side's insurance fires only if it sent a shot and came to no victim (MAF-7, MAN-7).
      const side = senderSide(book.state, intent) ?? 'mafia';
      const insuring = contractInsuresOther(book.state, side);
      const insured = otherSide(side);
      if (insuring && (!sideShoots(book, insured) || sideAttacked(book, insured))) {
        traceEffect(night, 'contract-insurance-unused', mercenary, { rule: 'mercenary r.15' });
        return;
      }
      const pick = pickTarget(book, intent, mercenary, client);
      if ('skip' in pick) {
        // r.4: a skipped contract leaves the mafia's own move to go through.
        traceEffect(night, pick.skip, pick.target ?? mercenary, skipParams(pick));
        return;
      }
      book.ran.add(night.action.id);
      traceEffect(night, 'contract', pick.target, { rule: insuring ? 'mercenary r.15' : contractRole(intent) ? 'mercenary r.12' : 'mercenary r.1' });
      // r.15: an insuring contract realises the insured side's shot (MAF-8), not the sender's.
      attack(night, book, { action: night.action.id, actor: mercenary, side: insuring ? insured : side, via: 'contract' }, pick.target);
    },
    morning({ book, resolution }) {
      const died = new Set(diedTonight(resolution));
      // The side that sent each contract (its client's), and who of it lives to hear.
      const hearing = (shot: { action: string }): string[] => {
        const client = book.intents.find((i) => i.id === shot.action)?.options?.[CLIENT];
        return typeof client === 'string' ? employers(book.state, memberSideOf(book.state, seatOf(book.state, client))).filter((s) => !died.has(s)) : [];
      };
      // r.19: his own role shots tell him of a surviving holder as a contract does (r.14).
      for (const shot of book.shots.filter((s) => s.via === 'contract' || (s.via === 'shot' && s.outcome !== 'prevented'))) {
        const mafia = shot.via === 'contract' ? hearing(shot) : employers(book.state, employerSideOf(book.state, seatOf(book.state, shot.actor))).filter((s) => !died.has(s));
        // r.17: the mafia sees the team of the Mercenary's victims (he learns it as any killer, K.6).
        if (shot.via === 'contract' && died.has(shot.target)) {
          const colour = seatOf(book.state, shot.target).faction;
          for (const seat of mafia) pm(book, seat, 'pm.victim-team', { target: shot.target }, { kind: 'victim-team', target: shot.target, colour });
        }
        // r.14: the holder of the named role survived: the mafia and the Mercenary learn his name.
        const intent = book.intents.find((i) => i.id === shot.action);
        const role = intent ? contractRole(intent) : null;
        if (role !== null && !died.has(shot.target)) {
          for (const seat of [...mafia, shot.actor].filter((s) => !died.has(s))) {
            pm(book, seat, 'pm.contract-survivor', { role, target: shot.target }, { kind: 'contract-survivor', role, seat: shot.target });
          }
        }
      }
      // r.18: the Mercenary died tonight, for any reason: the mafia learns it in the morning (the yakuza of their Ninja).
      for (const seat of book.state.seats.filter((s) => died.has(s.id))) {
        for (const m of employers(book.state, employerSideOf(book.state, seat)).filter((s) => !died.has(s))) {
          pm(book, m, 'pm.mercenary-died', { target: seat.id }, { kind: 'mercenary-died', target: seat.id });
        }
      }
    },
  },
});

export const MERCENARY_ABILITIES = [contract];
