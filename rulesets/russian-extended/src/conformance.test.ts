import { replay } from '@mafia/kernel';
import { runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { russianExtended } from '.';
import { Game } from '../test/helpers';

/** The extended table (EXT-1, EXT-2): 11 reds with the politician and two active citizens, 5 blacks. */
const EXTENDED: Array<[string, string, string?]> = [
  ['Doc', 'doctor'],
  ['Blo', 'blocker'],
  ['Com', 'commissar'],
  ['Det', 'detective'],
  ['Inv', 'investigator'],
  ['Act1', 'active-citizen'],
  ['Act2', 'active-citizen'],
  ['Pol', 'politician'],
  ['Red1', 'citizen'],
  ['Red2', 'citizen'],
  ['Red3', 'citizen'],
  ['Maf1', 'citizen', 'mafia'],
  ['Maf2', 'doctor', 'mafia'],
  ['Man', 'citizen', 'maniac'],
  ['Ww1', 'citizen', 'none'],
  ['Ww2', 'citizen', 'none'],
];

describe('an extended game with every part-1 move replays identically and leaks nothing', () => {
  it('notes, suicide, tracking and the role request, rumours, the politician as mayor with patronage', () => {
    const g = new Game(EXTENDED, { format: 'extended' });
    g.to('election');
    g.votes('election', { Com: 'Pol', Red1: 'Pol', Red2: 'Pol', Maf1: 'Doc' });
    g.to('evening');
    g.ok('Pol', 'patronage', ['Red3']);
    g.ok('Maf1', 'rumour', ['Red2']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1']);
    g.ok('Man', 'shoot', ['Red3']);
    g.ok('Det', 'detect', ['Maf1'], { mode: 'track' });
    g.ok('Com', 'check', ['Red3']);
    g.ok('Ww1', 'suicide', ['Red1'], { unless: 'survives' });
    g.ok('Red2', 'note', [], { notes: [{ text: 'Я красный.' }, { variants: [{ if: { commissar: 'failed' }, text: 'Комиссар, проверь еще раз.' }] }] });
    g.ok('Maf2', 'note', [], { notes: [{ text: 'Умерли: {dead}.', unless: { nobodyDied: true } }] });
    g.morning();
    expect(g.dead().sort()).toEqual(['Red1', 'Red3', 'Ww1']);
    expect(g.public('morning.note')).toHaveLength(3);
    g.ok('Pol', 'vertical', ['Det']);
    g.to('lynch');
    g.votes('lynch', { Pol: 'Man', Doc: 'Man', Com: 'Man', Maf1: 'Com', Maf2: 'Com' });
    g.closeStep();
    g.night(2);
    g.ok('Det', 'detect', [], { mode: 'request', role: 'commissar' });
    g.ok('Maf2', 'suicide', []);
    g.ok('Maf1', 'approve-suicide', ['Maf2']);
    g.ok('Doc', 'heal', ['Maf2']);
    g.morning();
    expect(g.alive('Maf2')).toBe(true);
    expect(JSON.stringify(replay(g.events))).toBe(JSON.stringify(g.state));
    expect(runConformance(russianExtended, [{ name: 'extended-part-1', events: g.events, state: g.state }])).toEqual([]);
  });
});
