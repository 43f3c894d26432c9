import { defineRole, watch } from '@mafia/ruleset-kit';

/** The tracker's mirror image (RAR rule 3): who visited the target. */
export const watcher = defineRole({ id: 'watcher', faction: 'town', abilities: [watch({ self: 'allowed' })] });
