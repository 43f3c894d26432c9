/**
 * The night glue attaches the resolver's trace to the host notice `notices.night-trace`; tools that
 * only depend on the kit (the scenario runner, the CLI) render it with the resolver's `explain`.
 */
export { explain } from '@mafia/resolver';
export type { TraceEntry } from '@mafia/resolver';
