import { describe, expect, it } from 'vitest';
import { flattenMarkup, markdownToBbcode, parsePostTree, parsePostVotes, type ForumPlayer, type MarkupNode } from '../src';

const players: ForumPlayer[] = [
  { id: 'Dredd', name: 'Dredd' },
  { id: 'Noodle', name: 'Noodle' },
  { id: 'Bad Ash', name: 'Bad Ash' },
];

const counted = (body: string): string[] =>
  parsePostVotes(body, players, { syntax: 'thread' }).commands.map((c) => `${c.kind}${c.target === null ? '' : ` ${c.target}`}`);
const rejected = (body: string): string[] => parsePostVotes(body, players, { syntax: 'thread' }).rejections.map((r) => r.code);

/** The tree's bold text, for comparing with the vote reader's bold marks. */
function boldText(nodes: readonly MarkupNode[], inBold = false): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return inBold ? node.text : '';
      if (node.kind === 'code') return '';
      return boldText(node.children, inBold || node.kind === 'bold');
    })
    .join('');
}

describe('votes typed into the platform thread (issue #21, seed 001 rule 6)', () => {
  it.each([
    ['[b]Vote: Dredd[/b]', ['vote Dredd']],
    ['[b]vote Dredd[/b]', ['vote Dredd']],
    ['**Vote: Dredd**', ['vote Dredd']],
    ['**vote bad ash**', ['vote Bad Ash']],
    ['__Vote: Noodle__', ['vote Noodle']],
    ['I think so.\n**Unvote**', ['unvote']],
    ['**Vote: Dredd**\n**Unvote: Dredd**\n**Vote: Noodle**', ['vote Dredd', 'unvote Dredd', 'vote Noodle']],
  ])('%j counts as %j', (body, expected) => {
    expect(counted(body)).toEqual(expected);
  });

  it.each([
    ['Vote: Dredd', 'not-bold'],
    ['*Vote: Dredd*', 'not-bold'],
    ['<b>Vote: Dredd</b>', 'not-bold'],
    ['**Vote: Dre**', 'unknown-name'],
    ['> **Vote: Dredd**', 'quoted'],
    ['[quote=Noodle #3]**Vote: Dredd**[/quote]', 'quoted'],
    ['~~**Vote: Dredd**~~', 'struck'],
    ['||**Vote: Dredd**||', 'spoiler'],
    ['**V: Dredd**', 'abbreviated'],
  ])('%j does not count: %s', (body, code) => {
    expect(counted(body)).toEqual([]);
    expect(rejected(body)).toEqual([code]);
  });

  it('HTML stays HTML in forum exports', () => {
    expect(parsePostVotes('<b>Vote: Dredd</b>', players).commands).toHaveLength(1);
    expect(flattenMarkup('&lt;b&gt;', { html: false }).text).toBe('&lt;b&gt;');
  });

  it('code keeps its Markdown and BBCode as typed', () => {
    expect(markdownToBbcode('`**Vote: Dredd**`')).toBe('[icode]**Vote: Dredd**[/icode]');
    expect(markdownToBbcode('[code]**x**[/code] **y**')).toBe('[code]**x**[/code] [b]y[/b]');
    expect(counted('`**Vote: Dredd**`')).toEqual([]);
  });
});

describe('parsePostTree: what a post displays', () => {
  it('renders bold, italic, strike, spoilers and quotes with their author and post number', () => {
    expect(parsePostTree('**a** *b* ~~c~~ ||d|| [u]e[/u]')).toEqual([
      { kind: 'bold', children: [{ kind: 'text', text: 'a' }] },
      { kind: 'text', text: ' ' },
      { kind: 'italic', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'strike', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'spoiler', children: [{ kind: 'text', text: 'd' }] },
      { kind: 'text', text: ' ' },
      { kind: 'underline', children: [{ kind: 'text', text: 'e' }] },
    ]);
    expect(parsePostTree('[quote=Bad Ash #12]hi[/quote]ok')).toEqual([
      { kind: 'quote', author: 'Bad Ash', post: 12, children: [{ kind: 'text', text: 'hi' }] },
      { kind: 'text', text: 'ok' },
    ]);
    expect(parsePostTree('> hello\n> there')).toEqual([{ kind: 'quote', author: null, post: null, children: [{ kind: 'text', text: 'hello\nthere' }] }]);
  });

  it('links only to http(s) addresses; anything else is text', () => {
    expect(parsePostTree('[url=https://example.org/a?b=1]x[/url]')).toEqual([
      { kind: 'link', href: 'https://example.org/a?b=1', children: [{ kind: 'text', text: 'x' }] },
    ]);
    expect(parsePostTree('[link](https://example.org)')).toEqual([{ kind: 'link', href: 'https://example.org', children: [{ kind: 'text', text: 'link' }] }]);
    expect(parsePostTree('[url=javascript:alert(1)]x[/url]')).toEqual([{ kind: 'text', text: 'x' }]);
    expect(parsePostTree('[url]javascript:alert(1)[/url]')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(parsePostTree('[url="https://a.b/" onclick="x"]y[/url]')).toEqual([{ kind: 'text', text: 'y' }]);
    expect(parsePostTree('[x](javascript:alert(1))')).toEqual([{ kind: 'text', text: '[x](javascript:alert(1))' }]);
  });

  it('hostile input is text: script tags, HTML, unknown and unbalanced tags', () => {
    expect(parsePostTree('<script>alert(1)</script><img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
    ]);
    expect(parsePostTree('[/b]x[foo]y[/foo]')).toEqual([{ kind: 'text', text: '[/b]x[foo]y[/foo]' }]);
    expect(parsePostTree('[b]open [i]both')).toEqual([
      { kind: 'bold', children: [{ kind: 'text', text: 'open ' }, { kind: 'italic', children: [{ kind: 'text', text: 'both' }] }] },
    ]);
    expect(parsePostTree('[color=red;background:url(x)]c[/color]')).toEqual([{ kind: 'text', text: 'c' }]);
    expect(parsePostTree('[code][b]x[/b]<i>[/code]')).toEqual([{ kind: 'code', text: '[b]x[/b]<i>' }]);
  });

  it('nesting past the bounds is text, in linear work', () => {
    const deep = '[quote]'.repeat(5000) + 'x' + '[/quote]'.repeat(5000);
    const started = performance.now();
    const tree = parsePostTree(deep);
    expect(performance.now() - started).toBeLessThan(1000);
    let depth = 0;
    let node: MarkupNode | undefined = tree[0];
    while (node?.kind === 'quote') {
      depth += 1;
      node = node.children.find((child) => child.kind === 'quote');
    }
    expect(depth).toBe(10);
  });

  it.each([
    '**Vote: Dredd**',
    '[b]Vote: [i]Dredd[/i][/b] tail',
    '[b]open [s]x[/b] after',
    '[/b][b]a[b]b[/b]c',
    '**a** __b__ [quote=X]**q**[/quote]',
  ])('bold in the tree is bold for the vote reader: %j', (body) => {
    const flat = flattenMarkup(markdownToBbcode(body), { html: false });
    const bold = [...flat.text].filter((_, i) => flat.marks[i]?.bold === true).join('');
    expect(boldText(parsePostTree(body)).replace(/\n/gu, '')).toBe(bold.replace(/\n/gu, ''));
  });
});
