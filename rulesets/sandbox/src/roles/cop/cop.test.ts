import { nightTable } from '@mafia/ruleset-kit';
import { describe, it } from 'vitest';
import { sandbox } from '../..';
import { table } from '../../../test/seats';

describe('cop', () => {
  it.each(
    nightTable(sandbox, [
      { name: 'learns that a goon is mafia', seats: table('M:goon C:cop'), lines: ['C investigate M'], results: { C: [{ kind: 'investigation', target: 'M', value: 'mafia' }] } },
      { name: 'learns that a villager is not', seats: table('M:goon C:cop'), lines: ['C investigate V1'], results: { C: [{ kind: 'investigation', target: 'V1', value: 'not-mafia' }] } },
      { name: 'a blocked cop learns nothing', seats: table('M:goon C:cop RB:roleblocker'), lines: ['RB block C', 'C investigate M'], results: { C: [] } },
    ]),
  )('$name', ({ run }) => run());
});
