import { nightTable } from '@mafia/ruleset-kit';
import { describe, it } from 'vitest';
import { gorny } from '../..';
import { methods, startAtNight, table } from '../../../test/play';

describe.each(methods)('redirector, %s resolution', (resolution) => {
  const seats = table('R:redirector Vig:vigilante RB:roleblocker');
  const settings = startAtNight({ resolution });
  it.each(
    nightTable(gorny, [
      { name: "moves the vigilante's shot", seats, settings, lines: ['R redirect Vig T2', 'Vig kill T1'], died: ['T2'] },
      { name: "moves the mafia's kill", seats, settings, lines: ['R redirect M1 T3', 'M1 factional-kill T1'], died: ['T3'] },
      { name: 'blocked, moves nothing', seats, settings, lines: ['R redirect Vig T2', 'Vig kill T1', 'RB block R'], died: ['T1'] },
      {
        name: 'redirects an investigation',
        seats: table('R:redirector Cop:cop'),
        settings,
        lines: ['R redirect Cop M1', 'Cop investigate T1'],
        results: { Cop: [{ kind: 'investigation', target: 'M1', value: 'mafia' }] },
      },
    ]),
  )('$name', ({ run }) => run());
});
