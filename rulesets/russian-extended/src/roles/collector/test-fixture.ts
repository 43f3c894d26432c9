/** The collector's unit tests' shared setup (collector.test.ts, collector-moves.test.ts). */
import { STANDARD } from '../../../test/helpers';

type Row = [string, string, string?];

/** The standard table with the Collector in Red1's seat. */
export const TABLE = STANDARD.map((row): Row => (row[0] === 'Red1' ? ['Col', 'collector'] : row));
/** The same table without the active citizen, who would take a role the Collector yields (r.14). */
export const WITHOUT_HEIR = TABLE.filter(([n]) => n !== 'Act');
