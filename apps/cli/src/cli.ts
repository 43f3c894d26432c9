import { getRuleset, registry, rulesetIds } from '@mafia/rulesets';
import { forumCommand, FORUM_USAGE } from './commands/forum';
import { i18nCommand, I18N_USAGE } from './commands/i18n';
import { newCommand, NEW_USAGE } from './commands/new';
import { scenarioCommand, SCENARIO_USAGE } from './commands/scenario';
import { simulateCommand, SIMULATE_USAGE } from './commands/simulate';
import { EXIT, UsageError, type CliIo, type ExitCode } from './io';

export const USAGE = `mafia — scenario files, forum vote counts, simulations, translation status and new rulesets

${SCENARIO_USAGE}

${FORUM_USAGE}

${SIMULATE_USAGE}

${I18N_USAGE}

${NEW_USAGE}

Exit status: 0 ok, 1 failed expectations or errors, 2 usage.
`;

/** The whole CLI as a function of its arguments and IO, so tests call it without a process. */
export function main(argv: readonly string[], io: CliIo): ExitCode {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'scenario':
        return scenarioCommand(rest, io, registry);
      case 'forum':
        return forumCommand(rest, io);
      case 'i18n':
        return i18nCommand(rest, io);
      case 'new':
        return newCommand(rest, io);
      case 'simulate':
        return simulateCommand(rest, io, getRuleset, rulesetIds());
      case 'help':
      case '--help':
      case '-h':
        io.stdout(USAGE);
        return EXIT.ok;
      default:
        throw new UsageError(command === undefined ? 'missing command' : `unknown command "${command}"`);
    }
  } catch (error) {
    // node:util parseArgs signals unknown options with a TypeError carrying this code.
    const code = (error as { code?: string }).code;
    if (error instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))) {
      io.stderr(`mafia: ${(error as Error).message}\n\n${USAGE}`);
      return EXIT.usage;
    }
    throw error;
  }
}
