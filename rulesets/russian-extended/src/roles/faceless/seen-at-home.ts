// F.23 (part 3 §2.3, l.64 r.6): "when a face is cut, roles that passively track night visitors at
// the victim's home may notice it". Reading **F.23 A1 ★** (FA-10, README): whoever watches the
// victim's house that night (the Homeless's watch, a copied or an undead's watch, the politician's
// patronage of the victim) sees the Faceless among the house's visitors; l.25's "Faceless cuts are
// not tracked" keeps the cut out of what follows the Faceless himself (the detective's track of
// him, a watch of his own house: he is not seen going out). The victim's own passive traits are
// blocked by the cut itself (F.1, reading FA-25), so he notices nothing.
import type { NightLog } from '../../night/book';
import { cutsTonight } from './passive';

/** The Faceless who cut `house` tonight (one at most). */
export const cutVisitorsAt = (log: NightLog, house: string): string[] => cutsTonight(log).filter((c) => c.victim === house).map((c) => c.faceless);

/** `visitors` of a watched house with tonight's cutter added (F.23), sorted and without repeats. */
export const withCutVisitors = (log: NightLog, house: string, visitors: readonly string[]): string[] => [...new Set([...visitors, ...cutVisitorsAt(log, house)])].sort();
