// Test vocabulary for role tables: a game from "Name:role[/faction][+modifier...]" words, a
// night from "Actor ability Target..." lines, and what came out of it.
import type { DecideResult, JsonObject, Rejection, SeatSetup } from '@mafia/kernel';
import { GameDriver, modifiersFrom, nightTable, type NightCase, type NightRow } from '@mafia/ruleset-kit';
import { gorny } from '../src';

/** Two goons and three vanilla townies keep every small test game from ending at once. */
const FILLERS = ['M1:goon', 'M2:goon', 'T1:vanilla', 'T2:vanilla', 'T3:vanilla', 'T4:vanilla', 'T5:vanilla'];

/** The seats of a table: the named seats plus the fillers (the seat builder `nightTable` rows take). */
export function table(words: string): SeatSetup[] {
  return [...words.split(/\s+/).filter(Boolean), ...FILLERS].map((word) => {
    const [head = '', ...mods] = word.split('+');
    const [name = '', roleAndFaction = ''] = head.split(':');
    const [roleId = '', faction] = roleAndFaction.split('/');
    const role = gorny.role(roleId);
    return { id: name, name, role: role.id, faction: faction ?? role.faction, modifiers: modifiersFrom(gorny, mods), attributes: {} };
  });
}

/** Settings of a game that opens at night, optionally with a resolution method. */
export const startAtNight = (settings: JsonObject = {}): JsonObject => ({ firstPhase: 'night', ...settings });

/**
 * `nightTable` rows on one table: each row plays on `table(words)` opening at night with `settings`,
 * unless it names its own `seats` or `settings`.
 */
export function nightRows(words: string, settings: JsonObject, rows: Array<Omit<NightRow, 'seats'> & { seats?: SeatSetup[] }>): NightCase[] {
  return nightTable(gorny, rows.map((row) => ({ seats: table(words), settings: startAtNight(settings), ...row })));
}

export function newGame(words: string, settings: JsonObject = {}): GameDriver {
  return new GameDriver(gorny, { seats: table(words), settings: startAtNight(settings), seed: words });
}

export interface NightOutcome {
  died: string[];
  rejected: Rejection[];
  results(seat: string): JsonObject[];
}

/** Submits each "Actor ability Target..." line, then ends the night. */
export function night(game: GameDriver, lines: string[]): NightOutcome {
  if (game.state.clock.phase.kind !== 'night') game.advanceToPhase('night');
  const phase = game.state.clock.phase;
  const rejected: Rejection[] = [];
  for (const line of lines) {
    const [actor = '', ability = '', ...targets] = line.split(' ');
    const result: DecideResult = game.act(actor, ability, targets);
    if (!result.ok) rejected.push(result.rejection);
  }
  const alive = new Set(game.state.seats.filter((s) => s.alive).map((s) => s.id));
  game.endPhase();
  return {
    died: game.state.seats.filter((s) => alive.has(s.id) && !s.alive).map((s) => s.id).sort(),
    rejected,
    results: (seat) =>
      game.state.notices
        .filter((n) => n.result && n.audience.to === 'seat' && n.audience.seat === seat && n.phase.number === phase.number && n.phase.kind === 'night')
        .map((n) => n.result as JsonObject),
  };
}

export const methods = ['rar', 'simple'] as const;
