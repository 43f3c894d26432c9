import type { GameState, Intent, Rejection, Seat } from '@mafia/kernel';
import { defineAbility, defineRole } from '@mafia/ruleset-kit';
import { ABILITY, MAFIA, STATUS } from '../../ids';
import type { NightBook } from '../../night/book';
import { isMafia, livingSeats, requiredMafiaKills, seatById } from '../../seats';
import type { Ability, Role } from '../types';

/** The most targets one kill intent can carry: ceil(400 / 20) at the largest table. */
export const MAX_MAFIA_KILLS = 20;

/**
 * Seed 002, Nighttime: "A Mafia Member chosen by the Moderators will submit their decision". The
 * default choice is the first Mafia Member in seat order who can act tonight: living, not exiled,
 * not injured ("cannot vote or perform any actions for the day and night following getting
 * injured"). Undefined when no Mafia Member can act. The missed-kill fallback uses it too.
 */
export function defaultMafiaSender(state: GameState): Seat | undefined {
  return livingSeats(state).find((s) => isMafia(s) && !s.statuses.some((st) => st.id === STATUS.injured));
}

/**
 * With `mafiaSender: designated`, only the sender may send the kill. The host designates another
 * member by sending or correcting the kill in that member's name (`host-submit-intent`): for the
 * rest of the night that member is the sender. The host is never refused.
 */
function senderRejection(state: GameState, intent: Intent): Rejection | null {
  if (state.settings['mafiaSender'] !== 'designated' || intent.byHost) return null;
  const { phase } = state.clock;
  const byHost = state.intents.find((i) => i.ability === ABILITY.kill && i.byHost && i.phase.kind === phase.kind && i.phase.number === phase.number);
  const sender = byHost?.actor ?? defaultMafiaSender(state)?.id;
  if (sender === intent.actor) return null;
  return { code: 'not-mafia-sender', params: { sender: sender ?? '' } };
}

export function validateMafiaKill(state: GameState, intent: Intent): Rejection | null {
  const notSender = senderRejection(state, intent);
  if (notSender) return notSender;
  const expected = requiredMafiaKills(livingSeats(state).length);
  if (intent.targets.length !== expected) return { code: 'mafia-kill-count', params: { expected, got: intent.targets.length } };
  // "which Civilians they want to kill"
  const member = intent.targets.find((t) => isMafia(seatById(state, t)));
  return member ? { code: 'target-is-mafia', params: { target: member } } : null;
}

/**
 * Seed 002, Mafia Member: the Mafia's kill belongs to the faction; one member sends it, with
 * exactly ceil(living / 20) civilian targets (interpretation: one intent with several targets).
 * Slot 9: every target is attacked in the order the Mafia listed them.
 */
export const mafiaKill: Ability = defineAbility<NightBook>({
  id: ABILITY.kill,
  phase: 'night',
  factional: true,
  // The kernel offers exactly ceil(living / 20) targets (`targetCounts['mafia-kills']`, src/index.ts).
  targets: { count: MAX_MAFIA_KILLS, min: 1, self: 'forbidden', counted: { provider: 'mafia-kills' } },
  validate: validateMafiaKill,
  night: {
    slot: 'mafia-kill',
    handle({ night, book, intent }) {
      for (const target of intent.targets) {
        if (book.attack(night, target, 'mafia', intent.actor) === 'landed') book.kill(night, target, 'mafia', intent.actor);
      }
    },
  },
});

export const mafiaMember: Role = defineRole({ id: 'mafia-member', faction: MAFIA, abilities: [], tags: ['beginner'] });
