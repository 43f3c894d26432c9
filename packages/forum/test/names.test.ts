import { describe, expect, it } from 'vitest';
import { matchAuthorName, matchPlayerName, normalizeName } from '../src';
import { cast } from './helpers';

describe('normalizeName: look-alike letters', () => {
  it('reads Cyrillic and Greek letters that print like Latin ones as those letters', () => {
    expect(normalizeName('Drеdd')).toBe('dredd'); // Cyrillic е
    expect(normalizeName('Bаd Аsh')).toBe('badash'); // Cyrillic а, А
    expect(normalizeName('Zarniwοοp')).toBe('zarniwoop'); // Greek omicrons
    expect(matchPlayerName('Drеdd', cast)).toEqual({ ok: true, player: 'dredd' });
  });

  it('keeps Russian names distinct from each other, ё and е alike', () => {
    expect(normalizeName('Вася')).not.toBe(normalizeName('Васа'));
    expect(normalizeName('Алёна')).toBe(normalizeName('Алена'));
  });
});

describe("matchAuthorName (the host's player list, never votes)", () => {
  const authors = ['Noodle', 'Bad Ash', 'Leopold Stotch', 'Leonardo', 'Pyrotechnician', 'Dredd'];

  it('matches case, spacing, look-alikes, then a unique prefix of three letters or more', () => {
    expect(matchAuthorName('leopold stotch', authors)).toEqual({ ok: true, author: 'Leopold Stotch' });
    expect(matchAuthorName('BadAsh', authors)).toEqual({ ok: true, author: 'Bad Ash' });
    expect(matchAuthorName('Drеdd', authors)).toEqual({ ok: true, author: 'Dredd' });
    expect(matchAuthorName('Pyro', authors)).toEqual({ ok: true, author: 'Pyrotechnician' });
  });

  it('refuses to guess between two authors or from two letters', () => {
    expect(matchAuthorName('Leo', authors)).toEqual({
      ok: false,
      code: 'ambiguous-name',
      candidates: ['Leopold Stotch', 'Leonardo'],
    });
    expect(matchAuthorName('Dr', authors)).toEqual({ ok: false, code: 'unknown-name', candidates: [] });
    expect(matchAuthorName('Caluin', authors)).toEqual({ ok: false, code: 'unknown-name', candidates: [] });
  });
});
