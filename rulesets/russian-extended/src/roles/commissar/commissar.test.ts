import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

describe('Commissar (L6) and the checks correction (L15)', () => {
  it('COM-3: a passed check is public; the colour goes by PM to him and to the investigator (INV-1)', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Com', 'check', ['Maf1']);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'passed' });
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Maf1', colour: 'black' });
    expect(g.results('Inv')).toContainEqual({ kind: 'copied-check', target: 'Maf1', colour: 'black' });
    expect(g.results('Red1')).toEqual([]);
  });

  it.each([
    { extra: { who: 'Doc', ability: 'heal', targets: ['Red1'] }, outcome: 'no-info', rule: 'COM-5: same target as the doctor' },
    { extra: { who: 'Blo', ability: 'block', targets: ['Red1'], options: { mode: 'protect' } }, outcome: 'no-info', rule: 'COM-5: same target as the blocker' },
    { extra: { who: 'Maf1', ability: 'shoot', targets: ['Red1'] }, outcome: 'failed', rule: 'COM-4: the target was killed that night' },
    { extra: { who: 'Blo', ability: 'block', targets: ['Com'], options: { mode: 'arrest' } }, outcome: 'failed', rule: 'COM-4: the commissar was blocked' },
  ])('$rule → $outcome', ({ extra, outcome }) => {
    const g = new Game(STANDARD);
    g.night(1);
    g.ok('Com', 'check', ['Red1']);
    g.ok(extra.who, extra.ability, extra.targets, extra.options);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome });
    expect(g.results('Com').filter((r) => r['kind'] === 'check')).toEqual([]);
  });

  it('COM-4: a skipped check "did not pass"', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'failed' });
  });

  it('COM-5 / POL-9: a check of the politician: "information not provided"', () => {
    const g = new Game([...STANDARD.slice(0, 7), ['Pol', 'politician'], ...STANDARD.slice(8)]);
    g.night(1);
    g.ok('Com', 'check', ['Pol']);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'no-info' });
  });

  it('CHK-1, CHK-6 (§3.6 edge cases 1–2): rumours make a red check black; verification the next evening gives red and costs the night move', () => {
    const g = new Game(STANDARD);
    g.night(1);
    g.morning();
    g.to('evening');
    expect(g.act('Maf1', 'rumour', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'not-your-night' } });
    g.ok('Man', 'rumour', ['Red1']);
    g.night(2);
    g.ok('Com', 'check', ['Red1']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Red1', colour: 'black' });
    g.lynch('Red2');
    g.to('evening');
    g.ok('Com', 'verify', ['Red1']);
    g.night(3);
    expect(g.act('Com', 'check', ['Det'])).toMatchObject({ ok: false, rejection: { code: 'no-move-after-verification' } });
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'verification', target: 'Red1', colour: 'red' });
  });

  it('CHK-4: one rumour per night; CHK-8: a self-check never shows black', () => {
    const g = new Game([
      ['Com', 'commissar', 'mafia'],
      ['Maf2', 'citizen', 'mafia'],
      ['Red1', 'citizen'],
      ['Red2', 'citizen'],
      ['Red3', 'citizen'],
      ['Red4', 'citizen'],
      ['Man', 'citizen', 'maniac'],
    ]);
    g.to('evening');
    g.ok('Maf2', 'rumour', ['Red1']);
    expect(g.act('Com', 'rumour', ['Red2'])).toMatchObject({ ok: false, rejection: { code: 'one-rumour-per-night' } });
    g.night(1);
    g.ok('Com', 'check', ['Com']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Com', colour: 'red' });
  });
});
