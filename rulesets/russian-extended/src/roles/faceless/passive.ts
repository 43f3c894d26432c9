// F.1 "a full block of his civilian role": a cut victim's passive civilian traits are off as well
// as his moves (reading FA-25, README): the immortal's spare life and link (IMM-1, IMM-10) and the
// kamikaze's retaliation (kamikaze r.1) ask here. The cut takes the night's first slot (FA-4), so
// the block holds from the night of the cut, before the morning adds the `cut` status.
import { roleState, type NightLog } from '../../night/book';
import { isCut, type Cut } from './cuts';

/** The night's cuts (one Faceless, so one at most), kept for the morning. */
export const cutsTonight = (log: NightLog): Cut[] => roleState<Cut[]>(log, 'faceless', () => []);

/** F.1: the seat's civilian role is blocked by a cut: an earlier one still in force, or tonight's. */
export const roleCutOff = (log: NightLog, seat: string): boolean => isCut(log.state, seat) || cutsTonight(log).some((c) => c.victim === seat);
