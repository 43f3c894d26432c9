// The lawyer's and the inquisitor's colour check (LAW-1, LAW-2, INQ-1, INQ-2): "the check principle
// fully matches the Commissar's checks, but all information is private". One shape for both roles.
import type { GameState, Json, JsonObject } from '@mafia/kernel';
import type { Component } from '@mafia/resolver';
import { defineAbility, type AbilityDefinition } from '@mafia/ruleset-kit';
import { KEYS, read, write } from '../../data';
import { isBlack, seatOf, trueColour } from '../../model';
import { diedTonight, pm, type NightLog } from '../../night/book';
import { laterMove } from '../../night/kills';
import { checkColour, type CheckRecord } from '../commissar';
import { killersTonight } from '../werewolf';
import { jokerFlips } from '../joker';

/** A check record of a private checker: `by` keeps it out of the investigator's copies (INV-1 names the commissar only). */
export type PrivateCheckRecord = CheckRecord & { by: string };

/** The checks a seat received (own checks only). */
export const ownChecks = (state: GameState, seat: string): CheckRecord[] => (read<CheckRecord[]>(state, KEYS.checks) ?? []).filter((c) => c.checker === seat);

/** Roles whose `check` is private (COM-5: the commissar on the same target gets "information not provided"). */
export const PRIVATE_CHECKERS = ['lawyer', 'inquisitor'];

/**
 * The private `check` of `role` in its own slot (after the commissar's): the colour by PM in the
 * morning, no public line; a failed move `pm.move-failed`; "information not provided" as the
 * commissar's (COM-5). A black holder's black checks carry `genuine` (N-LW.1, N-INQ.1).
 */
export function privateCheck(role: string): AbilityDefinition<NightLog> {
  return defineAbility<NightLog>({
    id: 'check',
    phase: 'night',
    targets: { count: 1, self: 'allowed' },
    night: {
      slot: role,
      components: (intent) => [...intent.targets.map((target): Component => ({ kind: 'investigate', target })), ...intent.targets.map((target): Component => ({ kind: 'visit', target }))],
      handle: laterMove,
      morning({ ctx, book, resolution }) {
        const died = new Set(diedTonight(resolution));
        const before = read<CheckRecord[]>(book.state, KEYS.checks) ?? [];
        const added: PrivateCheckRecord[] = [];
        for (const intent of book.intents.filter((i) => i.ability === 'check' && seatOf(book.state, i.actor).role === role)) {
          const target = intent.targets[0] as string;
          const outcome = checkColour(book.state, intent, book.intents, { ran: book.ran.has(intent.id), targetDied: died.has(target), killedTonight: killersTonight(book, died), flipped: jokerFlips(book, intent.actor) });
          if (outcome.public === 'failed') pm(book, intent.actor, 'pm.move-failed');
          else if (!outcome.colour) pm(book, intent.actor, 'pm.no-info', {}, { kind: 'check', target, info: 'not-provided' });
          else {
            const colour = outcome.colour;
            const result: JsonObject = { kind: 'check', target, colour };
            if (isBlack(seatOf(book.state, intent.actor)) && colour === 'black') result['genuine'] = trueColour(seatOf(book.state, target)) === 'black';
            pm(book, intent.actor, 'pm.check', { target, colour }, result);
            added.push({ night: book.night, checker: intent.actor, target, colour, by: role });
          }
        }
        if (added.length > 0) write(ctx, KEYS.checks, [...before, ...added] as unknown as Json);
      },
    },
  });
}
