/** Where a command writes, and where it resolves relative paths: injected so tests need no process. */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** The directory the user ran `pnpm mafia` in (pnpm runs scripts from the root: INIT_CWD). */
  cwd: string;
}

/** Exit codes: 0 ok, 1 failed expectations or errors, 2 usage. */
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class UsageError extends Error {
  override name = 'UsageError';
}
