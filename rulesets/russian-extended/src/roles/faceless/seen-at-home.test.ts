import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

/** The standard twelve with two Homeless and a Hero among the reds, and the Faceless (F.30). */
function table(): Game {
  const rows: Array<[string, string, string?]> = STANDARD.map(([name, role, negative]) =>
    name === 'Red1' ? ['Hero', 'hero'] : name === 'Red2' ? ['Hom', 'homeless'] : name === 'Act' ? ['Hom2', 'homeless'] : [name, role, negative],
  );
  const grey: SeatSetup = { id: 'Fac', name: 'Fac', role: 'citizen', faction: 'grey', modifiers: [], attributes: {} };
  return new Game([], {}, 'faceless-seen', [...seats(rows), grey]);
}
const watched = (g: Game, seat: string) => g.results(seat).find((r) => r['kind'] === 'watch');

describe('F.23: passive trackers at the victim\'s home notice the cut (part 3 §2.3, l.64 r.6; reading F.23 A1 ★)', () => {
  it('F.23: the Homeless watching the victim\'s house sees the Faceless come; l.25: the detective following the Faceless and a watch of the Faceless\'s house do not see him go out', () => {
    const g = table();
    g.night(1);
    g.ok('Fac', 'cut', ['Doc', 'Com']);
    g.ok('Hom', 'watch', ['Doc']);
    g.ok('Hom2', 'watch', ['Fac']);
    g.ok('Det', 'detect', ['Fac'], { mode: 'track' });
    g.morning();
    expect(watched(g, 'Hom')).toMatchObject({ target: 'Doc', visitors: ['Fac'] });
    // The detective's track is a visit to the Faceless's house; the Faceless himself is not seen going out.
    expect(watched(g, 'Hom2')).toMatchObject({ target: 'Fac', visitors: ['Det'], left: false });
    expect(g.results('Det')).toContainEqual({ kind: 'track', target: 'Fac', visited: [] });
  });

  it('F.1 (reading FA-25): the cut victim\'s own passive seeing is blocked that night: a Hero cut tonight learns no visitors; uncut, he does (hero r.14)', () => {
    const g = table();
    g.night(1);
    g.ok('Fac', 'cut', ['Hero', 'Com']);
    g.ok('Hom', 'watch', ['Hero']);
    g.morning();
    expect(g.results('Hero').filter((r) => r['kind'] === 'visitors')).toEqual([]);
    const h = table();
    h.night(1);
    h.ok('Fac', 'cut', ['Doc', 'Com']);
    h.ok('Hom', 'watch', ['Hero']);
    h.morning();
    expect(h.results('Hero')).toContainEqual({ kind: 'visitors', seats: ['Hom'] });
  });
});
