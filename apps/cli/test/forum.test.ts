import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, root } from './helpers';

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
