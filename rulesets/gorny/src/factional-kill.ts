import { kill } from '@mafia/ruleset-kit';

/**
 * Seed 001, method 1: "Pyro targets Gorny for the Mafia NK"; "in the event of a lynch on Pyro ...
 * either Leo or Orphan becomes the hit man". One intent per faction per night: any living member
 * sends it, the last one sent wins, and the sender is the member who carries it out (visits).
 */
export const factionalKill = kill({ id: 'factional-kill', factional: true, tag: 'factional-kill', self: 'allowed' });
