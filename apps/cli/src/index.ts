export { main, USAGE } from './cli';
export { EXIT, type CliIo, type ExitCode } from './io';
export { expandScenarioPaths } from './paths';
export { playGame, simulate, type SimulationReport } from './commands/simulate';
export { STRATEGIES, type Strategy } from './balance/strategies';
