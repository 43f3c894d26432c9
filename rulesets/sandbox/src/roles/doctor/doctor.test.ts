import { nightTable } from '@mafia/ruleset-kit';
import { describe, it } from 'vitest';
import { sandbox } from '../..';
import { table } from '../../../test/seats';

describe('doctor', () => {
  it.each(
    nightTable(sandbox, [
      { name: 'the protected player survives the kill', seats: table('M:goon Doc:doctor'), lines: ['M factional-kill V1', 'Doc protect V1'], died: [] },
      { name: 'no self-protection', seats: table('M:goon Doc:doctor'), lines: ['Doc protect Doc'], rejected: { 'Doc protect Doc': 'self-target-forbidden' } },
      { name: 'simple method: a blocked doctor protects nobody', seats: table('M:goon Doc:doctor RB:roleblocker'), settings: { resolution: 'simple' }, lines: ['RB block Doc', 'Doc protect V1', 'M factional-kill V1'], died: ['V1'] },
    ]),
  )('$name', ({ run }) => run());
});
