import { describe, expect, it } from 'vitest';
import { FORUM_LABEL_KEYS, countDayVotes, parsePostVotes, renderAlivePlayers, renderDeadPlayers, renderPhasePost, renderPlayerList, renderVoteTally } from '../src';
import type { ForumPlayer, VoteTally } from '../src';
import { english, t } from './english';
import { cast, post, thread, vote } from './helpers';

const lines = (text: string): string[] => text.split('\n');

const withDead: ForumPlayer[] = cast.map((player) => {
  if (player.id === 'zarn') return { ...player, elimination: { phase: { kind: 'night', number: 1 }, cause: 'night-kill', role: 'Vanilla', faction: 'Town' } };
  if (player.id === 'pyro') return { ...player, elimination: { phase: { kind: 'day', number: 1 }, cause: 'vote', role: 'Hitman', faction: 'Mafia' } };
  if (player.id === 'leo') return { ...player, elimination: { phase: { kind: 'day', number: 2 } } };
  return player;
});

describe('Seed 001 Templates: player lists', () => {
  it('"List of Players:" is a numbered list of everyone', () => {
    const out = lines(renderPlayerList(cast, t));
    expect(out[0]).toBe('[b]List of Players (7):[/b]');
    expect(out[1]).toBe('[list=1]');
    expect(out.slice(2, -1)).toEqual(cast.map((player) => `[*]${player.name}`));
    expect(out.at(-1)).toBe('[/list]');
  });

  it('"Players alive:" leaves out the eliminated', () => {
    const out = lines(renderAlivePlayers(withDead, t));
    expect(out[0]).toBe('[b]Players alive (4):[/b]');
    expect(out.filter((line) => line.startsWith('[*]'))).toEqual(['[*]Noodle', '[*]Bad Ash', '[*]Caluin Grey', '[*]Dredd']);
  });

  it('"Players dead:" strikes names and says role, faction, how and when', () => {
    const out = lines(renderDeadPlayers(withDead, t));
    expect(out[0]).toBe('[b]Players dead (3):[/b]');
    expect(out).toContain('[*][s]Pyrotechnician[/s] — Hitman (Mafia), lynched Day 1');
    expect(out).toContain('[*][s]Zarniwoop[/s] — Vanilla (Town), killed Night 1');
    expect(out).toContain('[*][s]Leopold Stotch[/s] — died Day 2');
  });

  it('an empty list renders only its title', () => {
    expect(renderDeadPlayers(cast, t)).toBe('[b]Players dead (0):[/b]');
  });
});

describe('Seed 001 Templates: vote tally with the rule 7 numbers', () => {
  const locking = ['Noodle', 'Bad Ash', 'Leopold Stotch', 'Zarniwoop', 'Pyrotechnician'].map((author, i) => post(author, vote('Dredd'), i + 1));
  const report = countDayVotes(thread([...locking, post('Dredd', vote('Noodle'), 9)]), 1);
  const out = lines(renderVoteTally(report.tally, cast, t));

  it('opens with the title and lists targets with count and voters in vote order', () => {
    expect(out[0]).toBe('[b]Vote Tally, Day 1[/b]');
    expect(out[1]).toBe('[b]Dredd[/b] (5): Noodle, Bad Ash, Leopold Stotch, Zarniwoop, Pyrotechnician — [b]LOCKED[/b]');
    expect(out[2]).toBe('[b]Noodle[/b] (1): Dredd');
  });

  it('lists who is not voting', () => {
    expect(out).toContain('Not voting (1): Caluin Grey');
  });

  it('states the majority and the lock numbers (rule 7: "Add language here")', () => {
    expect(out.slice(-2)).toEqual(['With 7 alive, 4 votes is a majority.', '5 votes locks the vote.']);
  });

  it('says so when nobody has voted', () => {
    const empty: VoteTally = countDayVotes(thread([]), 1).tally;
    const text = lines(renderVoteTally(empty, cast, t));
    expect(text[1]).toBe('No votes yet.');
    expect(text[2]).toBe(`Not voting (7): ${cast.map((player) => player.name).join(', ')}`);
  });

  it('a rendered tally is itself never read as a vote', () => {
    expect(parsePostVotes(renderVoteTally(report.tally, cast, t), cast).commands).toEqual([]);
  });
});

describe('Phase posts', () => {
  it('a day start names the night\'s dead with their reveal and gives majority and lock', () => {
    const zarn = withDead.find((player) => player.id === 'zarn');
    const out = lines(
      renderPhasePost(
        { phase: { kind: 'day', number: 2 }, eliminations: zarn === undefined ? [] : [zarn], announcements: ['A storm rolls in.'], alive: 6, endsAt: '2026-11-23T06:00Z' },
        t,
      ),
    );
    expect(out).toEqual([
      '[b]Day 2 begins[/b]',
      '[b]Zarniwoop[/b] has died — Vanilla (Town), killed Night 1',
      'A storm rolls in.',
      'With 6 alive, 4 votes is a majority.',
      '5 votes locks the vote.',
      'The phase ends at 2026-11-23T06:00Z.',
    ]);
  });

  it('a night start with no elimination says so and gives no vote numbers', () => {
    expect(lines(renderPhasePost({ phase: { kind: 'night', number: 1 }, alive: 7 }, t))).toEqual(['[b]Night 1 begins[/b]', 'Nobody died.']);
  });
});

describe('Labels', () => {
  it('the English test labels cover every key the templates use', () => {
    for (const key of FORUM_LABEL_KEYS) expect(english[key]).toBeTypeOf('string');
  });
});
