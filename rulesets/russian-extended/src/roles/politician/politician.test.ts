import { tallyPoll } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, STANDARD } from '../../../test/helpers';

/** The standard table with the politician in place of Red2 (POL-13: he may play the normal format too). */
const TABLE = STANDARD.map((row): [string, string, string?] => (row[0] === 'Red2' ? ['Pol', 'politician'] : row));

/** Day 2's lynch, with Doc elected mayor on day 1 (and Com his secretary) when `mayor` is set. */
function dayTwo(mayor: boolean): Game {
  const g = new Game(TABLE);
  if (mayor) {
    g.to('election');
    g.votes('election', { Com: 'Doc', Red1: 'Doc' });
  }
  g.night(1);
  g.morning();
  return g;
}

const totals = (g: Game, poll = 'lynch'): Record<string, number> => {
  const state = g.state.polls.find((p) => p.spec.id === poll);
  if (!state) throw new Error(`no poll ${poll}`);
  return Object.fromEntries(tallyPoll(state).totals.filter((t) => t.total !== 0).map((t) => [t.option, t.total]));
};

describe('Politician (POL-1..POL-13)', () => {
  it('POL-4: each supporter voting with him gets +1; he gets +1 per such pair (AMB-POL-1 ★: pairs of actual co-voters)', () => {
    const g = dayTwo(false);
    g.ok('Pol', 'support', ['Red1', 'Com']);
    g.to('lynch');
    g.votes('lynch', { Pol: 'Man', Red1: 'Man', Com: 'Man', Doc: 'Blk', Blo: 'Blk', Det: 'Blk', Inv: 'Blk', Act: 'Blk', Maf1: 'Red1', Maf2: 'Red1', Man: 'Red1', Blk: 'Red1' });
    g.closeStep();
    // Man: Red1 2 + Com 2 + Pol 1 + 1 = 6 against Blk's 5: without the support Blk would have died.
    expect(totals(g)).toEqual({ Man: 6, Blk: 5, Red1: 4 });
    expect(g.alive('Man')).toBe(false);
  });

  it('POL-4: a supporter voting elsewhere gets nothing, and one co-voter is no pair', () => {
    const g = dayTwo(false);
    g.ok('Pol', 'support', ['Red1', 'Com']);
    g.to('lynch');
    g.votes('lynch', { Pol: 'Man', Red1: 'Man', Com: 'Blk', Doc: 'Blk', Blo: 'Blk', Det: 'Maf1', Inv: 'Maf1', Act: 'Maf1', Maf1: 'Red1', Maf2: 'Red1', Man: 'Red1', Blk: 'Red1' });
    g.closeStep();
    expect(totals(g)).toEqual({ Man: 3, Blk: 3, Maf1: 3, Red1: 4 });
  });

  it('POL-3: the mayor voting with him gets the politician\'s own bonus (AMB-POL-2 ★: ⌊k/2⌋)', () => {
    const g = dayTwo(true);
    g.ok('Pol', 'support', ['Red1', 'Act']);
    g.to('lynch');
    g.votes('lynch', { Pol: 'Man', Red1: 'Man', Act: 'Man', Doc: 'Man', Blo: 'Blk', Man: 'Red1' });
    g.closeStep();
    expect(totals(g)['Man']).toBe(2 + 2 + 2 + 2);
  });

  it('POL-2: while the mayor holds the post and does not vote against him, the other votes against him weigh 0', () => {
    const g = dayTwo(true);
    g.to('lynch');
    g.votes('lynch', { Doc: 'Man', Det: 'Man', Maf1: 'Pol', Maf2: 'Pol', Man: 'Pol', Blk: 'Pol', Red1: 'Pol', Act: 'Pol' });
    g.closeStep();
    expect(g.alive('Pol')).toBe(true);
    expect(g.alive('Man')).toBe(false);
  });

  it('POL-2, AMB-POL-9: the mayor\'s own vote against him lifts the patronage and keeps its weight', () => {
    const g = dayTwo(true);
    g.to('lynch');
    g.votes('lynch', { Doc: 'Pol', Pol: 'Man', Maf1: 'Pol', Maf2: 'Pol' });
    g.closeStep();
    expect(totals(g)['Pol']).toBe(3);
  });

  it('POL-5 (AMB-POL-3 ★): L = 2; a lynched black he voted against raises it, a lynched red lowers it', () => {
    const g = dayTwo(false);
    expect(g.act('Pol', 'support', ['Red1', 'Com', 'Act'])).toMatchObject({ ok: false, rejection: { code: 'support-over-limit', params: { limit: 2 } } });
    g.lynch('Man');
    g.night(2);
    g.morning();
    g.ok('Pol', 'support', ['Red1', 'Com', 'Act']);
    g.lynch('Red1');
    g.night(3);
    g.morning();
    expect(g.act('Pol', 'support', ['Doc', 'Com', 'Act'])).toMatchObject({ ok: false, rejection: { code: 'support-over-limit', params: { limit: 2 } } });
  });

  it('POL-5d: a lynch moves L only "if the Politician personally voted against the lynched player"', () => {
    const g = dayTwo(false);
    g.to('lynch');
    for (const seat of g.state.seats.filter((s) => s.alive && s.id !== 'Pol' && s.id !== 'Man')) g.vote(seat.id, 'lynch', 'Man');
    g.vote('Pol', 'lynch', 'Red1');
    g.closeStep();
    expect(g.alive('Man')).toBe(false);
    g.night(2);
    g.morning();
    expect(g.act('Pol', 'support', ['Red1', 'Com', 'Act'])).toMatchObject({ ok: false, rejection: { code: 'support-over-limit', params: { limit: 2 } } });
  });

  it('POL-6, POL-11a: the shadow vertical protects another player only while a mayor holds the post', () => {
    const none = dayTwo(false);
    expect(none.act('Pol', 'shadow-vertical', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'no-mayor-in-post' } });
    const g = dayTwo(true);
    expect(g.act('Pol', 'shadow-vertical', ['Pol'])).toMatchObject({ ok: false, rejection: { code: 'self-target-forbidden' } });
    g.ok('Pol', 'shadow-vertical', ['Red1']);
    g.to('lynch');
    expect(g.lastPublic('day.shadow-vertical')).toEqual({ seat: 'Red1' });
    // V-8, V-6c: a vote for the protected player becomes an autovote.
    g.votes('lynch', { Maf1: 'Red1', Maf2: 'Red1', Man: 'Red1', Blk: 'Red1', Det: 'Blk', Inv: 'Blk' });
    g.closeStep();
    expect(g.alive('Red1')).toBe(true);
    expect(g.alive('Blk')).toBe(false);
  });

  it('POL-10: a politician elected mayor chooses no supporters and votes with ⌊L/2⌋ more', () => {
    const g = new Game(TABLE);
    g.to('election');
    g.votes('election', { Com: 'Pol', Red1: 'Pol' });
    g.night(1);
    g.morning();
    expect(g.act('Pol', 'support', ['Red1'])).toMatchObject({ ok: false, rejection: { code: 'mayor-needs-no-support' } });
    g.to('lynch');
    g.votes('lynch', { Pol: 'Man', Blo: 'Blk', Man: 'Blk' });
    g.closeStep();
    expect(totals(g)['Man']).toBe(2);
  });

  it('POL-7: he learns the roles, not the names, of his night visitors', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Doc', 'heal', ['Pol']);
    g.ok('Maf1', 'shoot', ['Pol']);
    g.morning();
    expect(g.results('Pol')).toContainEqual({ kind: 'visitor-roles', roles: ['doctor', 'mafia'] });
  });

  it('POL-7, l.115 item 17: he also notices the roles of those who made a move on themselves', () => {
    const g = new Game(TABLE);
    g.night(1);
    g.ok('Doc', 'heal', ['Doc']);
    g.morning();
    expect(g.results('Pol')).toContainEqual({ kind: 'self-mover-roles', roles: ['doctor'] });
    expect(g.results('Pol')).not.toContainEqual(expect.objectContaining({ kind: 'visitor-roles' }));
  });

  it('POL-11b: the politician-mayor\'s vertical on another player leaves his secretary conditionally protected', () => {
    const g = new Game(TABLE);
    g.to('election');
    g.votes('election', { Com: 'Pol', Red1: 'Pol' });
    g.night(1);
    g.morning();
    g.ok('Pol', 'vertical', ['Red1']);
    g.to('lynch');
    g.votes('lynch', { Maf1: 'Com', Maf2: 'Com', Man: 'Com', Blk: 'Com', Det: 'Man', Inv: 'Man' });
    g.closeStep();
    expect(g.alive('Com')).toBe(true);
    expect(g.alive('Man')).toBe(false);
  });

  it('POL-12: as mayor he takes a player under patronage for the night: checks on him give no information', () => {
    const g = new Game(TABLE);
    g.to('election');
    g.votes('election', { Com: 'Pol', Red1: 'Pol' });
    expect(new Game(TABLE).act('Pol', 'patronage', ['Red1'])).toMatchObject({ ok: false });
    g.to('evening');
    g.ok('Pol', 'patronage', ['Act']);
    g.night(1);
    g.ok('Com', 'check', ['Act']);
    g.morning();
    expect(g.lastPublic('morning.commissar')).toEqual({ outcome: 'no-info' });
    expect(g.results('Pol')).toContainEqual({ kind: 'patronage-visitors', target: 'Act', roles: ['commissar'] });
  });

  it('POL-12b: he sees the roles of the visitors even when the player under patronage is killed', () => {
    const g = new Game(TABLE);
    g.to('election');
    g.votes('election', { Com: 'Pol', Red1: 'Pol' });
    g.to('evening');
    g.ok('Pol', 'patronage', ['Act']);
    g.night(1);
    g.ok('Maf1', 'shoot', ['Act']);
    g.morning();
    expect(g.alive('Act')).toBe(false);
    expect(g.results('Pol')).toContainEqual({ kind: 'patronage-visitors', target: 'Act', roles: ['mafia'] });
  });

  it('POL-12a: without a post there is no patronage', () => {
    const g = new Game(TABLE);
    g.to('evening');
    expect(g.act('Pol', 'patronage', ['Act'])).toMatchObject({ ok: false, rejection: { code: 'patronage-needs-a-post' } });
  });
});
