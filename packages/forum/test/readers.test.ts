import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  analyzeThread,
  detectEngine,
  FORUM_ENGINES,
  looksLikeHtml,
  parseThreadExport,
  readThreadPages,
  type ForumEngine,
  type ThreadInput,
  type ThreadPost,
} from '../src';

const fixture = (path: string): string => readFileSync(new URL(`fixtures/${path}`, import.meta.url), 'utf8');
const setup = parseThreadExport(fixture('game-12.setup.thread.txt'));
const typedOut = parseThreadExport(fixture('game-12.thread.txt'));

/** uCoz pages never state their zone; the fixture forum runs on Moscow time (UTC+3). */
const optionsFor = (engine: ForumEngine): { utcOffset?: string } =>
  engine === 'ucoz' ? { utcOffset: '+03:00' } : {};

/** The host's view of the thread: posts named by their printed number, as a host quotes them (`#4`). */
function inputFrom(posts: readonly ThreadPost[]): ThreadInput {
  return {
    posts: posts.map((post) => ({
      id: String(post.number),
      author: post.author,
      body: post.body,
      postedAt: post.postedAt,
      ...(post.editedAt === undefined ? {} : { editedAt: post.editedAt }),
    })),
    players: setup.players,
    phases: setup.phases,
    hosts: setup.hosts,
    minPosts: 2,
  };
}

/** What a host reads off a report: tallies, refused votes, uncounted fragments and flags. */
function summary(input: ThreadInput): unknown {
  const report = analyzeThread(input);
  return {
    days: report.days.map((day) => ({
      day: day.day,
      tally: day.tally,
      refused: day.history.flatMap((entry) =>
        entry.type === 'rejected' ? [`${entry.postId} ${entry.author} ${entry.rejection.code}`] : [],
      ),
      fragments: day.fragments.map(
        (fragment) => `${fragment.postId} ${fragment.author} ${fragment.rejection.code}`,
      ),
      underMinimum: day.underMinimum,
    })),
    flags: report.flags.map((flag) => `${flag.postId} ${flag.author} ${flag.code}`),
  };
}

describe.each(FORUM_ENGINES)('readThreadPages: %s thread fixture', (engine) => {
  const [first, second] = [fixture(`${engine}/page-1.html`), fixture(`${engine}/page-2.html`)];
  // Pages out of order and one saved twice: page 2 also repeats the last post of page 1.
  const read = readThreadPages([second, first, second], optionsFor(engine));

  it('recognises the engine and keeps every post once, in thread order', () => {
    expect(read.engine).toBe(engine);
    expect(read.problems).toEqual([]);
    expect(read.posts.map((post) => post.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(new Set(read.posts.map((post) => post.id)).size).toBe(12);
    expect(read.posts.map((post) => post.author)).toEqual(typedOut.posts.map((post) => post.author));
  });

  it('reads times as instants with their zone, and the edit mark', () => {
    expect(read.posts.map((post) => Date.parse(post.postedAt))).toEqual(
      typedOut.posts.map((post) => Date.parse(post.postedAt)),
    );
    const edited = read.posts.filter((post) => post.editedAt !== undefined);
    expect(edited.map((post) => [post.number, Date.parse(post.editedAt ?? '')])).toEqual([
      [4, Date.parse('2026-11-20T19:07Z')],
    ]);
  });

  it('turns bodies back into the BBCode the author typed: bold, colour, quotes with author, spoilers, strikes, links', () => {
    const body = (number: number): string => read.posts.find((post) => post.number === number)?.body ?? '';
    expect(body(2)).toBe('Dredd has been quiet & that worries me.\n[b]Vote: Dredd[/b]');
    expect(body(3)).toBe(
      '[quote=Noodle]\n[b]Vote: Dredd[/b]\n[/quote]\nRidiculous. [i]Noodle is scummy.[/i]\n[b]Vote: Noods[/b]',
    );
    expect(body(4)).toBe('[b][color=red]Vote: Dredd[/color][/b]');
    expect(body(5)).toBe(
      '[i]Agreed, see [/i][url=https://example.org/notes]my notes[/url].\n[b]vote: dredd[/b]',
    );
    expect(body(6)).toBe('[s][b]Vote: Leo[/b][/s]\nChanged my mind.\n[b]Vote: Ash[/b]');
    expect(body(8)).toMatch(
      /^\[spoiler(=[^\]]+)?\]\n\[b\]Vote: Noodle\[\/b\]\n\[\/spoiler\]\nJust kidding\. \[b\]Vote: Dredd\[\/b\]$/u,
    );
  });

  it('gives the same count and flags as the thread typed out in the export format', () => {
    const fromPages = summary(inputFrom(read.posts));
    expect(fromPages).toEqual(summary(typedOut));
    expect(fromPages).toMatchObject({
      days: [
        {
          day: 1,
          tally: {
            alive: 7,
            majority: 4,
            entries: [
              // Noodle's vote moved away by the unvote (#7); Pyro's struck "Vote: Leo" is not a vote.
              {
                target: 'Dredd',
                count: 4,
                voters: ['Bad Ash', 'Leopold Stotch', 'Caluin Grey', 'Zarniwoop'],
              },
              { target: 'Noodle', count: 1, voters: ['Dredd'] },
              { target: 'Bad Ash', count: 1, voters: ['Pyrotechnician'] },
            ],
          },
          fragments: ['3 Dredd quoted', '6 Pyrotechnician struck', '8 Caluin Grey spoiler'],
        },
        { day: 2, refused: ['12 Zarniwoop voter-not-alive'] },
      ],
      flags: ['4 Bad Ash edited', '10 Dredd night-post', '12 Zarniwoop dead-player-post'],
    });
  });
});

describe('readThreadPages: errors are values naming what was seen', () => {
  it('a page of no known engine is unknown-engine with its title and generator', () => {
    const page =
      '<!DOCTYPE html><html><head><title>My blog</title><meta name="generator" content="WordPress 6.7"></head><body><p>Hello</p></body></html>';
    expect(readThreadPages([page])).toEqual({
      engine: null,
      posts: [],
      problems: [
        { page: 1, code: 'unknown-engine', params: { title: 'My blog', generator: 'WordPress 6.7' } },
      ],
    });
  });

  it('a page of a known engine without posts (a forum index) is no-posts', () => {
    const index =
      '<html id="XF" data-template="forum_view"><head><title>Games | Example Forums</title></head><body><div class="structItem"></div></body></html>';
    expect(readThreadPages([index]).problems).toEqual([
      {
        page: 1,
        code: 'no-posts',
        params: { engine: 'xenforo2', title: 'Games | Example Forums', generator: '' },
      },
    ]);
  });

  it('pages of two engines are mixed-engines, and the second is not read', () => {
    const read = readThreadPages([fixture('xenforo2/page-1.html'), fixture('phpbb3/page-2.html')]);
    expect(read.engine).toBe('xenforo2');
    expect(read.posts).toHaveLength(6);
    expect(read.problems).toEqual([
      { page: 2, code: 'mixed-engines', params: { engine: 'phpbb3', expected: 'xenforo2' } },
    ]);
  });

  it('an empty file is empty-page; a forced engine skips detection', () => {
    expect(readThreadPages(['  \n']).problems).toEqual([{ page: 1, code: 'empty-page', params: {} }]);
    expect(
      readThreadPages([fixture('phpbb3/page-1.html')], { engine: 'xenforo2' }).problems.map(
        (problem) => problem.code,
      ),
    ).toEqual(['no-posts']);
  });

  it('uCoz without --utc-offset reads local times as UTC and says so once', () => {
    const read = readThreadPages([fixture('ucoz/page-1.html'), fixture('ucoz/page-2.html')]);
    expect(read.problems).toEqual([{ page: 1, code: 'assumed-utc', params: { engine: 'ucoz' } }]);
    expect(read.posts[0]?.postedAt).toBe('2026-11-20T21:00:00+00:00');
  });

  it('vBulletin takes the zone from its "All times are GMT +3" footer, and reports a page without it', () => {
    expect(readThreadPages([fixture('vbulletin4/page-1.html')]).posts[0]?.postedAt).toBe(
      '2026-11-20T21:00:00+03:00',
    );
    const noFooter = fixture('vbulletin4/page-1.html').replace(/All times are GMT \+3\./u, '');
    const read = readThreadPages([noFooter], { utcOffset: '-05:00' });
    expect(read.problems).toEqual([]);
    expect(read.posts[0]?.postedAt).toBe('2026-11-20T21:00:00-05:00');
    expect(readThreadPages([noFooter]).problems.map((problem) => problem.code)).toEqual(['assumed-utc']);
  });

  it('a "Today, 06:10 PM" date needs a clock the package does not have: unreadable-time, the post left out', () => {
    const today = fixture('vbulletin4/page-1.html').replace(
      /11-20-2026,&nbsp;<span class="time">09:10 PM/u,
      'Today,&nbsp;<span class="time">09:10 PM',
    );
    const read = readThreadPages([today]);
    expect(read.posts.map((post) => post.number)).toEqual([1, 3, 4, 5, 6]);
    expect(read.problems).toEqual([
      { page: 1, code: 'unreadable-time', params: { id: '3002', text: 'Today, 09:10 PM' } },
    ]);
  });
});

describe('readThreadPages: markup that only looks like a vote', () => {
  /** Page 1 with the body of post #4 (Bad Ash's edited vote) replaced. */
  const page = (body: string): string => {
    const original = fixture('xenforo2/page-1.html');
    const replaced = original.replace(
      '<div class="bbWrapper"><b><span style="color: red">Vote: Dredd</span></b></div>',
      `<div class="bbWrapper">${body}</div>`,
    );
    expect(replaced).not.toBe(original);
    return replaced;
  };

  it('BBCode shown as text (the forum did not render it) stays text and is not bold', () => {
    const read = readThreadPages([page('&#91;b]Vote: Dredd&#91;/b] and &lt;b&gt;Vote: Dredd&lt;/b&gt;')]);
    const post = read.posts.find((candidate) => candidate.number === 4);
    expect(post?.body).toBe('&#91;b]Vote: Dredd&#91;/b] and &lt;b>Vote: Dredd&lt;/b>');
    const day1 = analyzeThread(inputFrom(read.posts)).days[0];
    expect(day1?.tally.entries.find((entry) => entry.target === 'Dredd')?.voters).toEqual([
      'Noodle',
      'Leopold Stotch',
    ]);
  });

  it('an edited post whose new copy is saved later replaces the old copy', () => {
    const before = page('<b>Vote: Noodle</b>').replace(/<div class="message-lastEdit">[\s\S]*?<\/div>/u, '');
    const read = readThreadPages([before, fixture('xenforo2/page-1.html')]);
    expect(read.posts.find((post) => post.number === 4)?.body).toBe('[b][color=red]Vote: Dredd[/color][/b]');
  });
});

describe('readThreadPages: older and odd saves', () => {
  it('phpBB 3.0 prints times as text only: read in --utc-offset, or as UTC with assumed-utc', () => {
    const old = fixture('phpbb3/page-1.html').replace(/<time datetime="[^"]*">([^<]*)<\/time>/gu, '$1');
    expect(readThreadPages([old], { utcOffset: '+02:00' }).posts[1]).toMatchObject({
      number: 2,
      postedAt: '2026-11-20T18:10:00+02:00',
    });
    const read = readThreadPages([old]);
    expect(read.problems).toEqual([{ page: 1, code: 'assumed-utc', params: { engine: 'phpbb3' } }]);
    expect(read.posts.find((post) => post.number === 4)?.editedAt).toBe('2026-11-20T19:07:00+00:00');
  });

  it('a page saved with a byte-order mark or an XML prolog is still a page', () => {
    expect(looksLikeHtml(`\uFEFF${fixture('vbulletin4/page-1.html')}`)).toBe(true);
    expect(
      looksLikeHtml(`<?xml version="1.0" encoding="UTF-8"?>\n${fixture('vbulletin4/page-1.html')}`),
    ).toBe(true);
    expect(looksLikeHtml(fixture('game-12.thread.txt'))).toBe(false);
    expect(detectEngine(fixture('ucoz/page-1.html'))).toBe('ucoz');
  });
});
