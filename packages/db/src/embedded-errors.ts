/**
 * What a failed start of the embedded PostgreSQL means, from PostgreSQL's own words (issue #13:
 * a start failure must end the process with PostgreSQL's message and what to do). Pure: it reads
 * the captured log, so every mapping is unit-tested without breaking a real disk.
 */
export type StartFailureKind =
  | 'data-dir-in-use'
  | 'disk-full'
  | 'permissions'
  | 'not-a-directory'
  | 'port-in-use'
  | 'timeout'
  | 'unknown';

export interface StartFailure {
  kind: StartFailureKind;
  /** PostgreSQL's own lines (FATAL/ERROR/PANIC/HINT/DETAIL, initdb's errors), or the last log lines. */
  postgresMessage: string;
  /** What the operator should do. */
  advice: string;
}

const PATTERNS: ReadonlyArray<{ kind: StartFailureKind; test: RegExp }> = [
  { kind: 'disk-full', test: /No space left on device|ENOSPC|could not extend file|Disk quota exceeded/i },
  { kind: 'not-a-directory', test: /Not a directory|ENOTDIR|EEXIST: file already exists, mkdir|exists but is not a directory|is not a directory/i },
  { kind: 'port-in-use', test: /could not bind .*Address already in use|EADDRINUSE|could not create any TCP\/IP sockets/i },
  { kind: 'data-dir-in-use', test: /lock file "postmaster\.pid" already exists|Is another postmaster .* running/i },
  {
    kind: 'permissions',
    test: /Permission denied|EACCES|EPERM|has invalid permissions|has wrong ownership|must be owned by|could not change permissions|Operation not permitted/i,
  },
];

function advice(kind: StartFailureKind, dataDir: string, port: number): string {
  switch (kind) {
    case 'disk-full':
      return `The disk holding ${dataDir} is full. Free space on it (df -h "${dataDir}"), then start again.`;
    case 'not-a-directory':
      return `${dataDir} (or a folder above it) is a file, not a directory. Move that file away or set MAFIA_DATA_DIR to a directory.`;
    case 'port-in-use':
      return `Port ${port} on 127.0.0.1 is taken by another program. Stop it, or leave the port unset so a free one is picked.`;
    case 'data-dir-in-use':
      return `Another PostgreSQL is running on ${dataDir} and it is not an orphan of this server (its parent is alive). Stop the other server process first; two servers cannot share one data directory.`;
    case 'permissions':
      return `PostgreSQL cannot use ${dataDir}: it must be a directory owned by the user PostgreSQL runs as (as root: the "postgres" user) with mode 0700, and every folder above it must be traversable. Fix it with chown -R and chmod 700, then start again.`;
    case 'timeout':
      return `PostgreSQL neither became ready nor exited. Look at the log lines above; check the disk and ${dataDir}.`;
    case 'unknown':
      return `Read PostgreSQL's message above. To start from scratch (ALL GAMES LOST), delete ${dataDir}.`;
  }
}

/** PostgreSQL's meaningful lines from a start's log, or its last lines when none stand out. */
export function postgresLines(log: string): string {
  const lines = log
    .split('\n')
    .map((line) => line.replace(/^\[STDERR\]\s*/, '').trim())
    .filter((line) => line.length > 0);
  const meaningful = lines.filter((line) => /\b(FATAL|ERROR|PANIC|HINT|DETAIL)\b|\bLOG: +could not\b|^initdb: error|^initdb: hint|\bE[A-Z]+: /.test(line));
  return [...new Set(meaningful.length > 0 ? meaningful : lines.slice(-8))].join('\n');
}

export function diagnoseStartFailure(log: string, context: { dataDir: string; port: number; timedOut?: boolean }): StartFailure {
  const postgresMessage = postgresLines(log);
  const found = PATTERNS.find((pattern) => pattern.test.test(log));
  const kind: StartFailureKind = found?.kind ?? (context.timedOut ? 'timeout' : 'unknown');
  return { kind, postgresMessage, advice: advice(kind, context.dataDir, context.port) };
}

/** Thrown by `startEmbeddedPostgres` for every failed start; the message says all three things. */
export class EmbeddedPostgresStartError extends Error {
  readonly kind: StartFailureKind;
  readonly postgresMessage: string;
  readonly advice: string;

  constructor(failure: StartFailure, dataDir: string, port: number) {
    super(
      `embedded PostgreSQL failed to start in ${dataDir} on port ${port} (${failure.kind}).\n` +
        `PostgreSQL said:\n${failure.postgresMessage || '(nothing)'}\n` +
        `What to do: ${failure.advice}`,
    );
    this.name = 'EmbeddedPostgresStartError';
    this.kind = failure.kind;
    this.postgresMessage = failure.postgresMessage;
    this.advice = failure.advice;
  }

  static of(kind: StartFailureKind, message: string, dataDir: string, port: number): EmbeddedPostgresStartError {
    return new EmbeddedPostgresStartError({ kind, postgresMessage: message, advice: advice(kind, dataDir, port) }, dataDir, port);
  }
}
