import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, here, root } from './helpers';

const thread = join(root, 'packages', 'forum', 'examples', 'day-1.thread.txt');

describe('mafia forum count', () => {
  it('prints the day 1 tally as BBCode, with the flags of the thread', () => {
    const result = cli(['forum', 'count', thread, '--day', '1']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('[b]Vote Tally, Day 1[/b]');
    // Noodle's unvote (post 8) came after the fifth vote locked Dredd (seed 001 rule 7).
    expect(lines[1]).toBe('[b]Dredd[/b] (5): Noodle, Bad Ash, Leopold Stotch, Zarniwoop, Pyrotechnician — [b]LOCKED[/b]');
    expect(lines).toContain('- post 8 by Noodle: vote-locked');
    expect(lines).toContain('With 7 alive, 4 votes is a majority.');
    expect(lines).toContain('- post 4 by Bad Ash: edited (editedAt 2026-11-20T19:07Z)');
    expect(lines).toContain('- post 9 by Dredd: night-post (night 1)');
    expect(lines).toContain('- post 3 by Dredd: quoted "Vote: Dredd"');
  });

  it('--posts adds the day-start post and the count at the lock (issue #23, seed 001 rule 7)', () => {
    const result = cli(['forum', 'count', thread, '--day', '1', '--posts']);
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines.slice(0, 6)).toEqual(['[b]Day 1 begins[/b]', 'Nobody died.', 'With 7 alive, 4 votes is a majority.', '5 votes locks the vote.', 'The phase ends at 2026-11-21T18:00Z.', '']);
    expect(lines[6]).toBe('[b]Vote Tally, Day 1[/b]');
    const lock = lines.indexOf('[b]Day 1: the vote is locked on Dredd[/b]');
    expect(lock).toBeGreaterThan(6);
    expect(lines[lock + 2]).toBe('[b]Dredd[/b] (5): Noodle, Bad Ash, Leopold Stotch, Zarniwoop, Pyrotechnician — [b]LOCKED[/b]');
  });

  it('--posts --lang ru writes the posts in Russian, with the setup\'s eliminations', () => {
    const game12 = join(root, 'packages', 'forum', 'test', 'fixtures', 'game-12.thread.txt');
    const lines = cli(['forum', 'count', game12, '--day', '2', '--posts', '--lang', 'ru']).stdout.split('\n');
    // The morning post of night 1 first (the setup lists Zarniwoop's night-1 death), then the day's.
    expect(lines.slice(0, 6)).toEqual(['[b]Ночь 1 окончена[/b]', '[b]Zarniwoop[/b] найден мёртвым.', '', '[b]Начинается день 2[/b]', '[b]Zarniwoop[/b] выбывает — убит: Ночь 1', 'Живых: 6, большинство: 4.']);
    expect(lines).toContain('[b]Подсчёт голосов, день 2[/b]');
    expect(lines.some((line) => line.includes('закрыто'))).toBe(false);
    expect(cli(['forum', 'count', game12, '--lang', 'xx']).code).toBe(2);
  });

  it('--posts: the night\'s results name the dead with the role and faction the setup gives (seed 001 Templates)', () => {
    const game12 = readFileSync(join(root, 'packages', 'forum', 'test', 'fixtures', 'game-12.thread.txt'), 'utf8');
    const file = join(mkdtempSync(join(tmpdir(), 'forum-posts-')), 'game-12.thread.txt');
    writeFileSync(file, game12.replace('player: Zarniwoop | eliminated: night 1 | cause: night-kill', 'player: Zarniwoop | eliminated: night 1 | cause: night-kill | role: Vanilla Townie | faction: Town'));
    const lines = cli(['forum', 'count', file, '--day', '2', '--posts']).stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual(['[b]Night 1 is over[/b]', '[b]Zarniwoop[/b] was found dead — Vanilla Townie (Town).', '']);
    expect(lines[3]).toBe('[b]Day 2 begins[/b]');
  });

  it('forum role-pms: a role PM per player from the setup file; a "team:" faction names its members (seed 001 rule 17)', () => {
    const result = cli(['forum', 'role-pms', join(here, 'fixtures', 'game-12.roles.thread.txt')]);
    expect(result.code).toBe(0);
    const pms = result.stdout.trim().split('\n\n');
    expect(pms).toHaveLength(7);
    expect(pms[0]).toBe('[b]Role PM for Noodle[/b]\nYou are [b]Mafia Goon[/b] (Mafia).\nYour team: Bad Ash.\nDo not copy this message into the thread. Read the rules and this PM once more. Good luck!');
    // The town does not know its members.
    expect(pms[2]).not.toContain('Your team');
    // A setup without the roles says whose are missing.
    const bare = cli(['forum', 'role-pms', join(root, 'packages', 'forum', 'test', 'fixtures', 'game-12.setup.thread.txt')]);
    expect(bare.code).toBe(1);
    expect(bare.stderr).toContain('every player needs "role:" and "faction:" in the setup file (missing for Noodle,');
  });

  it('forum reveal: the end-of-game post with the winners and each player\'s fate (seed 001 Templates), in --lang', () => {
    const file = join(here, 'fixtures', 'game-12.roles.thread.txt');
    expect(cli(['forum', 'reveal', file]).stdout).toBe(
      [
        '[b]Game over[/b]',
        'The winners: Mafia.',
        '[list=1]',
        '[*][b]Noodle[/b] — Mafia Goon (Mafia) — won',
        '[*][b]Bad Ash[/b] — Mafia Goon (Mafia) — won',
        '[*][b]Leopold Stotch[/b] — Cop (Town), killed Night 2',
        '[*][b]Pyrotechnician[/b] — Doctor (Town)',
        '[*][b]Caluin Grey[/b] — Vanilla Townie (Town)',
        '[*][b]Zarniwoop[/b] — Vanilla Townie (Town), killed Night 1',
        '[*][b]Dredd[/b] — Vanilla Townie (Town), lynched Day 1',
        '[/list]',
        '',
      ].join('\n'),
    );
    expect(cli(['forum', 'reveal', file, '--lang', 'ru']).stdout).toContain('[*][b]Dredd[/b] — Vanilla Townie (Town), линчеван: День 1');
    const noWinner = join(mkdtempSync(join(tmpdir(), 'forum-reveal-')), 'setup.txt');
    writeFileSync(noWinner, readFileSync(file, 'utf8').replace('winner: Mafia\n', ''));
    expect(cli(['forum', 'reveal', noWinner]).stderr).toContain('no "winner:" line in the setup file');
  });

  it('uses the last day of the timeline without --day', () => {
    expect(cli(['forum', 'count', thread]).stdout.split('\n')[0]).toBe('[b]Vote Tally, Day 2[/b]');
  });

  it('takes the players from --players when given', () => {
    const result = cli(['forum', 'count', thread, '--day', '1', '--players', 'Noodle,Dredd,Bad Ash']);
    expect(result.stdout).toContain('[b]Dredd[/b] (1): Bad Ash');
    expect(result.stdout).toContain('With 3 alive, 2 votes is a majority.');
  });

  it('refuses a day outside the timeline, and bad usage', () => {
    expect(cli(['forum', 'count', thread, '--day', '9']).code).toBe(1);
    expect(cli(['forum', 'count', thread, '--day', 'two']).code).toBe(2);
    expect(cli(['forum', 'count']).code).toBe(2);
    expect(cli(['forum', 'tally', thread]).code).toBe(2);
  });
});

describe('mafia forum count on saved thread pages', () => {
  const fixtures = join(root, 'packages', 'forum', 'test', 'fixtures');
  const setup = join(fixtures, 'game-12.setup.thread.txt');
  const pages = (engine: string): string[] => [join(fixtures, engine, 'page-2.html'), join(fixtures, engine, 'page-1.html')];
  const typedOut = cli(['forum', 'count', join(fixtures, 'game-12.thread.txt'), '--day', '1']);

  it.each(['xenforo2', 'phpbb3', 'vbulletin4', 'ucoz'])('%s: prints what the export format of the same thread prints', (engine) => {
    const result = cli(['forum', 'count', setup, ...pages(engine), '--day', '1', '--utc-offset', '+03:00']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(typedOut.stdout);
    expect(result.stderr).toMatch(/^read (XenForo 2|phpBB 3|vBulletin 4|uCoz), 2 pages, 12 posts\n$/u);
  });

  it('the count itself: quoted, struck and spoiler votes not counted, unvote applied, flags for the host', () => {
    const lines = typedOut.stdout.split('\n');
    expect(lines[1]).toBe('[b]Dredd[/b] (4): Bad Ash, Leopold Stotch, Caluin Grey, Zarniwoop');
    expect(lines).toContain('[b]Bad Ash[/b] (1): Pyrotechnician');
    expect(lines).toContain('Not voting (1): Noodle');
    expect(lines).toContain('- post 4 by Bad Ash: edited (editedAt 2026-11-20T19:07Z)');
    expect(lines).toContain('- post 10 by Dredd: night-post (night 1)');
    expect(lines).toContain('- post 12 by Zarniwoop: dead-player-post');
    expect(lines).toContain('- post 3 by Dredd: quoted "Vote: Dredd"');
    expect(lines).toContain('- post 6 by Pyrotechnician: struck "Vote: Leo"');
    expect(lines).toContain('- post 8 by Caluin Grey: spoiler "Vote: Noodle"');
  });

  it('day 2 refuses the dead player\'s vote', () => {
    const result = cli(['forum', 'count', setup, ...pages('xenforo2'), '--day', '2']);
    expect(result.stdout).toContain('- post 12 by Zarniwoop: voter-not-alive');
  });

  it('pages alone: players typed loosely are matched to the forum users, aliases from --aliases', () => {
    const result = cli([
      'forum', 'count', ...pages('phpbb3'),
      '--players', 'noodle, BAD ASH, leopold, Pyro, caluin grey, Zarniwoop, Drеdd',
      '--aliases', 'Noodle=Noods', '--aliases', 'bad ash=Ash;Leopold Stotch=Leo', '--hosts', 'Gorny',
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('player "leopold" is the forum user "Leopold Stotch"');
    expect(result.stderr).toContain('player "Pyro" is the forum user "Pyrotechnician"');
    // Without a timeline the whole thread is one day: no night, nobody dead, Zarniwoop's second vote is a repeat.
    expect(result.stdout.split('\n')[1]).toBe('[b]Dredd[/b] (4): Bad Ash, Leopold Stotch, Caluin Grey, Zarniwoop');
    expect(result.stdout).toContain('[b]Noodle[/b] (1): Dredd');
    expect(result.stdout).toContain('- post 12 by Zarniwoop: already-voting');
  });

  it('without the aliases the nicknames are unknown names (seed 001 rule 6)', () => {
    const result = cli(['forum', 'count', ...pages('xenforo2'), '--players', 'Noodle,Bad Ash,Leopold Stotch,Pyrotechnician,Caluin Grey,Zarniwoop,Dredd', '--hosts', 'Gorny']);
    expect(result.stdout).toContain('- post 3 by Dredd: unknown-name "Vote: Noods"');
    expect(result.stdout).toContain('- post 6 by Pyrotechnician: unknown-name "Vote: Ash"');
  });

  it('a page of no known engine fails naming what it saw; an ambiguous or unknown option is a usage error', () => {
    const readme = join(root, 'README.md');
    expect(cli(['forum', 'count', setup, join(fixtures, 'xenforo2', 'page-1.html'), join(fixtures, 'phpbb3', 'page-1.html')]).stderr).toContain(
      'a phpBB 3 page among XenForo 2 pages: one thread at a time',
    );
    const blog = cli(['forum', 'count', setup, join(here, 'fixtures', 'not-a-forum.html')]);
    expect(blog.code).toBe(1);
    expect(blog.stderr).toContain('not a page of a forum engine we read (title "My blog", generator "WordPress 6.7"); we read XenForo 2, phpBB 3, vBulletin 4, uCoz');
    expect(cli(['forum', 'count', ...pages('xenforo2'), '--players', 'Noodle,Zz']).code).toBe(0);
    expect(cli(['forum', 'count', ...pages('xenforo2'), '--players', 'Noodle,Dredd', '--aliases', 'Bob=B0b']).code).toBe(2);
    expect(cli(['forum', 'count', readme, '--engine', 'smf']).code).toBe(2);
    expect(cli(['forum', 'count', setup, '--utc-offset', '3']).code).toBe(2);
    expect(cli(['forum', 'count', setup, '--ruleset', 'nope']).code).toBe(2);
    expect(cli(['forum', 'count', setup, '--ruleset', 'russian-extended']).code).toBe(1);
  });

  it('uCoz pages without --utc-offset are read as UTC, with a warning', () => {
    const result = cli(['forum', 'count', setup, ...pages('ucoz'), '--day', '1']);
    expect(result.stderr).toContain('uCoz prints local times without their zone: read as UTC; pass --utc-offset (e.g. +03:00)');
  });

  it('lists the players under the day\'s minimum of posts (seed 001 rule 13)', () => {
    const lines = typedOut.stdout.split('\n');
    expect(lines.slice(lines.indexOf('Under 2 posts this day:'))).toEqual([
      'Under 2 posts this day:',
      '- Bad Ash: 1',
      '- Leopold Stotch: 1',
      '- Pyrotechnician: 1',
      '- Caluin Grey: 1',
      '- Zarniwoop: 1',
      '- Dredd: 1',
      '',
    ]);
  });

  it.each(['phpbb3', 'vbulletin4', 'ucoz'])('%s text copies: the same flags and activity, no vote counted, and the host is told why', (engine) => {
    const copies = [join(fixtures, engine, 'page-1.txt'), join(fixtures, engine, 'page-2.txt')];
    const result = cli(['forum', 'count', setup, ...copies, '--day', '1', '--utc-offset', engine === 'ucoz' ? '+03:00' : '+00:00']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('text copies have no bold: no vote counts (seed 001 rule 6)');
    const section = (text: string, title: string): string[] => {
      const lines = text.split('\n');
      const start = lines.indexOf(title);
      const end = lines.indexOf('', start);
      return lines.slice(start, end === -1 ? undefined : end);
    };
    expect(section(result.stdout, 'Flags:')).toEqual(section(typedOut.stdout, 'Flags:'));
    expect(section(result.stdout, 'Under 2 posts this day:')).toEqual(section(typedOut.stdout, 'Under 2 posts this day:'));
    expect(result.stdout).toContain('No votes yet.');
    expect(result.stdout).toContain('- post 2 by Noodle: not-bold "Vote: Dredd"');
  });

  it('a XenForo text copy is refused: its dates have no time of day', () => {
    const result = cli(['forum', 'count', setup, join(fixtures, 'xenforo2', 'page-1.txt')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('a XenForo 2 text copy shows dates without times, so night posts cannot be told: save the page as HTML');
  });
});
