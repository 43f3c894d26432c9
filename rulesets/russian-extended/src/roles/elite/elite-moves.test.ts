import type { SeatSetup } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { Game, seats, STANDARD } from '../../../test/helpers';

const elite = (id: string, attributes: Record<string, string>, faction = 'red'): SeatSetup => ({ id, name: id, role: 'citizen', faction, modifiers: [], attributes });
const game = (): Game =>
  new Game([], {}, 'elite-moves', [
    ...seats(STANDARD),
    elite('Agt', { elite: 'agent', proxy: 'Red1' }, 'black'),
    elite('Mas', { elite: 'mason' }, 'black'),
    elite('Ser', { elite: 'servant', master: 'Doc' }),
  ]);
const notice = (g: Game, seat: string, key: string) => g.state.notices.find((n) => n.key === key && n.audience.to === 'seat' && 'seat' in n.audience && n.audience.seat === seat)?.params;

describe('Elite roles: open roles, proxies, the servant\'s votes (part 4 §2)', () => {
  it('AG-4, MA-4, SV-4: each elite role is announced at the start, the servant with his master; no team is shown', () => {
    const g = game();
    expect(g.lastPublic('day.elite-open-agent')).toEqual({ seat: 'Agt', elite: 'agent' });
    expect(g.lastPublic('day.elite-open-mason')).toEqual({ seat: 'Mas', elite: 'mason' });
    expect(g.lastPublic('day.elite-open-servant')).toEqual({ seat: 'Ser', elite: 'servant', master: 'Doc' });
    expect(g.state.data['elite-roles']?.value).toHaveLength(3);
  });

  it('SV-3d: a master passes his vote: the vote start states it; the servant votes in his place, the master may not', () => {
    const g = game();
    g.night(1);
    g.morning();
    g.ok('Doc', 'pass-vote', ['Ser']);
    expect(g.act('Blo', 'pass-vote', ['Ser'])).toMatchObject({ ok: false, rejection: { code: 'not-your-servant' } });
    g.to('lynch');
    expect(g.lastPublic('day.vote-passed')).toEqual({ master: 'Doc', servant: 'Ser' });
    expect(g.vote('Doc', 'lynch', 'Maf1')).toMatchObject({ ok: false });
    expect(g.vote('Ser', 'lynch', 'Maf1')).toMatchObject({ ok: true });
  });

  it('SV-3b: the servant\'s PM vote counts as his absent master\'s ballot; refused once the master voted (`master-voted`)', () => {
    const g = game();
    g.night(1);
    g.morning();
    g.to('lynch');
    g.ok('Ser', 'proxy-vote', ['Maf2']);
    expect(g.act('Red1', 'proxy-vote', ['Maf2'])).toMatchObject({ ok: false, rejection: { code: 'not-a-servant' } });
    g.closeStep();
    const poll = g.state.polls.find((p) => p.spec.id === 'lynch');
    expect(poll?.ballots.find((b) => b.voter === 'Doc')?.targets).toEqual(['Maf2']);
    const h = game();
    h.night(1);
    h.morning();
    h.to('lynch');
    h.vote('Doc', 'lynch', 'Maf1');
    expect(h.act('Ser', 'proxy-vote', ['Maf2'])).toMatchObject({ ok: false, rejection: { code: 'master-voted' } });
  });

  it('AG-10: an agent with a proxy learns the proxy\'s team when he dies at night; credited with that side at the end (SC-2)', () => {
    const g = game();
    g.night(1);
    g.ok('Maf1', 'shoot', ['Red1'], { insurance: 'off' });
    g.morning();
    expect(g.alive('Red1')).toBe(false);
    expect(notice(g, 'Agt', 'pm.proxy-team')).toEqual({ seat: 'Red1', team: 'red' });
    expect(notice(g, 'Mas', 'pm.proxy-team')).toBeUndefined();
    for (const seat of ['Maf1', 'Maf2', 'Man', 'Blk']) g.dispatch({ type: 'modkill', seat, reason: 'test' });
    // The reds win; the agent's seat is black but he named a red: he wins with them; the black mason does not.
    expect(g.state.result).toMatchObject({ factions: ['red'] });
    expect(g.state.result?.seats).toContain('Agt');
    expect(g.state.result?.seats).not.toContain('Mas');
  });

  it('AG-10 (AMB-AG-3): an agent with a proxy leaves on day 3 with his side hidden', () => {
    const g = game();
    g.lynch('Red1');
    g.lynch('Red2');
    g.to('evening');
    expect(g.alive('Agt')).toBe(false);
    expect(g.lastPublic('day.agent-left-hidden')).toEqual({ seat: 'Agt' });
    expect(g.lastPublic('day.agent-left')).toBeUndefined();
  });
});
