import { runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { loadScenario, playedGame } from '../src';
import { fixture } from './fixture';
import { asYaml, check, run, scenario, type Phase } from './helpers';

/** The fixture has wills behind its `lastWills` setting (as Gorny does), at most 20 characters. */
const withWills = { settings: { lastWills: true } };

/**
 * Night 1: Bob and Dan write wills, Dan rewrites his, and the mafia shoots Dan, whose will is read
 * out. Day 1: dead Dan cannot write any more, Cat's will is too long, Eve writes one and withdraws it.
 */
const night: Phase = {
  phase: 'night',
  wills: [
    { author: 'Bob', text: 'Ann?' },
    { author: 'Dan', text: 'first' },
    { author: 'Dan', text: 'trust Bob' },
  ],
  actions: [{ actor: 'Ann', targets: ['Dan'] }],
};
const day: Phase = {
  phase: 'day',
  wills: [
    { author: 'Dan', text: 'too late' },
    { author: 'Cat', text: 'x'.repeat(21) },
    { author: 'Eve', text: 'hi' },
    { author: 'Eve', text: '' },
  ],
};
const dayRejections = [
  { author: 'Dan', reason: 'will-author-not-alive' },
  { author: 'Cat', reason: 'will-too-long', params: { maxLength: 20, length: 21 } },
];

describe('When a phase lists wills', () => {
  it('each author writes its will; the last text counts, and an elimination reveals it', () => {
    const result = run([night], withWills);
    expect(result.reports[0]?.wills).toEqual({ Bob: { text: 'Ann?', revealed: false }, Dan: { text: 'trust Bob', revealed: true } });
    expect(result.state.seats.find((s) => s.id === 'Dan')?.will).toMatchObject({ text: 'trust Bob', revealed: true });
  });

  it('records refused wills with their entry and author, and an empty text withdraws a will', () => {
    const result = run([night, { ...day, expect: { rejected: dayRejections } }], withWills);
    const report = result.reports[1];
    expect(report?.rejections.map((r) => [r.entry, r.kind, r.author, r.reason, r.expected])).toEqual([
      ['phases[1].wills[0]', 'will', 'Dan', 'will-author-not-alive', true],
      ['phases[1].wills[1]', 'will', 'Cat', 'will-too-long', true],
    ]);
    expect(report?.wills).toEqual({ Bob: { text: 'Ann?', revealed: false }, Dan: { text: 'trust Bob', revealed: true } });
  });

  it('the host edits a will before it is read out (edit-will); a revealed one is refused', () => {
    const edited: Phase = { ...night, host: [{ command: 'edit-will', target: 'Dan', text: 'edited' }] };
    const after: Phase = { phase: 'day', host: [{ command: 'edit-will', target: 'Dan', text: 'again' }], expect: { rejected: [{ host: 'edit-will', reason: 'will-already-revealed' }] } };
    const result = run([edited, after], withWills);
    expect(result.reports[0]?.wills['Dan']).toEqual({ text: 'edited', revealed: true });
    expect(result.reports[1]?.rejections.map((r) => [r.kind, r.reason, r.expected])).toEqual([['host', 'will-already-revealed', true]]);
  });

  it('reports a refused will the phase does not expect', () => {
    expect(check([night, day], withWills).failures).toEqual([
      'phases[1].wills[0]: unexpected rejection "will-author-not-alive" (author Dan)',
      'phases[1].wills[1]: unexpected rejection "will-too-long" (author Cat)',
    ]);
  });

  it('is refused where the game has no wills', () => {
    const phases: Phase[] = [{ phase: 'night', wills: [{ author: 'Bob', text: 'Ann?' }] }];
    expect(check(phases).failures).toEqual(['phases[0].wills[0]: unexpected rejection "wills-disabled" (author Bob)']);
    expect(check([{ ...phases[0], expect: { rejected: [{ author: 'Bob', reason: 'wills-disabled' }], wills: { Bob: null } } }]).failures).toEqual([]);
  });

  it('applies wills in key order with the other lists', () => {
    const modkill = { command: 'modkill', target: 'Bob' };
    const will = { author: 'Bob', text: 'Ann?' };
    // Written, then mod-killed: read out. Mod-killed first: refused.
    expect(check([{ phase: 'day', wills: [will], host: [modkill], expect: { wills: { Bob: { text: 'Ann?', revealed: true } } } }], { settings: { firstPhase: 'day', lastWills: true } }).failures).toEqual([]);
    const late: Phase = { phase: 'day', host: [modkill], wills: [will], expect: { rejected: [{ author: 'Bob', reason: 'will-author-not-alive' }], wills: { Bob: null } } };
    expect(check([late], { settings: { firstPhase: 'day', lastWills: true } }).failures).toEqual([]);
  });

  it('hands a game with wills to the conformance suite (no will leaks before it is read out)', () => {
    const result = run([night, { ...day, expect: { rejected: dayRejections } }], withWills);
    expect(runConformance(fixture, [playedGame(result)]).filter((f) => f.check !== 'locale')).toEqual([]);
  });
});

describe('The wills expectation', () => {
  const nightExpecting = (wills: Record<string, unknown>): Phase[] => [{ ...night, expect: { wills } }];

  it.each([
    ['text and revealed', { Dan: { text: 'trust Bob', revealed: true } }],
    ['a will not yet read out', { Bob: { text: 'Ann?', revealed: false } }],
    ['text alone', { Bob: { text: 'Ann?' } }],
    ['revealed alone', { Dan: { revealed: true } }],
    ['null for a seat with no will', { Cat: null }],
  ])('passes: %s', (_label, wills) => {
    expect(check(nightExpecting(wills), withWills).failures).toEqual([]);
  });

  it('passes: null for a withdrawn will', () => {
    expect(check([night, { ...day, expect: { rejected: dayRejections, wills: { Eve: null } } }], withWills).failures).toEqual([]);
  });

  it.each([
    ['an earlier text', { Dan: { text: 'first' } }, 'phases[0] (night 1) expect.wills.Dan: expected {"text":"first"}, got {"text":"trust Bob","revealed":true}'],
    ['revealed before the elimination', { Bob: { revealed: true } }, 'phases[0] (night 1) expect.wills.Bob: expected {"revealed":true}, got {"text":"Ann?","revealed":false}'],
    ['a will never written', { Cat: { text: 'x' } }, 'phases[0] (night 1) expect.wills.Cat: expected {"text":"x"}, got no will'],
    ['no will, but there is one', { Bob: null }, 'phases[0] (night 1) expect.wills.Bob: expected no will, got {"text":"Ann?","revealed":false}'],
  ])('fails: %s', (_label, wills, line) => {
    expect(check(nightExpecting(wills), withWills).failures).toEqual([line]);
  });

  it('names the author of the refusals it got when a rejection does not match', () => {
    const phase = { ...day, expect: { rejected: [...dayRejections, { author: 'Eve', reason: 'will-too-long' }] } };
    expect(check([night, phase], withWills).failures).toEqual([
      'phases[1] (day 1) expect.rejected[2]: no rejection matches {"author":"Eve","reason":"will-too-long"}; got {"author":"Dan","reason":"will-author-not-alive"}, {"author":"Cat","reason":"will-too-long"}',
    ]);
  });
});

describe('The wills schema', () => {
  const problemsOf = (value: unknown): string[] => {
    const loaded = loadScenario(asYaml(value), 'yaml', fixture);
    return loaded.ok ? [] : loaded.problems;
  };

  it.each([
    ['an unknown author', scenario([{ phase: 'night', wills: [{ author: 'Zed', text: 'x' }] }]), 'phases[0].wills[0].author: unknown player "Zed"'],
    ['a will without text', scenario([{ phase: 'night', wills: [{ author: 'Bob' }] }]), 'phases[0].wills[0].text: required'],
    ['a misspelled will field', scenario([{ phase: 'night', wills: [{ author: 'Bob', txt: 'x' }] }]), 'phases[0].wills[0].txt: unknown field'],
    ['an unknown player in expect.wills', scenario([{ phase: 'night', expect: { wills: { Zed: null } } }]), 'phases[0].expect.wills.Zed: unknown player "Zed"'],
    ['a misspelled expected will field', scenario([{ phase: 'night', expect: { wills: { Bob: { revealed: true, txt: 'x' } } } }]), 'phases[0].expect.wills.Bob.txt: unknown field'],
  ])('reports %s', (_label, value, problem) => {
    expect(problemsOf(value)).toContain(problem);
  });

  it('accepts an empty text (a withdrawal) and applies wills in key order', () => {
    const loaded = loadScenario(asYaml(scenario([{ phase: 'day', wills: [{ author: 'Bob', text: '' }], host: [{ command: 'modkill', target: 'Ann' }] }])), 'yaml', fixture);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.scenario.phases[0]?.order).toEqual(['wills', 'host']);
  });
});
