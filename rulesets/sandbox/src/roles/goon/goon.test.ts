import { nightTable } from '@mafia/ruleset-kit';
import { describe, it } from 'vitest';
import { sandbox } from '../..';
import { table } from '../../../test/seats';

describe('goon (the factional kill)', () => {
  it.each(
    nightTable(sandbox, [
      { name: 'the kill lands', seats: table('M:goon'), lines: ['M factional-kill V1'], died: ['V1'] },
      { name: 'a villager cannot send the mafia kill', seats: table('M:goon'), lines: ['V1 factional-kill V2'], rejected: { 'V1 factional-kill V2': 'unknown-ability' }, died: [] },
    ]),
  )('$name', ({ run }) => run());
});
