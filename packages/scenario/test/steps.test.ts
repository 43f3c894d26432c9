import { GameDriver } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { seatsOf } from '../src';
import { stepMayFollow } from '../src/steps';
import { fixture } from './fixture';
import { check, run, scenario, type Phase } from './helpers';

/**
 * The fixture's `dayVote: plurality` day: discussion → vote (plurality `lynch`) → runoff among the
 * tied, who do not vote (only after a tie) → dusk. Ann is the only mafioso.
 */
const settings = { firstPhase: 'day', dayVote: 'plurality' };
const tie: Phase = {
  phase: 'day',
  step: 'vote',
  votes: [
    { voter: 'Bob', target: 'Ann' },
    { voter: 'Cat', target: 'Ann' },
    { voter: 'Ann', target: 'Dan' },
    { voter: 'Fay', target: 'Dan' },
  ],
};
const runoff = (expectations: Record<string, unknown> = {}): Phase => ({
  phase: 'day',
  step: 'runoff',
  votes: [
    { voter: 'Ann', target: 'Dan' },
    { voter: 'Bob', target: 'Ann' },
    { voter: 'Cat', target: 'Ann' },
    { voter: 'Eve', target: 'Dan' },
  ],
  expect: { rejected: [{ voter: 'Ann', reason: 'not-a-voter' }], ...expectations },
});

describe('When the next entry plays a later step of the same phase', () => {
  it('ends only the current step, so a tie and its runoff are played on the same day', () => {
    const phases = [
      { ...tie, expect: { eliminated: [], dead: [], votes: { Ann: ['Bob', 'Cat'], Dan: ['Ann', 'Fay'] }, outcomes: { lynch: { kind: 'tie', tied: ['Ann', 'Dan'] } }, winner: null } },
      runoff({ eliminated: ['Ann'], dead: ['Ann'], votes: { Ann: ['Bob', 'Cat'], Dan: ['Eve'] }, outcomes: { runoff: { kind: 'selected', options: ['Ann'] } }, winner: 'town' }),
    ];
    expect(check(phases, { settings }).failures).toEqual([]);
    const result = run(phases, { settings });
    expect(result.output.phases.map((p) => [p.phase, p.step, p.index])).toEqual([
      ['day 1', 'vote', 0],
      ['day 1', 'runoff', 1],
    ]);
  });

  it('observes each entry over its own step: the runoff entry sees only the runoff poll', () => {
    const result = run([tie, runoff()], { settings });
    expect(result.reports[0]?.polls.map((p) => p.id)).toEqual(['lynch']);
    expect(result.reports[1]?.polls.map((p) => p.id)).toEqual(['runoff']);
    expect(Object.keys(result.reports[1]?.outcomes ?? {})).toEqual(['runoff']);
  });

  it('reads several polls of one span with expect.polls', () => {
    // Without a runoff entry the vote entry plays the rest of the day: both polls are in its span.
    const phases = [{ ...tie, expect: { polls: { lynch: { Ann: ['Bob', 'Cat'], Dan: ['Ann', 'Fay'] }, runoff: {} }, outcomes: { lynch: { kind: 'tie' }, runoff: { kind: 'no-decision', reason: 'no-ballots' } }, eliminated: [] } }];
    expect(check(phases, { settings }).failures).toEqual([]);
    expect(run(phases, { settings }).reports[0]?.step).toBeUndefined();
  });

  it('continues from an entry without a step (the first step) into a later one', () => {
    const phases = [
      { phase: 'day', host: [{ command: 'post', body: 'The vote opens soon.' }], expect: { votes: {} } },
      { ...tie, expect: { outcomes: { lynch: { kind: 'tie' } } } },
    ];
    const result = run(phases, { settings });
    expect(result.output.phases.map((p) => [p.phase, p.step, p.index])).toEqual([
      ['day 1', 'discussion', 0],
      ['day 1', 'vote', 1],
    ]);
    expect(result.reports[0]?.votes).toBeNull();
    expect(check(phases, { settings }).failures).toEqual(['phases[0] (day 1, discussion) expect.votes: expected {}, got no poll']);
  });

  it('reports a later step that never opened in that phase (no tie, no runoff)', () => {
    const clear: Phase = { phase: 'day', step: 'vote', votes: ['Ann', 'Bob', 'Cat'].map((voter) => ({ voter, target: 'Dan' })), expect: { eliminated: ['Dan'] } };
    expect(check([clear, runoff()], { settings }).failures).toEqual(['phases[1].step: day 1 has no step "runoff" ahead']);
  });

  it('plays the same step twice as two phases, as before', () => {
    const result = run([{ phase: 'day', step: 'dusk' }, { phase: 'day', step: 'dusk' }], { settings });
    expect(result.output.phases.map((p) => [p.phase, p.index, p.step])).toEqual([
      ['day 1', 0, undefined],
      ['night 1', null, undefined],
      ['day 2', 1, undefined],
    ]);
  });

  it('names the step and the poll in failure lines', () => {
    const phases = [
      { ...tie, expect: { outcomes: { lynch: { kind: 'selected' } }, polls: { runoff: {} } } },
      runoff({ polls: { runoff: { Ann: ['Bob'] } } }),
    ];
    expect(check(phases, { settings }).failures).toEqual([
      'phases[0] (day 1, vote) expect.polls.runoff: no poll "runoff" in this step; polls: [lynch]',
      'phases[0] (day 1, vote) expect.outcomes.lynch: expected {"kind":"selected"}, got {"kind":"tie","selected":[],"tied":["Ann","Dan"],"places":1}',
      'phases[1] (day 1, runoff) expect.polls.runoff: expected { Ann: [Bob] }, got { Ann: [Bob, Cat]; Dan: [Eve] }',
    ]);
  });

  it('checks the voters named in expect.polls', () => {
    expect(check([{ ...tie, expect: { polls: { lynch: { Ann: ['Zed'] } } } }], { settings }).failures).toEqual(['phases[0].expect.polls.lynch.Ann[0]: unknown player "Zed"']);
  });
});

describe('Which steps may still follow in the current phase', () => {
  const driver = (extra: Record<string, unknown>) => {
    const file = scenario([], { settings: { firstPhase: 'day', ...extra } }) as { players: Array<{ name: string; role: string }> };
    const seats = seatsOf(fixture, { name: 't', ruleset: 'fixture', players: file.players, phases: [] });
    return new GameDriver(fixture, { seats, settings: { firstPhase: 'day', ...extra }, seed: 't' });
  };

  it.each([
    ['a later step whose condition depends on the vote (the runoff)', { dayVote: 'plurality' }, 'runoff', true],
    ['a later step without a condition', { dayVote: 'plurality' }, 'dusk', true],
    ['the current step', { dayVote: 'plurality' }, 'discussion', false],
    ['a later step the settings rule out', { dayVote: 'majority' }, 'runoff', false],
    ['a step of no phase', { dayVote: 'plurality' }, 'dawn', false],
  ])('%s', (_case, settings, step, expected) => {
    expect(stepMayFollow(fixture, driver(settings).state, step)).toBe(expected);
  });
});

describe('expect.totals', () => {
  it('passes on the counted totals of a closed poll; a listed option with 0 means nobody counted for it', () => {
    const phases = [{ ...tie, expect: { totals: { lynch: { Ann: 2, Dan: 2, Bob: 0 } } } }];
    expect(check(phases, { settings }).failures).toEqual([]);
  });

  it('fails with the totals counted, and names the closed polls when the poll did not close in the span', () => {
    const wrong = [{ ...tie, expect: { totals: { lynch: { Ann: 3 }, nope: { Ann: 1 } } } }];
    expect(check(wrong, { settings }).failures).toEqual([
      'phases[0] (day 1) expect.totals.lynch: expected {"Ann":3}, got {"Ann":2,"Dan":2}',
      'phases[0] (day 1) expect.totals.nope: poll "nope" did not close in this phase; closed: [lynch, runoff]',
    ]);
  });
});
