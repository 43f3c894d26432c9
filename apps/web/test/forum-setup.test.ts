import { describe, expect, it } from 'vitest';
import { parsePhaseLines, parsePlayerLines, phaseLines } from '../src/lib/forum-setup';

describe("the forum game form's text (issue #23)", () => {
  it('reads players with aliases and roles, as the CLI setup file writes them', () => {
    const { players, problems } = parsePlayerLines('Noodle | Noods | goon\nplayer: Bad Ash | aliases: Ash\n\n# comment\nDredd\n|x');
    expect(players).toEqual([
      { name: 'Noodle', aliases: ['Noods'], role: 'goon' },
      { name: 'Bad Ash', aliases: ['Ash'] },
      { name: 'Dredd', aliases: [] },
    ]);
    expect(problems).toEqual([{ line: 6, code: 'player-shape' }]);
  });

  it('reads the timeline and writes it back the same way', () => {
    const text = 'day 1 | 2026-11-20T18:00Z | 2026-11-21T18:00Z\nphase: night 1 | 2026-11-21T18:00Z | 2026-11-22T06:00Z\nevening | x | y';
    const { phases, problems } = parsePhaseLines(text);
    expect(phases).toEqual([
      { kind: 'day', number: 1, startsAt: '2026-11-20T18:00Z', endsAt: '2026-11-21T18:00Z' },
      { kind: 'night', number: 1, startsAt: '2026-11-21T18:00Z', endsAt: '2026-11-22T06:00Z' },
    ]);
    expect(problems).toEqual([{ line: 3, code: 'phase-shape' }]);
    expect(parsePhaseLines(phaseLines(phases)).phases).toEqual(phases);
  });
});
