// The Kamikaze held by a black (part 3 §3.2, l.100, l.114; contract §6 `kamikaze-roles`): N-KZ.1 —
// in the evening he names civilian roles with night moves as his potential victims; N-KZ.2 — a red
// holder of one of them who moves into him that night dies with him; N-KZ.3 — of several, the one
// acting earlier; N-KZ.6, T.21 — killers die with him by default (the base answer to an attack,
// retaliation.ts, is unchanged).
import type { GameState, HookContext, Intent, Json, Rejection } from '@mafia/kernel';
import { defineAbility, traceEffect, type NightClock } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { isBlack, RED, seatOf } from '../../model';
import type { NightLog } from '../../night/book';
import { NIGHT_ORDER } from '../../night/night-order';
import { activeKamikaze, KAMIKAZE_SPENT } from './retaliation';
import { obtainedAfterActivation } from './activation';

/**
 * N-KZ.1: civilian roles with night moves, less the roles that "sit at home" for every tracker
 * (l.37 hypnotist, l.44 criminalist, l.46 witch). Reading N-KZ A1 (README): the roles whose own move
 * (or granted move) can visit a player at night.
 */
export const KAMIKAZE_VICTIM_ROLES = [
  'doctor', 'blocker', 'commissar', 'detective', 'investigator', 'bodyguard', 'prostitute', 'hacker', 'journalist', 'lawyer',
  'inquisitor', 'homeless', 'pimp', 'drug-dealer', 'fanatic', 'madman', 'actor', 'collector', 'necromancer', 'cultist', 'maid', 'wizard',
];

/** N-KZ.1, N-KZ.6: the evening's list (contract §6: day · evening, 1+ civilian roles). */
export const kamikazeRoles = defineAbility({
  id: 'kamikaze-roles',
  phase: 'day',
  steps: ['evening'],
  targets: { count: KAMIKAZE_VICTIM_ROLES.length, min: 1, of: 'choice', choices: KAMIKAZE_VICTIM_ROLES },
  validate: (state, intent) => validateKamikazeRoles(state, intent),
});

/** N-KZ.1 for a black holder; N-KZ.5: once the role has been activated, only the suicide move is left. */
export function validateKamikazeRoles(state: GameState, intent: Intent): Rejection | null {
  const spent = read<boolean>(state, KAMIKAZE_SPENT) === true || obtainedAfterActivation(state, intent.actor);
  return isBlack(seatOf(state, intent.actor)) && !spent ? null : { code: 'not-a-black-kamikaze' };
}

/** Host data: the black kamikazes' lists for the coming night. */
const LISTS = 'black-kamikaze-roles';
type Lists = { night: number; lists: Record<string, string[]> };

/** When the evening closes: the lists sent this evening stand for the coming night (N-KZ.6). */
export function closeKamikazeEvening(ctx: HookContext): void {
  const night = ctx.state.clock.phase.number;
  const lists: Record<string, string[]> = {};
  for (const intent of ctx.state.intents.filter((i) => i.ability === 'kamikaze-roles')) lists[intent.actor] = [...intent.targets];
  if (Object.keys(lists).length > 0) write(ctx, LISTS, { night, lists } as unknown as Json);
}

const listsTonight = (state: GameState): Record<string, string[]> => {
  const entry = read<Lists>(state, LISTS);
  return entry && entry.night === state.clock.phase.number ? entry.lists : {};
};

/**
 * N-KZ.2, N-KZ.3 at the end of the night's moves: among the red holders of a listed role whose move
 * ran into the black kamikaze, the one whose slot comes first in the night order dies with him
 * (both unstoppable, as the kamikaze's answer, kamikaze r.2).
 */
export const blackKamikazeClock: NightClock<NightLog> = {
  id: 'black-kamikaze',
  slot: 'black-kamikaze',
  seats: (state) => Object.keys(listsTonight(state)).filter((seat) => seatOf(state, seat).alive && isBlack(seatOf(state, seat)) && activeKamikaze(state, seat)),
  handle({ night, book, intent }) {
    const kamikaze = intent.actor;
    if (!night.isAlive(kamikaze)) return;
    const listed = listsTonight(book.state)[kamikaze] ?? [];
    const rank = (slot: string | undefined): number => NIGHT_ORDER.indexOf(slot ?? '');
    const visitors = night.seats
      .flatMap((s) => night.actionsOf(s.id))
      .filter((a) => a.actor !== kamikaze && book.ran.has(a.id) && a.components.some((c) => 'target' in c && c.target === kamikaze))
      .filter((a) => {
        const seat = seatOf(book.state, a.actor);
        return seat.faction === RED && listed.includes(seat.role) && night.isAlive(a.actor);
      })
      .sort((x, y) => rank(x.slot) - rank(y.slot));
    const first = visitors[0];
    if (!first) return;
    night.kill(kamikaze, 'kamikaze', { unstoppable: true });
    night.kill(first.actor, 'kamikaze', { unstoppable: true });
    traceEffect(night, 'listed-role-dies-with-kamikaze', first.actor, { rule: visitors.length > 1 ? 'N-KZ.3' : 'N-KZ.2' });
  },
};
