export { startServer, systemClock, type RunningServer, type ServerOptions } from './app';
export { readEnv, REPO_ROOT, type ServerEnv } from './env';
export { installedRulesets } from './rulesets';
export type { AppRouter, PostVoteOutcome } from '@mafia/api';
export { resumeGames, type ResumeOutcome } from './resume';
