import { describe, expect, it } from 'vitest';
import { renderLockedCount, renderNightResults, renderReveal, renderRolePm } from '../src';
import { t } from './english';

describe("The host's posts of a forum-hosted game (issue #23)", () => {
  it('the count at the lock (seed 001 rule 7) is the tally under a headline naming the locked player', () => {
    expect(renderLockedCount({ day: 2, target: 'Dredd', tally: '[b]Vote Tally, Day 2[/b]' }, t)).toBe('[b]Day 2: the vote is locked on Dredd[/b]\n[b]Vote Tally, Day 2[/b]');
  });

  it('the morning post names each death with the revealed role, or says nobody died', () => {
    expect(renderNightResults({ night: 1, deaths: [{ name: 'Zarniwoop', role: 'Vanilla Townie', faction: 'Town' }, { name: 'Noodle' }] }, t)).toBe(
      '[b]Night 1 is over[/b]\n[b]Zarniwoop[/b] was found dead — Vanilla Townie (Town).\n[b]Noodle[/b] was found dead.',
    );
    expect(renderNightResults({ night: 3, deaths: [], announcements: ['The cop was roleblocked.'] }, t)).toBe('[b]Night 3 is over[/b]\nNobody died in the night.\nThe cop was roleblocked.');
  });

  it('a role PM (seed 001 rule 17) gives role, faction, the role text and the team only when there is one', () => {
    const pm = renderRolePm({ player: 'Noodle', role: 'Mafia Goon', faction: 'Mafia', roleText: 'You have no power of your own.', team: ['Bad Ash'] }, t);
    expect(pm.split('\n')).toEqual(['[b]Role PM for Noodle[/b]', 'You are [b]Mafia Goon[/b] (Mafia).', 'You have no power of your own.', 'Your team: Bad Ash.', 'Do not copy this message into the thread.']);
    expect(renderRolePm({ player: 'Dredd', role: 'Vanilla Townie', faction: 'Town', team: [] }, t)).not.toContain('Your team');
  });

  it('the reveal lists every player with role, faction and fate, and marks the winners; a draw says so', () => {
    const players = [
      { name: 'Noodle', role: 'Mafia Goon', faction: 'Mafia', won: false, fate: 'lynched Day 2' },
      { name: 'Dredd', role: 'Vanilla Townie', faction: 'Town', won: true },
    ];
    expect(renderReveal({ winners: ['Town'], players }, t).split('\n')).toEqual([
      '[b]Game over[/b]',
      'The winners: Town.',
      '[list=1]',
      '[*][b]Noodle[/b] — Mafia Goon (Mafia), lynched Day 2',
      '[*][b]Dredd[/b] — Vanilla Townie (Town) — won',
      '[/list]',
    ]);
    expect(renderReveal({ winners: [], players }, t)).toContain('The game ends in a draw.');
  });
});
