/**
 * Runs a scenario file: starts the game with the file's seats, then for each file phase reaches the
 * next phase of that kind (and the step it names), plays its entries (entries.ts) and ends the phase
 * or only the step, as its deadlines would. The game and its reports are the Playback's (playback.ts).
 */
import type { ForumPlayer } from '@mafia/forum';
import type { GameState, KernelEvent, PhaseRef, SeatSetup } from '@mafia/kernel';
import { afterGameVoteOf } from '@mafia/kernel';
import { GameDriver, modifiersFrom, type Ruleset } from '@mafia/ruleset-kit';
import { playAfterGame } from './after-game';
import { applyEntries, type EntryContext } from './entries';
import { phaseName } from './observe';
import { formatPath } from './paths';
import { Playback, type PhaseLog } from './playback';
import type { PhaseReport, ScenarioOutput } from './report';
import { findRuleset, type RulesetSource } from './rulesets';
import type { Scenario, ScenarioPhase } from './schema';
import { stepMayFollow } from './steps';

export interface ScenarioRun {
  scenario: Scenario;
  output: ScenarioOutput;
  /** One report per file phase, aligned with `scenario.phases`; null when the phase was never reached. */
  reports: Array<PhaseReport | null>;
  events: KernelEvent[];
  state: GameState;
  /** What the `afterGame` block's commands were refused (checked against its `expect.rejected`). */
  afterGameRefusals: ReturnType<typeof playAfterGame>;
}

const DEFAULT_SEED = 'scenario';

export function seatsOf(ruleset: Ruleset, scenario: Scenario): SeatSetup[] {
  return scenario.players.map((player) => ({
    id: player.name,
    name: player.name,
    role: player.role,
    faction: player.faction ?? ruleset.role(player.role).faction,
    modifiers: modifiersFrom(ruleset, player.modifiers),
    attributes: { ...(player.attributes ?? {}), ...(player.family !== undefined ? { family: player.family } : {}) },
  }));
}

const newLog = (index: number, phase: ScenarioPhase, mainPoll: string | undefined): PhaseLog => ({
  index,
  rejections: [],
  fragments: [],
  expected: phase.expect?.rejected ?? [],
  mainPoll,
  ...(phase.expect?.views ? { viewers: Object.keys(phase.expect.views) } : {}),
});

const samePhase = (a: PhaseRef, b: PhaseRef): boolean => a.kind === b.kind && a.number === b.number;

/**
 * Runs a validated scenario (see `loadScenario`): starts the game with the file's seats, then for
 * each file phase advances to the next phase of that kind, applies the entry lists in the order
 * their keys appear, and ends the phase as its deadlines would. Engine bugs throw.
 */
export function runScenario(scenario: Scenario, rulesets: RulesetSource): ScenarioRun {
  const ruleset = findRuleset(rulesets, scenario.ruleset);
  if (!ruleset) throw new Error(`runScenario: unknown ruleset ${scenario.ruleset}; validate the scenario first`);
  const seed = scenario.seed ?? DEFAULT_SEED;
  const driver = new GameDriver(ruleset, { seats: seatsOf(ruleset, scenario), settings: scenario.settings ?? {}, seed });
  const forumPlayers: ForumPlayer[] = scenario.players.map((p) => ({ id: p.name, name: p.name, ...(p.aliases ? { aliases: p.aliases } : {}) }));
  const play = new Playback(driver, scenario.phases.length);
  const ctx: EntryContext = { play, ruleset, forumPlayers };
  const { problems } = play;

  // The phase the previous entry left open because this entry plays a later step of it.
  let continued: PhaseRef | null = null;
  for (const [index, phase] of scenario.phases.entries()) {
    const where = formatPath(['phases', index]);
    if (!play.reach(phase.phase)) {
      if (!continued && play.endedAsItBegan(phase.phase, phase.step)) {
        const log = newLog(index, phase, undefined);
        applyEntries(ctx, log, phase);
        play.record(log, play.state.clock.phase);
        continue;
      }
      problems.push(`${where}: not reached: ${play.state.result ? `the game ended in ${phaseName(play.state.clock.phase)}` : 'the engine refused to advance'}`);
      break;
    }
    const current = play.state.clock.phase;
    if (continued && !samePhase(continued, current)) {
      // The step was expected later in the same phase (a revote after a tie) but never opened.
      problems.push(`${where}.step: ${phaseName(continued)} has no step "${phase.step ?? ''}" ahead`);
      break;
    }
    if (phase.step !== undefined && !play.reachStep(phase.step)) {
      problems.push(`${where}.step: ${phaseName(current)} has no step "${phase.step}" ahead`);
      break;
    }
    const step = play.state.clock.step;
    const log = newLog(index, phase, play.mainPoll());
    applyEntries(ctx, log, phase);
    const next = scenario.phases[index + 1];
    const goesOn = next !== undefined && next.phase === current.kind && next.step !== undefined && stepMayFollow(ruleset, play.state, next.step);
    const span = goesOn || continued ? { step, cutAtStep: goesOn } : undefined;
    // A ruleset may have ended the step itself (everyone voted); then there is nothing to end.
    if (goesOn) {
      if (play.state.clock.step === step && !play.state.result) play.finishStep();
    } else play.finishPhase();
    play.record(log, current, span);
    continued = goesOn ? current : null;
  }

  // The vote after the result (BP-0..BP-7), once the file's phases are done.
  const afterGameRefusals = scenario.afterGame ? playAfterGame(play, scenario.afterGame) : [];
  const afterGame = scenario.afterGame ? afterGameVoteOf(play.state, ruleset.runtime.afterGameVote) : undefined;

  const output: ScenarioOutput = {
    name: scenario.name,
    ruleset: ruleset.id,
    seed,
    players: seatsOf(ruleset, scenario).map((s) => ({ name: s.name, role: s.role, faction: s.faction, modifiers: s.modifiers.map((m) => (m.uses !== undefined ? `${m.id}-${m.uses}` : m.id)) })),
    phases: play.phases,
    result: play.state.result,
    problems,
    ...(afterGame !== undefined ? { afterGame } : {}),
  };
  return { scenario, output, reports: play.reports, events: driver.events, state: play.state, afterGameRefusals };
}
