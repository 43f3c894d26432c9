import type { PlayedGame } from '@mafia/ruleset-kit';
import type { ScenarioRun } from './runner';

/** A scenario run as the conformance suite's played game (replay determinism, view leaks, locale keys). */
export function playedGame(run: ScenarioRun): PlayedGame {
  return { name: run.scenario.name, events: run.events, state: run.state };
}
