import { nightTable } from '@mafia/ruleset-kit';
import { describe, it } from 'vitest';
import { sandbox } from '../..';
import { table } from '../../../test/seats';

describe('roleblocker', () => {
  it.each(
    nightTable(sandbox, [
      { name: 'a blocked goon kills nobody', seats: table('M:goon RB:roleblocker'), lines: ['RB block M', 'M factional-kill V1'], died: [] },
      { name: 'an unblocked goon kills', seats: table('M:goon RB:roleblocker'), lines: ['M factional-kill V1'], died: ['V1'] },
    ]),
  )('$name', ({ run }) => run());
});
