import { describe, it } from 'vitest';
import { methods, nightRows, table } from '../../../test/play';

describe.each(methods)('redirector, %s resolution', (resolution) => {
  it.each(
    nightRows('R:redirector Vig:vigilante RB:roleblocker', { resolution }, [
      { name: "moves the vigilante's shot", lines: ['R redirect Vig T2', 'Vig kill T1'], died: ['T2'] },
      { name: "moves the mafia's kill", lines: ['R redirect M1 T3', 'M1 factional-kill T1'], died: ['T3'] },
      { name: 'blocked, moves nothing', lines: ['R redirect Vig T2', 'Vig kill T1', 'RB block R'], died: ['T1'] },
      {
        name: 'redirects an investigation',
        seats: table('R:redirector Cop:cop'),
        lines: ['R redirect Cop M1', 'Cop investigate T1'],
        results: { Cop: [{ kind: 'investigation', target: 'M1', value: 'mafia' }] },
      },
    ]),
  )('$name', ({ run }) => run());
});
