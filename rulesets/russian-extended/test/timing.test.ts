import { describe, expect, it } from 'vitest';
import { russianExtended } from '../src';

// AMB-D-2 ★: a second round and a revote each get their own window, as long as the first round.
describe('vote windows (part 4 §5, AMB-D-2)', () => {
  const steps = russianExtended.runtime.cycle.day.steps;
  const duration = (id: string) => steps.find((s) => s.id === id)?.duration;

  it.each(['election', 'election-runoff', 'hunt', 'lynch', 'revote'])('%s lasts voteLength', (id) => {
    expect(duration(id)).toBe('voteLength');
  });

  it('defaults voteLength to the one hour of the first round (D-2b)', () => {
    const parsed = russianExtended.parseSettings({});
    expect(parsed.ok && parsed.settings['voteLength']).toBe(3_600_000);
  });
});
