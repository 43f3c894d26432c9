import { defineRole, kill } from '@mafia/ruleset-kit';

/** Gives the mafia's factional kill to a seat; the ability itself belongs to the faction. */
export const goon = defineRole({ id: 'goon', faction: 'mafia', abilities: [] });
/** One kill a night for the whole mafia (slot `kill`), sent by any member. */
export const factionalKill = kill({ id: 'factional-kill', factional: true, tag: 'factional-kill' });
