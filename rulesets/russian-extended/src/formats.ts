import type { SetupDefinition, SetupSeat } from '@mafia/ruleset-kit';
import { BLACK, RED } from './model';
import { DRAWN_SETUPS } from './drawn-setups';

const red = (role: string): SetupSeat => ({ role, faction: RED });
const black = (negative: string, role = 'citizen'): SetupSeat => ({ role, faction: BLACK, attributes: { negative } });

/**
 * The standard format: 12 main players, 8 red and 4 black (part 4 §3.1, derived from l.64 and
 * l.131). Reds hold the six basic civilian roles plus two others; every black holds a civilian role
 * too (N.0). Until the additional civilian roles and the werewolves arrive, the other civilian roles
 * are plain `citizen` and the werewolf slot is a black with no negative move (`negative: none`).
 */
export const standard: SetupDefinition = {
  id: 'standard',
  seats: [
    red('doctor'),
    red('blocker'),
    red('commissar'),
    red('detective'),
    red('investigator'),
    red('active-citizen'),
    red('citizen'),
    red('citizen'),
    black('mafia'),
    black('mafia'),
    black('maniac'),
    black('none'),
  ],
  settings: { format: 'standard' },
};

/**
 * The extended format (EXT-1, EXT-2): 16 main players, 11 red and 5 black; the politician and a
 * second active citizen join the six basic roles; the fifth black is a second werewolf slot.
 */
export const extended: SetupDefinition = {
  id: 'extended',
  seats: [
    red('doctor'),
    red('blocker'),
    red('commissar'),
    red('detective'),
    red('investigator'),
    red('active-citizen'),
    red('active-citizen'),
    red('politician'),
    red('citizen'),
    red('citizen'),
    red('citizen'),
    black('mafia'),
    black('mafia'),
    black('maniac'),
    black('none'),
    black('none'),
  ],
  settings: { format: 'extended' },
};

/** The fixed lists above, then the drawn ones (`drawn-setups.ts`, issue #17). */
export const FORMATS = [standard, extended, ...DRAWN_SETUPS];
