import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeThread, parseThreadExport } from '../src';

const example = readFileSync(new URL('../examples/day-1.thread.txt', import.meta.url), 'utf8');

describe('parseThreadExport', () => {
  it('reads the example file without problems', () => {
    const parsed = parseThreadExport(example);
    expect(parsed.problems).toEqual([]);
    expect(parsed.hosts).toEqual(['Gorny']);
    expect(parsed.minPosts).toBe(2);
    expect(parsed.players).toHaveLength(7);
    expect(parsed.players.find((player) => player.name === 'Zarniwoop')).toEqual({
      id: 'Zarniwoop',
      name: 'Zarniwoop',
      aliases: ['Zarn'],
      elimination: { phase: { kind: 'night', number: 1 }, cause: 'night-kill', role: 'Vanilla', faction: 'Town' },
      role: 'Vanilla',
      faction: 'Town',
    });
    expect(parsed.phases.map((phase) => `${phase.kind} ${phase.number}`)).toEqual(['day 1', 'night 1', 'day 2']);
    expect(parsed.posts.map((post) => post.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(parsed.posts[1]).toEqual({ id: '2', author: 'Noodle', postedAt: '2026-11-20T18:10Z', body: 'Dredd has been quiet.\n[b]Vote: Dredd[/b]' });
    expect(parsed.posts[3]?.editedAt).toBe('2026-11-20T19:07Z');
  });

  it('feeds analyzeThread: the fifth vote locks Dredd, the later unvote is refused', () => {
    const report = analyzeThread(parseThreadExport(example));
    const day1 = report.days[0];
    expect(day1?.tally).toMatchObject({ alive: 7, majority: 4, lockAt: 5, locked: 'Dredd' });
    expect(day1?.tally.entries[0]).toEqual({
      target: 'Dredd',
      count: 5,
      voters: ['Noodle', 'Bad Ash', 'Leopold Stotch', 'Zarniwoop', 'Pyrotechnician'],
    });
    expect(day1?.history.filter((entry) => entry.type === 'rejected').map((entry) => entry.type === 'rejected' && entry.rejection.code)).toEqual([
      'vote-locked',
    ]);
    expect(day1?.fragments.map((fragment) => fragment.rejection.code)).toEqual(['quoted', 'abbreviated']);
    expect(day1?.underMinimum).toEqual(['Bad Ash', 'Leopold Stotch', 'Pyrotechnician', 'Caluin Grey', 'Zarniwoop', 'Dredd']);
    expect(report.flags.map((flag) => `${flag.postId} ${flag.code}`)).toEqual(['4 edited', '9 night-post']);
  });

  it('reads every player\'s role and faction, the factions that know each other and the winners (`team:`, `winner:`)', () => {
    const parsed = parseThreadExport(['team: Mafia, Werewolves', 'winner: Mafia', 'player: Noodle | role: Mafia Goon | faction: Mafia', 'player: Dredd | role: Vanilla | faction: Town | eliminated: day 1 | cause: vote'].join('\n'));
    expect(parsed.problems).toEqual([]);
    expect(parsed.teams).toEqual(['Mafia', 'Werewolves']);
    expect(parsed.winners).toEqual(['Mafia']);
    expect(parsed.players[0]).toMatchObject({ name: 'Noodle', role: 'Mafia Goon', faction: 'Mafia' });
    expect(parsed.players[1]).toMatchObject({ role: 'Vanilla', faction: 'Town', elimination: { role: 'Vanilla', faction: 'Town', cause: 'vote' } });
    expect(parseThreadExport('winner: none').winners).toEqual([]);
    expect(parseThreadExport('host: Gorny').winners).toBeUndefined();
  });

  it('"(edited)" without a time records the post time', () => {
    const [post] = parseThreadExport('--- post 7 by Noodle at 2026-11-20T21:05Z (edited)\nhello').posts;
    expect(post).toMatchObject({ postedAt: '2026-11-20T21:05Z', editedAt: '2026-11-20T21:05Z', body: 'hello' });
  });

  it('reports malformed lines as problems with their line numbers', () => {
    const parsed = parseThreadExport(
      [
        'player: Noodle | colour: blue',
        'phase: dusk 1 | 2026-11-20T18:00Z | 2026-11-21T18:00Z',
        'phase: day 1 | 2026-11-20T18:00 | 2026-11-21T18:00Z',
        'min-posts: some',
        'speed: fast',
        'stray text',
        '--- post 1 by Noodle on Tuesday',
        '--- post 2 by Noodle at 2026-11-20T21:05Z',
        '--- post 2 by Noodle at 2026-11-20T21:06Z',
      ].join('\n'),
    );
    expect(parsed.problems.map((problem) => `${problem.line} ${problem.code}`)).toEqual([
      '1 bad-player',
      '2 bad-phase',
      '3 bad-phase',
      '4 bad-number',
      '5 unknown-directive',
      '6 text-before-first-post',
      '7 bad-post-header',
      '9 duplicate-post-id',
    ]);
  });

  it('keeps a multi-line body intact, including blank lines inside it', () => {
    const [post] = parseThreadExport('--- post 1 by A at 2026-11-20T21:05Z\n\nfirst\n\nsecond\n\n').posts;
    expect(post?.body).toBe('first\n\nsecond');
  });
});
