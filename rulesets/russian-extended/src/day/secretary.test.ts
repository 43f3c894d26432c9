import type { AbilitySpec, Intent } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../test/helpers';
import { validateIntent } from '../validate';

const move = (actor: string, ability: string, targets: string[]): Intent => ({ id: 'probe', actor, ability, targets, phase: { kind: 'day', number: 2 } }) as unknown as Intent;
const spec = { targets: { count: 1 } } as unknown as AbilitySpec;

describe('the secretary\'s protection (part 4 §6.3)', () => {
  const g = new Game(STANDARD);
  g.to('election');
  g.votes('election', { Com: 'Doc', Red1: 'Doc', Red2: 'Doc' });
  g.closeStep();
  g.ok('Doc', 'appoint-secretary', ['Red2']);
  g.closeStep();

  // SE-2 (c): "she cannot be the target of the commissar, lawyer, inquisitor or journalist": none of
  // their moves, the lawyer's legal protection and the inquisitor's execution included.
  it.each(['check', 'compare', 'burn', 'execute', 'legal-protection'])('SE-2: %s at the secretary is refused', (ability) => {
    expect(validateIntent(g.state, move('Com', ability, ['Red2']), spec)).toEqual({ code: 'target-is-secretary' });
  });

  // SE-10: "no protection against the madman's move, the kamikaze, or the poisoner's poison";
  // AMB-SE-3: checkers the list does not name (the detective) may target her.
  it.each(['arson', 'kamikaze-suicide', 'poison', 'track'])('SE-10, AMB-SE-3: %s at the secretary is not refused for her post', (ability) => {
    expect(validateIntent(g.state, move('Com', ability, ['Red2']), spec)).toBeNull();
  });
});
