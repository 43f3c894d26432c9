import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with Red1 as the Phantom; nobody is elected on day 1, so day 2 offers the hunt (WH-C1). */
const TABLE = STANDARD.map(([name, role, negative]): [string, string, string?] => (name === 'Red1' ? ['Phan', 'phantom'] : [name, role, negative]));

/** Night 1 kills Red2 (a phantom-effect voter on day 2); day 2's approval gets `yes` from these seats. */
function approval(yes: string[]): Game {
  const g = new Game(TABLE);
  g.night(1);
  g.ok('Maf1', 'shoot', ['Red2'], { insurance: 'off' });
  g.to('hunt-approval');
  for (const seat of yes) g.vote(seat, 'hunt-approval', 'yes');
  return g;
}

describe('WH-C3b with the Phantom: phantoms are not counted in the hunt approval', () => {
  it('a phantom-effect player may not approve (he is no main player)', () => {
    const g = approval([]);
    expect(g.vote('Red2', 'hunt-approval', 'yes')).toMatchObject({ ok: false, rejection: { code: 'voter-not-alive' } });
  });

  it('the base is the eleven living players: five approvals are short, six pass (2A ≥ N)', () => {
    const five = approval(['Doc', 'Blo', 'Com', 'Det', 'Inv']);
    five.closeStep();
    expect(five.lastPublic('day.hunt-refused')).toEqual({});
    const six = approval(['Doc', 'Blo', 'Com', 'Det', 'Inv', 'Act']);
    six.closeStep();
    expect(six.lastPublic('day.hunt-approved')).toEqual({});
  });
});
