import type { PollView } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { targetMenus } from '../src/components/Actions';
import { playersNeeded } from '../src/lib/lobby';
import { localizeParams, noticeParams, type Namer } from '../src/lib/params';
import { MAX_QUOTE_DEPTH, parseQuotes, quoteOf, type Part } from '../src/lib/quote';
import { settingFields, settingsFromForm } from '../src/lib/settings-form';
import { formatRemaining } from '../src/lib/time';
import { traceLines } from '../src/lib/trace';
import { tallyRows, voteSeries } from '../src/lib/votes';
import { href, parseRoute } from '../src/router';

const namer: Namer = {
  seat: (id) => ({ s1: 'Ann', s2: 'Bob', s3: 'Cid' })[id],
  role: (id) => `role:${id}`,
  faction: (id) => `faction:${id}`,
  ability: (id) => `ability:${id}`,
  value: (id) => `value:${id}`,
  reason: (id) => `reason:${id}`,
  list: (items) => items.join(' & '),
};

describe('When a notice is rendered, its params become words', () => {
  it.each([
    [{ seat: 's1' }, { seat: 'Ann' }],
    [{ seats: ['s1', 's2'], count: 2 }, { seats: 'Ann & Bob', count: 2 }],
    [{ role: 'cop', faction: 'mafia' }, { role: 'role:cop', faction: 'faction:mafia' }],
    [{ value: 'not-mafia', target: 's3' }, { value: 'value:not-mafia', target: 'Cid' }],
    [{ reason: 'inactivity', seat: 'unknown-seat' }, { reason: 'reason:inactivity', seat: 'unknown-seat' }],
    [{ trace: { deep: true } }, { trace: '' }],
    // Seed 002: the Detective's yes/no answer reads as words, not "true" (issue #16).
    [{ target: 's2', mafia: true }, { target: 'Bob', mafia: 'value:mafia-true' }],
    [{ mafia: false }, { mafia: 'value:mafia-false' }],
    // Seed 002: the day's public vote counts per player and family are listed, not dropped.
    [{ totals: { s1: 3, Alpha: 16 } }, { totals: 'Ann: 3 & Alpha: 16' }],
  ])('%j → %j', (params, expected) => {
    expect(localizeParams(params, namer)).toEqual(expected);
  });
  it('a seat attribute value reads as the ruleset\'s words before the vote\'s "none" pseudo-seat (russian-extended `negative: none`)', () => {
    const withTexts: Namer = {
      ...namer,
      seat: (id) => (id === 'none' ? 'No elimination' : namer.seat(id)),
      text: (keys) => (keys.includes('attributes.negative.values.none') ? 'Black without a move' : undefined),
    };
    expect(localizeParams({ seat: 's1', negative: 'none' }, withTexts)).toEqual({ seat: 'Ann', negative: 'Black without a move' });
    expect(localizeParams({ target: 'none' }, withTexts)).toEqual({ target: 'No elimination' });
  });
  it('folds a structured result into the params', () => {
    expect(noticeParams({ params: {}, result: { kind: 'investigation', target: 's2' } })).toEqual({ kind: 'investigation', target: 's2' });
  });
});

describe('The lobby\'s player count', () => {
  const rulesets = [{ id: 'mafia-1923', setups: [{ id: 'two-families-of-10', players: 20 }] }];
  it('shows the server\'s count, or the preset\'s table size when the sign-ups size the game', () => {
    expect(playersNeeded({ needed: 7, rulesetId: 'sandbox', setupId: 'x' }, rulesets)).toBe(7);
    expect(playersNeeded({ needed: null, rulesetId: 'mafia-1923', setupId: 'two-families-of-10' }, rulesets)).toBe(20);
    expect(playersNeeded({ needed: null, rulesetId: 'mafia-1923', setupId: 'gone' }, rulesets)).toBeNull();
  });
});

describe('Target menus of an action', () => {
  it.each([
    [{ count: 1, min: 1 }, 0, 1],
    [{ count: 2, min: 2 }, 0, 2],
    // Seed 002's Mafia kill at 34 players: the engine offers exactly 2 (kernel `TargetSpec.counted`).
    [{ count: 2, min: 2 }, 2, 2],
    [{ count: 1, min: 0 }, 0, 1],
    // Optional extra targets (1 to 20): one menu more than chosen, never twenty at once.
    [{ count: 20, min: 1 }, 0, 1],
    [{ count: 20, min: 1 }, 1, 2],
    [{ count: 20, min: 1 }, 2, 3],
    [{ count: 3, min: 1 }, 3, 3],
  ])('%j with %i chosen: %i menus', (targets, chosen, menus) => {
    expect(targetMenus(targets, chosen)).toBe(menus);
  });
});

const poll = (history: PollView['history'], ballots: PollView['ballots'] = [], totals: PollView['totals'] = null): PollView => ({
  id: 'lynch',
  status: 'open',
  visibility: 'live',
  options: [{ id: 's1' }, { id: 's2' }, { id: 's3' }, { id: 'none' }],
  mySlots: [],
  ballots,
  history,
  totals,
  locked: null,
  outcome: null,
  tally: null,
  rules: { tally: 'plurality', needed: null, lock: false, places: 1, notVoting: null },
});

describe('The vote panel', () => {
  it('lists the tally largest first, with voters', () => {
    const ballots = [
      { voter: 's1', slot: 'main', targets: ['s3'], at: 1, seq: 0 },
      { voter: 's2', slot: 'main', targets: ['s3'], at: 2, seq: 1 },
      { voter: 's3', slot: 'main', targets: ['s1'], at: 3, seq: 2 },
    ];
    expect(tallyRows(poll([], ballots))).toEqual([
      { option: 's3', total: 2, voters: ['s1', 's2'] },
      { option: 's1', total: 1, voters: ['s3'] },
    ]);
  });

  it('charts the history: a vote, a second vote, an unvote and a change of mind', () => {
    const { times, series } = voteSeries(
      poll([
        { kind: 'cast', voter: 's1', slot: 'main', targets: ['s3'], at: 10 },
        { kind: 'cast', voter: 's2', slot: 'main', targets: ['s3'], at: 20 },
        { kind: 'withdraw', voter: 's1', slot: 'main', targets: ['s3'], at: 30 },
        { kind: 'cast', voter: 's2', slot: 'main', targets: ['s1'], at: 40 },
      ]),
    );
    expect(times).toEqual([10, 20, 30, 40]);
    expect(series).toEqual([
      { option: 's3', counts: [1, 2, 1, 0] },
      { option: 's1', counts: [0, 0, 0, 1] },
    ]);
  });
});

describe('The settings form from a ruleset schema', () => {
  const schema = {
    type: 'object',
    properties: {
      firstPhase: { type: 'string', enum: ['day', 'night'], default: 'night' },
      dayLength: { type: 'integer', exclusiveMinimum: 0, default: 60000 },
      hostReview: { type: 'boolean', default: false },
      nested: { type: 'object' },
    },
  };
  it('makes one field per primitive setting and skips the rest', () => {
    expect(settingFields(schema)).toEqual([
      { name: 'firstPhase', kind: 'enum', options: ['day', 'night'], default: 'night' },
      { name: 'dayLength', kind: 'number', integer: true, default: 60000, min: 1 },
      { name: 'hostReview', kind: 'boolean', default: false },
    ]);
  });
  it('sends only the values the host changed', () => {
    const fields = settingFields(schema);
    expect(settingsFromForm(fields, { firstPhase: 'day', dayLength: '60000', hostReview: true })).toEqual({ firstPhase: 'day', hostReview: true });
  });
  it('survives a schema it cannot read', () => {
    expect(settingFields(null)).toEqual([]);
  });
});

describe('Posts and quoting', () => {
  it('splits nested quotes', () => {
    expect(parseQuotes('[quote=Ann]a [quote=Bob]b[/quote][/quote] reply')).toEqual([
      { kind: 'quote', author: 'Ann', parts: [{ kind: 'text', text: 'a ' }, { kind: 'quote', author: 'Bob', parts: [{ kind: 'text', text: 'b' }] }] },
      { kind: 'text', text: ' reply' },
    ]);
  });
  it('leaves an unclosed quote as text', () => {
    expect(parseQuotes('[quote=Ann]oops')).toEqual([{ kind: 'text', text: '[quote=Ann]oops' }]);
  });
  it('bounds the nesting: a 10,000-deep quote shows ten levels and the rest as text', () => {
    const deep = '[quote=X]'.repeat(10_000) + 'core' + '[/quote]'.repeat(10_000) + ' after';
    const parts = parseQuotes(deep);
    let depth = 0;
    let level: Part[] = parts;
    while (level[0]?.kind === 'quote') {
      depth += 1;
      level = level[0].parts;
    }
    expect(depth).toBe(MAX_QUOTE_DEPTH);
    // The innermost shown quote holds the deeper quotes as literal text, balanced.
    expect(level).toEqual([{ kind: 'text', text: '[quote=X]'.repeat(10_000 - MAX_QUOTE_DEPTH) + 'core' + '[/quote]'.repeat(10_000 - MAX_QUOTE_DEPTH) }]);
    expect(parts[1]).toEqual({ kind: 'text', text: ' after' });
  });
  it('keeps text around an unclosed quote and a stray close', () => {
    expect(parseQuotes('a[/quote]b [quote=Ann]x [quote=Bob]y[/quote]')).toEqual([
      { kind: 'text', text: 'a[/quote]b [quote=Ann]x ' },
      { kind: 'quote', author: 'Bob', parts: [{ kind: 'text', text: 'y' }] },
    ]);
  });
  it('quotes with the author', () => {
    expect(quoteOf('Ann', 3, ' hi ')).toBe('[quote=Ann #3]hi[/quote]\n');
  });
});

describe('Small helpers', () => {
  it.each([
    [0, '0:00'],
    [-5000, '0:00'],
    [61_000, '1:01'],
    [3_600_000 + 5_000, '1:00:05'],
    [999, '0:01'],
  ])('countdown %i ms → %s', (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });
  it.each(['#/', '#/signin', '#/game/abc', '#/game/abc/host', '#/rules/sandbox', '#/user/anna'])('route %s round-trips', (hash) => {
    expect(href(parseRoute(hash))).toBe(hash);
  });
  it('sign-in keeps the game link to return to (issue #21)', () => {
    const hash = href({ name: 'signin', next: '#/game/abc' });
    expect(hash).toBe('#/signin?next=%23%2Fgame%2Fabc');
    expect(parseRoute(hash)).toEqual({ name: 'signin', next: '#/game/abc' });
  });
  it.each(['https://evil.example/', '//evil.example', '#/signin', '#/', 'game/abc'])('sign-in never returns to %s', (next) => {
    expect(parseRoute(`#/signin?next=${encodeURIComponent(next)}`)).toEqual({ name: 'signin' });
  });
  it('an unknown route is not found', () => {
    expect(parseRoute('#/nope/x/y')).toEqual({ name: 'not-found' });
  });
  it('turns a night trace into nested lines', () => {
    const lines = traceLines([
      {
        effect: { kind: 'kill', actor: 's1', target: 's2' },
        outcome: 'prevented',
        reasons: [{ stance: 'for', key: 'kill', actor: 's1', ability: 'factional-kill', holds: true, counteredBy: [{ stance: 'against', key: 'protect', actor: 's3', ability: 'protect', holds: true, counteredBy: [] }] }],
      },
    ]);
    expect(lines[0]).toMatchObject({ key: 'host.trace.prevented', params: { effect: 'kill', target: 's2' }, children: [{ key: 'host.trace.for', children: [{ key: 'host.trace.against' }] }] });
    expect(traceLines('not a trace')).toEqual([]);
  });
});
