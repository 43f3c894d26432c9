import { describe, expect, it } from 'vitest';
import { Game } from '../../../test/helpers';

/** Nine reds, one plain black and the Poisoner (a werewolf). */
const TABLE: Array<[string, string, string?]> = [
  ['Doc', 'doctor'],
  ['Blo', 'blocker'],
  ['Com', 'commissar'],
  ['Det', 'detective'],
  ['Inv', 'investigator'],
  ['Act', 'active-citizen'],
  ['Red1', 'citizen'],
  ['Red2', 'citizen'],
  ['Red3', 'citizen'],
  ['Red4', 'citizen'],
  ['Blk', 'citizen', 'none'],
  ['Poi', 'citizen', 'poisoner'],
];

describe('CHK-3: a werewolf may blacken only once he holds the killer shot of his negative role', () => {
  it('the Poisoner is refused while another black lives, and blackens once he took the gun (poisoner r.11)', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Poi', 'rumour', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-rumour-move' } });
    g.night(1);
    g.morning();
    g.lynch('Blk');
    g.to('evening');
    g.ok('Poi', 'rumour', ['Red1']);
    g.night(2);
    g.ok('Com', 'check', ['Red1']);
    g.morning();
    expect(g.results('Com')).toContainEqual({ kind: 'check', target: 'Red1', colour: 'black' });
  });

  it('DET-18: the Joker with the gun blackens as the Joker; the detective tells his blackening apart', () => {
    const g = new Game(TABLE.map((row): [string, string, string?] => (row[0] === 'Poi' ? ['Jok', 'citizen', 'joker'] : row)));
    g.night(1);
    g.morning();
    g.lynch('Blk');
    g.to('evening');
    g.ok('Jok', 'rumour', ['Red1']);
    g.night(2);
    g.ok('Det', 'detect', ['Red1'], { mode: 'track' });
    g.morning();
    expect(g.results('Det')).toContainEqual({ kind: 'blackening', target: 'Red1', side: 'joker' });
  });
});
