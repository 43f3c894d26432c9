// The Mercenary (part 2 §4.2, seed 004 l.49; contract §7): a black werewolf who kills on the
// mafia's contract. The mafia side sends `contract` (a player, or a civilian role with a spare
// list) besides its own shot (r.2); the night hands the contract to the Mercenary, so blocks and
// trackers act on him, never through the mafioso who sent it (r.11). Once every mafioso is out he
// shoots on his own on the mafia's nights (`model.ts#mercenarySide`, r.19, r.21).
import type { GameState, Intent, Rejection } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, traceEffect } from '@mafia/ruleset-kit';
import { CIVILIAN_ROLES, living, seatOf, sideOf } from '../../model';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { attack, sideAttacked } from '../../night/kills';
import { ownNight, prioritySide, usableTonight } from '../../night/shots';
import { CLIENT, contractRole, knownRole, mercenaryOf, OWN_KILLER_MOVES, pickTarget, skipParams } from './contract';
import { contractInsuresManiac, insuranceContractSlot, maniacShoots } from './maniac-insurance';

export { isMercenary, mercenaryOf, MERCENARY, skipReason } from './contract';
export { contractKilledForManiac } from './maniac-insurance';

/** The mafia side's living seats: "the mafia" that hears of the Mercenary (r.14, r.17, r.18; contract §9). */
const mafiaSide = (state: GameState): string[] => living(state).filter((s) => sideOf(s) === 'mafia').map((s) => s.id);

/**
 * r.2, r.7, r.12, r.13: a contract from a living mafia-side seat on the mafia's night, while the
 * Mercenary lives: one player, or no player and a civilian role (`role`, `spare: [seats]`).
 */
export function validateContract(state: GameState, intent: Intent): Rejection | null {
  if (sideOf(seatOf(state, intent.actor)) !== 'mafia') return { code: 'no-such-negative-move' };
  if (!mercenaryOf(state)) return { code: 'no-mercenary' };
  const night = state.clock.phase.number;
  // r.2: "every night the mafia can act": the contract spends the mafia's shot when it kills;
  // r.15: on the maniac's night, with no shot of the mafia's own, it insures the maniac.
  const mafiaShoots = ownNight(state, 'mafia', night) && usableTonight(state, 'mafia', night) > 0;
  if (!mafiaShoots && !contractInsuresManiac(state)) return { code: 'no-shot-tonight' };
  const role = contractRole(intent);
  const spare = intent.options?.['spare'];
  const spareOk = spare === undefined || (Array.isArray(spare) && spare.every((s) => typeof s === 'string' && state.seats.some((x) => x.id === s)));
  const shape = role === null ? intent.targets.length === 1 && spare === undefined : intent.targets.length === 0 && knownRole(role) && spareOk;
  if (!shape) return { code: 'contract-target-or-role' };
  const other = state.intents.some((i) => i.ability === 'contract' && i.actor !== intent.actor && sideOf(seatOf(state, i.actor)) === 'mafia');
  return other ? { code: 'one-contract-per-night' } : null;
}

/**
 * r.10, r.11: the Mercenary carries the contract out himself: the night's intent is his, with the
 * sender kept as `options.client`, so the blocker and the hacker on him stop it and a block on the
 * mafioso does not; the trackers see no move of the mafioso's (r.11 "cannot be tracked through the
 * corresponding mafia") and, a werewolf's special move (r.20), none of his either (HOM-8, DET-8).
 */
export function contractsToMercenary(state: GameState, intents: Intent[]): Intent[] {
  const mercenary = mercenaryOf(state);
  return intents.map((i) => (i.ability === 'contract' && mercenary ? { ...i, actor: mercenary.id, options: { ...i.options, [CLIENT]: i.actor } } : i));
}

const clientOf = (intent: Intent): string | null => {
  const client = intent.options?.[CLIENT];
  return typeof client === 'string' ? client : null;
};

/** r.5: the Mercenary killed tonight, so the mafia skips its own move (read by the mafia's `shoot`). */
export const contractKilled = (book: NightLog): boolean => book.shots.some((s) => s.via === 'contract' && s.side === 'mafia' && (s.outcome === 'killed' || s.outcome === 'killed-black'));

export const contract = defineAbility<NightLog>({
  id: 'contract',
  phase: 'night',
  targets: { count: 1, min: 0, self: 'forbidden' },
  options: [{ name: 'role', values: CIVILIAN_ROLES }],
  validate: validateContract,
  night: {
    // r.3: "in priority the Mercenary acts first": just before the mafia's own kills.
    // r.15: a contract insuring the maniac takes his insurance's place, before the insurers' own moves.
    slotFor: (_intent, state) =>
      contractInsuresManiac(state) ? insuranceContractSlot(state) : prioritySide(state.clock.phase.number) === 'mafia' ? 'priority-contract' : 'other-contract',
    slot: 'priority-contract',
    components: (intent): Component[] => intent.targets.map((target) => ({ kind: 'kill', target, tag: 'mafia' })),
    handle({ night, book, intent }) {
      const mercenary = intent.actor;
      const client = clientOf(intent);
      // N-MERC.1: his investigator's, fanatic's or cultist's killer move tonight skips the contract.
      if (book.intents.some((i) => i.actor === mercenary && OWN_KILLER_MOVES.includes(i.ability))) {
        traceEffect(night, 'contract-skipped', mercenary, { rule: 'N-MERC.1' });
        return;
      }
      // r.15: the maniac's insurance fires only if he sent a shot and came to no victim (MAF-7, MAN-7).
      const insuring = contractInsuresManiac(book.state);
      if (insuring && (!maniacShoots(book) || sideAttacked(book, 'maniac'))) {
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
      // r.15: an insuring contract realises the maniac's shot (MAF-8), not the mafia's.
      attack(night, book, { action: night.action.id, actor: mercenary, side: insuring ? 'maniac' : 'mafia', via: 'contract' }, pick.target);
    },
    morning({ book, resolution }) {
      const died = new Set(diedTonight(resolution));
      const mafia = mafiaSide(book.state).filter((s) => !died.has(s));
      // r.19: his own role shots tell him of a surviving holder as a contract does (r.14).
      for (const shot of book.shots.filter((s) => s.via === 'contract' || (s.via === 'shot' && s.outcome !== 'prevented'))) {
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
      // r.18: the Mercenary died tonight, for any reason: the mafia learns it in the morning.
      for (const seat of book.state.seats.filter((s) => died.has(s.id) && s.attributes['negative'] === 'mercenary')) {
        for (const m of mafia) pm(book, m, 'pm.mercenary-died', { target: seat.id }, { kind: 'mercenary-died', target: seat.id });
      }
    },
  },
});

export const MERCENARY_ABILITIES = [contract];
