import { describe, expect, it } from 'vitest';
import { russianExtended } from '../src';
import { Game, STANDARD } from './helpers';

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

// §7.1 SCH-3, SCH-4: the host waits for the night's moves at least until 00:00 and never past 08:00:
// the night is one step whose deadline is the host's setting, eight hours by default (00:00–08:00);
// SCH-7 (the results' time may change) is the host closing it earlier or later (`close-step`, the setting).
describe('the night window (part 4 §7.1, SCH-3, SCH-4, SCH-7)', () => {
  it('the night is one step lasting nightLength, eight hours by default', () => {
    expect(russianExtended.runtime.cycle.night.steps.map((s) => [s.id, s.duration])).toEqual([['actions', 'nightLength']]);
    const parsed = russianExtended.parseSettings({});
    expect(parsed.ok && parsed.settings['nightLength']).toBe(8 * 3_600_000);
  });

  it('D-2b: the lynch vote closes one hour after it opens; SCH-4: the night eight hours after it opens', () => {
    const g = new Game(STANDARD);
    g.night(1);
    expect((g.state.clock.deadline ?? 0) - g.state.clock.startedAt).toBe(8 * 3_600_000);
    g.morning();
    g.to('lynch');
    expect((g.state.clock.deadline ?? 0) - g.state.clock.startedAt).toBe(3_600_000);
  });
});
