import { runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { russianExtended } from '..';
import { Game, STANDARD } from '../../test/helpers';

const notes = (g: Game): string[] => g.public('morning.note').map((p) => String(p['text']));

describe('Night notes (part 4 §7.2)', () => {
  it('NN-1, NN-2: a note sent at night is posted in the morning under the results, without its author', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Red1', 'note', [], { notes: [{ text: 'Я Комиссар, проверил Red2 — красный.' }] });
    g.morning();
    expect(g.state.notices.filter((n) => n.key === 'morning.note').map((n) => ({ audience: n.audience, params: n.params }))).toEqual([
      { audience: { to: 'public' }, params: { text: 'Я Комиссар, проверил Red2 — красный.' } },
    ]);
    const keys = g.state.notices.filter((n) => n.phase.kind === 'night').map((n) => n.key);
    expect(keys.indexOf('morning.note')).toBeGreaterThan(keys.indexOf('morning.deaths'));
  });

  it('no view but the host\'s and the author\'s shows who wrote a note, before or after the morning', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'note', [], { notes: [{ text: 'marker-42' }] });
    const seesAuthor = (viewer: string): boolean => g.view({ kind: 'seat', seat: viewer }).intents.some((i) => i.ability === 'note');
    expect(STANDARD.map(([name]) => name).filter(seesAuthor)).toEqual(['Maf1']);
    expect(g.view({ kind: 'spectator' }).intents).toEqual([]);
    g.morning();
    for (const [name] of STANDARD) {
      const view = g.view({ kind: 'seat', seat: name });
      const note = view.notices.find((n) => n.key === 'morning.note');
      expect(note?.params).toEqual({ text: 'marker-42' });
      expect(view.intents.some((i) => i.ability === 'note')).toBe(false);
    }
    expect(runConformance(russianExtended, [{ name: 'notes', events: g.events, state: g.state }])).toEqual([]);
  });

  it('NN-7: one player may send several notes; each is posted as from a different unknown sender', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Red1', 'note', [], { notes: [{ text: 'первая' }, { text: 'вторая' }] });
    g.ok('Red2', 'note', [], { notes: [{ text: 'третья' }] });
    g.morning();
    expect(notes(g).sort()).toEqual(['вторая', 'первая', 'третья']);
  });

  it.each([
    ['passed', 'Maf2', 'Чек прошел, и я красный.'],
    ['no-info', 'Doc', 'Информация не предоставляется — не верьте.'],
  ])('NN-4: variant notes follow the commissar\'s public line (%s)', (_line, target, posted) => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Com', 'check', [target]);
    if (target === 'Doc') g.ok('Doc', 'heal', ['Doc']);
    g.ok('Maf1', 'note', [], {
      notes: [
        {
          variants: [
            { if: { commissar: 'passed' }, text: 'Чек прошел, и я красный.' },
            { if: { commissar: 'no-info' }, text: 'Информация не предоставляется — не верьте.' },
          ],
        },
      ],
    });
    g.morning();
    expect(notes(g)).toEqual([posted]);
  });

  it('NN-5: a note is not posted when its veto condition holds; NN-6: "{dead}" names tonight\'s victims', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Red2', 'note', [], { notes: [{ text: 'Red1 — черный', unless: { died: 'Red1' } }, { text: 'Покойся с миром, {dead}.' }] });
    g.morning();
    expect(notes(g)).toEqual(['Покойся с миром, Red1.']);
  });

  it('NN-8: a note of a player killed that night is still posted; a dead player cannot write notes', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Red1', 'note', [], { notes: [{ text: 'Если я умру — это мафия.' }] });
    g.ok('Maf1', 'shoot', ['Red1']);
    g.morning();
    expect(notes(g)).toEqual(['Если я умру — это мафия.']);
    g.night(2);
    expect(g.act('Red1', 'note', [], { notes: [{ text: 'из могилы' }] })).toMatchObject({ ok: false });
  });

  it.each([
    [{}, 'note-malformed'],
    [{ notes: [] }, 'note-malformed'],
    [{ notes: [{ text: '   ' }] }, 'note-malformed'],
    [{ notes: [{ text: 'x', variants: [{ text: 'y' }] }] }, 'note-malformed'],
    [{ notes: [{ variants: [{ if: { detective: 'Red1' }, text: 'y' }] }] }, 'note-malformed'],
    [{ notes: [{ text: 'x', unless: { died: 'Nobody' } }] }, 'note-unknown-player'],
  ])('AMB-NN-1: %j is refused (%s): conditions read public morning facts only', (options, code) => {
    const g = new Game(STANDARD);
    g.night(1);
    expect(g.act('Red1', 'note', [], options)).toMatchObject({ ok: false, rejection: { code } });
  });
});
