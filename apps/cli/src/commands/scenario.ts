import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkScenario, runScenarioFile, type RulesetSource, type ScenarioOutput } from '@mafia/scenario';
import { EXIT, UsageError, type CliIo, type ExitCode } from '../io';
import { display, expandScenarioPaths } from '../paths';

export const SCENARIO_USAGE = `Usage:
  mafia scenario run [--trace] FILE        print the outcome as JSON (--trace: the nights explained)
  mafia scenario check FILE|DIR|GLOB...    check expectations; prints "N passed, M failed"`;

export function scenarioCommand(args: string[], io: CliIo, rulesets: RulesetSource): ExitCode {
  const [sub, ...rest] = args;
  if (sub === 'run') return run(rest, io, rulesets);
  if (sub === 'check') return check(rest, io, rulesets);
  throw new UsageError(sub === undefined ? 'missing scenario subcommand' : `unknown scenario subcommand "${sub}"`);
}

function run(args: string[], io: CliIo, rulesets: RulesetSource): ExitCode {
  const { values, positionals } = parseArgs({ args, options: { trace: { type: 'boolean', default: false } }, allowPositionals: true });
  if (positionals.length !== 1) throw new UsageError('scenario run takes exactly one FILE');
  const path = resolve(io.cwd, positionals[0] as string);
  const shown = display(path, io.cwd);
  if (!existsSync(path)) {
    io.stderr(`${shown}: no such file\n`);
    return EXIT.failed;
  }
  let result: ReturnType<typeof runScenarioFile>;
  try {
    result = runScenarioFile(path, rulesets);
  } catch (error) {
    io.stderr(`${shown}: engine error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.failed;
  }
  if (!result.ok) {
    for (const problem of result.problems) io.stderr(`${shown}: ${problem}\n`);
    return EXIT.failed;
  }
  io.stdout(values.trace ? explainRun(result.run.output) : `${JSON.stringify(result.run.output, null, 2)}\n`);
  return EXIT.ok;
}

/** `--trace`: each phase with its deaths and eliminations, the wills read out, and each night's explanation. */
export function explainRun(output: ScenarioOutput): string {
  const lines = [`${output.name} (${output.ruleset}, seed ${output.seed})`];
  const list = (names: string[]): string => (names.length === 0 ? 'nobody' : names.join(', '));
  const readOut = new Set<string>();
  for (const phase of output.phases) {
    lines.push('', `== ${phase.phase}${phase.index === null ? ' (no entries)' : ''} ==`);
    if (phase.trace.length > 0) lines.push(...phase.trace.map((line) => `  ${line}`));
    else if (phase.phase.startsWith('night')) lines.push('  no move took effect tonight (no accepted intent, or none that acted)');
    if (phase.eliminated.length > 0) lines.push(`  eliminated by vote: ${list(phase.eliminated)}`);
    lines.push(`  died: ${list(phase.deaths)}`);
    // A will is read out once, in the phase its author is eliminated.
    for (const [player, will] of Object.entries(phase.wills)) {
      if (!will.revealed || readOut.has(player)) continue;
      readOut.add(player);
      lines.push(`  will of ${player}: ${JSON.stringify(will.text)}`);
    }
    for (const [player, results] of Object.entries(phase.results)) {
      for (const result of results) lines.push(`  result for ${player}: ${JSON.stringify(result)}`);
    }
    for (const rejection of phase.rejections) {
      lines.push(`  rejected ${rejection.entry}: ${rejection.reason}${rejection.expected ? ' (expected)' : ''}`);
    }
  }
  const result = output.result;
  lines.push('', result ? `result: ${result.factions.length === 0 ? 'draw' : result.factions.join(' + ')} (${result.reason})` : 'result: the game goes on');
  for (const problem of output.problems) lines.push(`problem: ${problem}`);
  return `${lines.join('\n')}\n`;
}

function check(args: string[], io: CliIo, rulesets: RulesetSource): ExitCode {
  const { positionals } = parseArgs({ args, options: {}, allowPositionals: true });
  if (positionals.length === 0) throw new UsageError('scenario check needs at least one FILE, DIR or GLOB');
  const files = expandScenarioPaths(positionals, io.cwd);
  if (files.length === 0) throw new UsageError(`no scenario files match ${positionals.join(' ')}`);
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    const shown = display(file, io.cwd);
    const failures = existsSync(file) ? checkScenario(file, rulesets).failures : ['no such file'];
    for (const failure of failures) io.stdout(`${shown}: ${failure}\n`);
    if (failures.length === 0) passed += 1;
    else failed += 1;
  }
  io.stdout(`${passed} passed, ${failed} failed\n`);
  return failed === 0 ? EXIT.ok : EXIT.failed;
}
