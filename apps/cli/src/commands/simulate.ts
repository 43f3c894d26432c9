import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { proxiedMove, replay, RngCursor, seedRng, type AvailableCommand, type Command, type Seat } from '@mafia/kernel';
import { getRuleset } from '@mafia/rulesets';
import type { Ruleset, SetupDefinition } from '@mafia/ruleset-kit';
import { dealSeats } from '../balance/deal';
import { familiesOf, wilson, winningFamilies } from '../balance/stats';
import { random, STRATEGIES, type Strategy } from '../balance/strategies';
import { EXIT, UsageError, type CliIo, type ExitCode } from '../io';
import { startPool } from '../balance/parallel';
import { setupSettings, Table } from '../balance/table';

export const SIMULATE_USAGE = `Usage:
  mafia simulate --ruleset ID [--setup SETUP] [--strategy ${STRATEGIES.map((s) => s.id).join('|')}] [--games N]
                 [--precision P] [--seed S] [--max-phases M] [--workers W] [--json]
      plays N games (with --precision: until every win rate's 95% interval is at most ±P wide,
      N at most) with seeded bots playing the strategy (docs/balance.md); reports win rates per
      faction with their 95% Wilson intervals, how the games were decided, the average length and
      any engine error (exit 1 when one happens); --workers spreads the games over W worker
      threads (default 1) with the same report for any W; the speed goes to stderr`;

export interface GameRecord {
  game: number;
  seed: string;
  /** Winning factions; empty for a draw; null when the game hit --max-phases. */
  winners: string[] | null;
  /** The win condition that ended the game (the ruleset's `reason`), null when unfinished. */
  reason: string | null;
  phases: number;
  refused: number;
  /** The families that won (a table whose seats carry a `family` attribute, Mafia 1923); absent otherwise. */
  families?: string[];
}

export interface SimulationReport {
  ruleset: string;
  setup: string;
  strategy: string;
  games: number;
  seed: string;
  wins: Record<string, number>;
  /** 95% Wilson interval of each faction's win rate. */
  intervals: Record<string, [number, number]>;
  /**
   * Per family (only for a setup whose seats carry a `family` attribute): the games the family won
   * (stats.ts `winningFamilies`) and the 95% Wilson interval of its win rate.
   */
  families?: Record<string, { wins: number; interval: [number, number] }>;
  /** Games ended by each win condition (`reason`). */
  decidedBy: Record<string, number>;
  draws: number;
  unfinished: number;
  averagePhases: number;
  refused: number;
  errors: Array<{ game: number; seed: string; message: string }>;
}

/** A run checks the replay of its game 1 and of every `REPLAY_CHECK_EVERY`th game after it (docs/balance.md "Speed"). */
export const REPLAY_CHECK_EVERY = 100;

/** Game `game` of a run has its replay checked. */
export const checksReplay = (game: number): boolean => game % REPLAY_CHECK_EVERY === 1;

/** A setup's parsed settings, once per setup object (the games of a run share them). */
const parsedSettings = new WeakMap<SetupDefinition, ReturnType<typeof setupSettings>>();

/**
 * Plays one game to its end (or `maxPhases`); throws on an engine bug. `checkReplay` (default on)
 * folds the game's events again at the end and compares the state (architecture principle 2).
 */
export function playGame(ruleset: Ruleset, setup: SetupDefinition, seed: string, maxPhases: number, strategy: Strategy = random, checkReplay = true): Omit<GameRecord, 'game'> {
  let settings = parsedSettings.get(setup);
  if (settings === undefined) parsedSettings.set(setup, (settings = setupSettings(ruleset, setup.settings)));
  const seats = dealSeats(ruleset, setup, settings, seed);
  const driver = new Table(ruleset, seats, settings, seed);
  const bot = new RngCursor(seedRng(`${seed}:bot`));
  const player = strategy.start(ruleset);
  let phases = 1;
  let refused = 0;
  for (let steps = 0; !driver.state.result && phases <= maxPhases; steps++) {
    if (steps > maxPhases * 64) throw new Error('the clock did not advance through phases');
    const seats = driver.state.seats;
    for (let i = 0; i < seats.length; i++) {
      const seat = seats[i] as Seat;
      if (!seat.alive || seat.removed) continue;
      // The seat now (an earlier seat's command may have changed it): found at its index when it is
      // there (seat ids are unique), else by id. Its moves and ballots alone: the strategies answer
      // no other offer (they return null for withdrawals, wills and posts).
      const at = driver.state.seats[i];
      const now = at?.id === seat.id ? at : driver.seat(seat.id);
      if (!now) continue;
      for (const offer of driver.offers(now)) {
        const command = sentAs(offer, player.choose({ driver, bot, seat: seat.id, offer }));
        // An offered command may still be refused by a ruleset's own checks; that is a value, not a bug.
        if (command && !driver.dispatch(command).ok) refused += 1;
        if (driver.state.result) break;
      }
      // Where the full list would have ended with a post offer, the player saw the table then.
      if (!driver.state.result && player.observe !== undefined && driver.posts(now)) player.observe(driver.state);
    }
    if (driver.state.result) break;
    const phase = driver.state.clock.phase;
    driver.advanceClock(driver.state.clock.deadline === null ? 1000 : Math.max(0, driver.state.clock.deadline - driver.now));
    const closed = driver.closeStep();
    if (!closed.ok) throw new Error(`closing ${phase.kind} ${phase.number} was refused: ${closed.rejection.code}`);
    const now = driver.state.clock.phase;
    if (now.kind !== phase.kind || now.number !== phase.number) phases += 1;
  }
  // Architecture principle 2: the log replays to the same state.
  if (checkReplay && JSON.stringify(replay(driver.events)) !== JSON.stringify(driver.state)) throw new Error('replay(events) differs from the live state');
  const result = driver.state.result;
  const record: Omit<GameRecord, 'game'> = { seed, winners: result ? [...result.factions] : null, reason: result ? result.reason : null, phases, refused };
  if (result && familiesOf(driver.state.seats).length > 0) {
    const minority = new Set(ruleset.definition.factions.filter((f) => f.knowsMembers).map((f) => f.id));
    record.families = winningFamilies(driver.state.seats, result, minority);
  }
  return record;
}

export interface SimulateOptions {
  strategy?: Strategy;
  /** Stop once every faction's 95% interval is at most ±precision wide (checked every 1,000 games). */
  precision?: number;
  /** Worker threads to spread the games over (1: in this thread); the report is the same for any count. */
  workers?: number;
}

/** One game's outcome as a worker sends it: the record without its index and seed, or the engine error. */
export type GameOutcome = Omit<GameRecord, 'game' | 'seed'> | { error: string };

/** The run's game `game` is played from this seed (docs/balance.md: exactly reproducible from `--seed`). */
export const gameSeed = (seed: string, game: number): string => `${seed}:${game}`;

/** Plays games `from`..`to` (inclusive, 1-based) of a run; an engine error is kept as that game's outcome. */
export function playRange(ruleset: Ruleset, setup: SetupDefinition, seed: string, maxPhases: number, strategy: Strategy, from: number, to: number): GameOutcome[] {
  const outcomes: GameOutcome[] = [];
  for (let game = from; game <= to; game++) {
    try {
      const { winners, reason, phases, refused, families } = playGame(ruleset, setup, gameSeed(seed, game), maxPhases, strategy, checksReplay(game));
      outcomes.push(families === undefined ? { winners, reason, phases, refused } : { winners, reason, phases, refused, families });
    } catch (error) {
      outcomes.push({ error: error instanceof Error ? error.message : String(error) });
    }
  }
  return outcomes;
}

/** The widest half-width of the factions' intervals (a faction that never won counts too). */
function widest(report: SimulationReport, factions: string[], played: number): number {
  return Math.max(0, ...factions.map((f) => {
    const [lo, hi] = wilson(report.wins[f] ?? 0, played);
    return (hi - lo) / 2;
  }));
}

/** The most games one worker plays per round (and the --precision check's step). */
export const BATCH = 1000;

/**
 * Plays the games in rounds (at most `BATCH` games per worker, split evenly) and folds their
 * outcomes into the report in game order, one game at a time, exactly as one thread would: the
 * report (key order, errors, the --precision stop) does not depend on the number of workers.
 * Games a round played past a --precision stop are discarded.
 */
export function simulate(ruleset: Ruleset, setup: SetupDefinition, games: number, seed: string, maxPhases: number, options: SimulateOptions = {}): SimulationReport {
  const strategy = options.strategy ?? random;
  const workers = options.workers ?? 1;
  // The families as the deal names them (a ruleset's own deal may rename the setup's: 1923's family-1..n).
  const families = familiesOf(dealSeats(ruleset, setup, setupSettings(ruleset, setup.settings), gameSeed(seed, 1))).sort();
  // `families` right after `intervals` and only for a table with families: other reports keep their shape.
  const report: SimulationReport = { ruleset: ruleset.id, setup: setup.id, strategy: strategy.id, games: 0, seed, wins: {}, intervals: {}, ...(families.length > 0 && { families: {} }), decidedBy: {}, draws: 0, unfinished: 0, averagePhases: 0, refused: 0, errors: [] };
  const factions = ruleset.definition.factions.map((f) => f.id);
  const familyWins = new Map(families.map((f) => [f, 0]));
  // Workers look the ruleset up by id: one built elsewhere (a test's own) would not be the one they play.
  if (workers > 1 && getRuleset(ruleset.id) !== ruleset) throw new Error(`--workers needs a registered ruleset; "${ruleset.id}" is not the registered one`);
  const pool = workers > 1 ? startPool(workers, { ruleset: ruleset.id, setup, seed, maxPhases, strategy: strategy.id }) : null;
  let totalPhases = 0;
  let played = 0;
  try {
    let game = 1;
    rounds: while (game <= games) {
      // A round: the next (at most) BATCH games per worker, split evenly in contiguous index ranges.
      const last = Math.min(games, game + BATCH * workers - 1);
      const size = Math.ceil((last - game + 1) / workers);
      const ranges: Array<[number, number]> = [];
      for (let from = game; from <= last; from += size) ranges.push([from, Math.min(last, from + size - 1)]);
      const batches = pool ? pool.play(ranges) : ranges.map(([from, to]) => playRange(ruleset, setup, seed, maxPhases, strategy, from, to));
      for (const outcome of batches.flat()) {
        report.games = game;
        if ('error' in outcome) {
          report.errors.push({ game, seed: gameSeed(seed, game), message: outcome.error });
        } else {
          played += 1;
          totalPhases += outcome.phases;
          report.refused += outcome.refused;
          if (outcome.winners === null) report.unfinished += 1;
          else if (outcome.winners.length === 0) report.draws += 1;
          else for (const faction of outcome.winners) report.wins[faction] = (report.wins[faction] ?? 0) + 1;
          if (outcome.reason !== null) report.decidedBy[outcome.reason] = (report.decidedBy[outcome.reason] ?? 0) + 1;
          for (const family of outcome.families ?? []) familyWins.set(family, (familyWins.get(family) ?? 0) + 1);
        }
        if (options.precision !== undefined && game % BATCH === 0 && widest(report, factions, game) <= options.precision) break rounds;
        game += 1;
      }
    }
  } finally {
    pool?.stop();
  }
  for (const faction of factions) report.intervals[faction] = wilson(report.wins[faction] ?? 0, report.games);
  if (familyWins.size > 0) {
    const perFamily: NonNullable<SimulationReport['families']> = {};
    for (const [family, wins] of familyWins) perFamily[family] = { wins, interval: wilson(wins, report.games) };
    report.families = perFamily;
  }
  report.averagePhases = played === 0 ? 0 : Math.round((totalPhases / played) * 100) / 100;
  return report;
}

export function formatReport(report: SimulationReport): string {
  const pct = (n: number): string => `${((n / Math.max(1, report.games)) * 100).toFixed(1)}%`;
  const lines = [`simulate ${report.ruleset} / ${report.setup}: ${report.games} games, strategy ${report.strategy}, seed ${report.seed}`];
  const factions = Object.keys(report.wins).sort();
  const interval = (f: string): string => {
    const [lo, hi] = report.intervals[f] ?? [0, 1];
    return `95% ${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)}%`;
  };
  lines.push(`wins: ${factions.length === 0 ? 'none' : factions.map((f) => `${f} ${pct(report.wins[f] ?? 0)} (${report.wins[f]}; ${interval(f)})`).join(', ')}`);
  const reasons = Object.keys(report.decidedBy).sort();
  if (reasons.length > 0) lines.push(`decided by: ${reasons.map((r) => `${r} ${pct(report.decidedBy[r] ?? 0)}`).join(', ')}`);
  const families = Object.keys(report.families ?? {});
  if (families.length > 0) {
    const family = (f: string): string => {
      const { wins, interval: [lo, hi] } = report.families?.[f] ?? { wins: 0, interval: [0, 1] };
      return `${f} ${pct(wins)} (${wins}; 95% ${(lo * 100).toFixed(1)}–${(hi * 100).toFixed(1)}%)`;
    };
    lines.push(`families: ${families.map(family).join(', ')}`);
  }
  lines.push(`draws: ${report.draws}, unfinished: ${report.unfinished}`);
  lines.push(`average length: ${report.averagePhases} phases`);
  lines.push(`refused commands: ${report.refused}`);
  lines.push(`engine errors: ${report.errors.length}`);
  for (const error of report.errors) lines.push(`  game ${error.game} (seed ${error.seed}): ${error.message}`);
  return `${lines.join('\n')}\n`;
}

export function simulateCommand(args: string[], io: CliIo, find: (id: string) => Ruleset | undefined, known: string[]): ExitCode {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ruleset: { type: 'string' },
      setup: { type: 'string' },
      games: { type: 'string' },
      strategy: { type: 'string', default: 'random' },
      precision: { type: 'string' },
      seed: { type: 'string', default: 'simulate' },
      'max-phases': { type: 'string', default: '60' },
      workers: { type: 'string', default: '1' },
      json: { type: 'boolean', default: false },
    },
    allowPositionals: true,
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  if (values.ruleset === undefined) throw new UsageError(`--ruleset is required (known: ${known.join(', ')})`);
  const ruleset = find(values.ruleset);
  if (!ruleset) throw new UsageError(`unknown ruleset "${values.ruleset}" (known: ${known.join(', ')})`);
  const setups = ruleset.definition.setups;
  const setup = values.setup === undefined ? (setups.length === 1 ? setups[0] : undefined) : setups.find((s) => s.id === values.setup);
  if (!setup) throw new UsageError(`${values.setup === undefined ? '--setup is required' : `unknown setup "${values.setup}"`} (setups of ${ruleset.id}: ${setups.map((s) => s.id).join(', ') || 'none'})`);
  const strategy = STRATEGIES.find((s) => s.id === values.strategy);
  if (!strategy) throw new UsageError(`unknown strategy "${values.strategy}" (known: ${STRATEGIES.map((s) => s.id).join(', ')})`);
  const precision = values.precision === undefined ? undefined : Number(values.precision);
  if (precision !== undefined && !(precision > 0 && precision < 0.5)) throw new UsageError(`--precision must be a number between 0 and 0.5, got "${values.precision}"`);
  // With --precision, --games is the most it may play.
  const games = Number(values.games ?? (precision === undefined ? '10' : '1000000'));
  const maxPhases = Number(values['max-phases']);
  if (!Number.isInteger(games) || games < 1) throw new UsageError(`--games must be a positive whole number, got "${values.games}"`);
  if (!Number.isInteger(maxPhases) || maxPhases < 1) throw new UsageError(`--max-phases must be a positive whole number, got "${values['max-phases']}"`);
  const workers = Number(values.workers);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new UsageError(`--workers must be a whole number from 1 to 64, got "${values.workers}"`);
  const started = performance.now();
  const report = simulate(ruleset, setup, games, values.seed, maxPhases, { strategy, workers, ...(precision !== undefined && { precision }) });
  const seconds = (performance.now() - started) / 1000;
  // On stderr: the report on stdout stays the same for a seed, whatever the speed or the workers.
  io.stderr(`${report.games} games in ${seconds.toFixed(2)} s: ${Math.round(report.games / seconds)} games/s with ${workers} worker${workers === 1 ? '' : 's'} (load average ${loadavg()[0]?.toFixed(2)})\n`);
  io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return report.errors.length === 0 ? EXIT.ok : EXIT.failed;
}

/** A move offered for another seat (a servant's for his absent master, kernel `proxies`) goes through its wrapper. */
function sentAs(offer: AvailableCommand, command: Command | null): Command | null {
  if (command?.type !== 'submit-intent' || offer.type !== 'submit-intent' || offer.proxy === undefined) return command;
  return { type: 'submit-intent', seat: command.seat, ...proxiedMove(offer.proxy, command) };
}
