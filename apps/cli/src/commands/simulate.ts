import { parseArgs } from 'node:util';
import { replay, RngCursor, seedRng, type AvailableCommand, type Command, type JsonObject } from '@mafia/kernel';
import { assignRoles, GameDriver, type Ruleset, type SetupDefinition } from '@mafia/ruleset-kit';
import { EXIT, UsageError, type CliIo, type ExitCode } from '../io';

export const SIMULATE_USAGE = `Usage:
  mafia simulate --ruleset ID [--setup SETUP] [--games N] [--seed S] [--max-phases M] [--json]
      plays N games with a seeded bot choosing random legal commands; reports win rates per
      faction, the average length and any engine error (exit 1 when one happens)`;

export interface GameRecord {
  game: number;
  seed: string;
  /** Winning factions; empty for a draw; null when the game hit --max-phases. */
  winners: string[] | null;
  phases: number;
  refused: number;
}

export interface SimulationReport {
  ruleset: string;
  setup: string;
  games: number;
  seed: string;
  wins: Record<string, number>;
  draws: number;
  unfinished: number;
  averagePhases: number;
  refused: number;
  errors: Array<{ game: number; seed: string; message: string }>;
}

/** A random legal command for one offer of `availableCommands`, or null to let it pass. */
function choose(bot: RngCursor, seat: string, offer: AvailableCommand): Command | null {
  if (offer.type === 'submit-intent') {
    if (bot.float() < 0.2) return null;
    const { count, min, choices } = offer.targets;
    if (choices.length < min) return null;
    const n = min + bot.int(Math.min(count, choices.length) - min + 1);
    const options: JsonObject = {};
    for (const option of offer.options) if (option.required || bot.float() < 0.5) options[option.name] = bot.pick(option.values);
    return { type: 'submit-intent', seat, ability: offer.ability, targets: bot.shuffle(choices).slice(0, n), ...(offer.options.length > 0 ? { options } : {}) };
  }
  if (offer.type === 'cast-ballot') {
    if (bot.float() < 0.1 || offer.choices.length === 0) return null;
    const n = 1 + bot.int(Math.min(offer.maxTargets, offer.choices.length));
    return { type: 'cast-ballot', seat, poll: offer.poll, slot: offer.slot, targets: bot.shuffle(offer.choices).slice(0, n) };
  }
  return null;
}

/** Plays one game to its end (or `maxPhases`); throws on an engine bug. */
export function playGame(ruleset: Ruleset, setup: SetupDefinition, seed: string, maxPhases: number): Omit<GameRecord, 'game'> {
  const players = setup.seats.map((_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  const { seats } = assignRoles(ruleset, setup, players, seed);
  const driver = new GameDriver(ruleset, { seats, settings: setup.settings ?? {}, seed });
  const bot = new RngCursor(seedRng(`${seed}:bot`));
  let phases = 1;
  let refused = 0;
  for (let steps = 0; !driver.state.result && phases <= maxPhases; steps++) {
    if (steps > maxPhases * 64) throw new Error('the clock did not advance through phases');
    for (const seat of driver.state.seats) {
      if (!seat.alive || seat.removed) continue;
      for (const offer of driver.available(seat.id)) {
        const command = choose(bot, seat.id, offer);
        // An offered command may still be refused by a ruleset's own checks; that is a value, not a bug.
        if (command && !driver.dispatch(command).ok) refused += 1;
        if (driver.state.result) break;
      }
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
  if (JSON.stringify(replay(driver.events)) !== JSON.stringify(driver.state)) throw new Error('replay(events) differs from the live state');
  return { seed, winners: driver.state.result ? [...driver.state.result.factions] : null, phases, refused };
}

export function simulate(ruleset: Ruleset, setup: SetupDefinition, games: number, seed: string, maxPhases: number): SimulationReport {
  const report: SimulationReport = { ruleset: ruleset.id, setup: setup.id, games, seed, wins: {}, draws: 0, unfinished: 0, averagePhases: 0, refused: 0, errors: [] };
  let totalPhases = 0;
  let played = 0;
  for (let game = 1; game <= games; game++) {
    const gameSeed = `${seed}:${game}`;
    try {
      const record = playGame(ruleset, setup, gameSeed, maxPhases);
      played += 1;
      totalPhases += record.phases;
      report.refused += record.refused;
      if (record.winners === null) report.unfinished += 1;
      else if (record.winners.length === 0) report.draws += 1;
      else for (const faction of record.winners) report.wins[faction] = (report.wins[faction] ?? 0) + 1;
    } catch (error) {
      report.errors.push({ game, seed: gameSeed, message: error instanceof Error ? error.message : String(error) });
    }
  }
  report.averagePhases = played === 0 ? 0 : Math.round((totalPhases / played) * 100) / 100;
  return report;
}

export function formatReport(report: SimulationReport): string {
  const pct = (n: number): string => `${((n / Math.max(1, report.games)) * 100).toFixed(1)}%`;
  const lines = [`simulate ${report.ruleset} / ${report.setup}: ${report.games} games, seed ${report.seed}`];
  const factions = Object.keys(report.wins).sort();
  lines.push(`wins: ${factions.length === 0 ? 'none' : factions.map((f) => `${f} ${pct(report.wins[f] ?? 0)} (${report.wins[f]})`).join(', ')}`);
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
      games: { type: 'string', default: '10' },
      seed: { type: 'string', default: 'simulate' },
      'max-phases': { type: 'string', default: '60' },
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
  const games = Number(values.games);
  const maxPhases = Number(values['max-phases']);
  if (!Number.isInteger(games) || games < 1) throw new UsageError(`--games must be a positive whole number, got "${values.games}"`);
  if (!Number.isInteger(maxPhases) || maxPhases < 1) throw new UsageError(`--max-phases must be a positive whole number, got "${values['max-phases']}"`);
  const report = simulate(ruleset, setup, games, values.seed, maxPhases);
  io.stdout(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return report.errors.length === 0 ? EXIT.ok : EXIT.failed;
}
