import { describe, expect, it } from 'vitest';
import { check, type Phase } from './helpers';

/**
 * One night and one day of the fixture game: the mafia shoots Dan, the doctor protects Dan, the cop
 * checks Ann, the silencer silences Bob; on day 1 four players lynch Ann and the town wins.
 */
const night: Phase = {
  phase: 'night',
  actions: [
    { actor: 'Ann', targets: ['Dan'] },
    { actor: 'Cat', targets: ['Dan'] },
    { actor: 'Bob', targets: ['Ann'] },
    { actor: 'Fay', targets: ['Bob'] },
  ],
};
const day: Phase = {
  phase: 'day',
  votes: [
    { voter: 'Bob', target: 'Ann' },
    { voter: 'Cat', target: 'Ann' },
    { voter: 'Ann', target: 'Cat' },
    { voter: 'Dan', target: 'Ann' },
    { voter: 'Eve', target: 'Ann' },
  ],
};

const nightExpecting = (expectations: Record<string, unknown>): Phase[] => [{ ...night, expect: expectations }];
const dayExpecting = (expectations: Record<string, unknown>): Phase[] => [night, { ...day, expect: expectations }];

describe('Each expectation passes when the phase went that way', () => {
  it.each([
    ['dead', nightExpecting({ dead: [] })],
    ['alive', nightExpecting({ alive: ['Dan', 'Eve'] })],
    ['results, none for a seat that received none', nightExpecting({ results: { Dan: [] } })],
    ['results (a subset of the result)', nightExpecting({ results: { Bob: [{ kind: 'investigation', value: 'mafia' }] } })],
    ['statuses', nightExpecting({ statuses: { Bob: ['silenced'], Cat: [] } })],
    ['winner null while the game goes on', nightExpecting({ winner: null })],
    ['eliminated', dayExpecting({ eliminated: ['Ann'] })],
    ['dead on the day', dayExpecting({ dead: ['Ann'] })],
    ['votes, compared as sets', dayExpecting({ votes: { Ann: ['Eve', 'Dan', 'Cat', 'Bob'], Cat: ['Ann'] } })],
    ['winner as a faction', dayExpecting({ winner: 'town' })],
    ['winner as a list', dayExpecting({ winner: ['town'] })],
    ['winners', dayExpecting({ winners: ['Bob', 'Cat', 'Dan', 'Eve', 'Fay'] })],
    ['notices, public by default, params as a subset', nightExpecting({ notices: [{ key: 'notices.night-deaths', params: { seats: [] } }] })],
    ['notices, by key alone', nightExpecting({ notices: [{ key: 'notices.night-deaths' }] })],
    ['notices to a faction', nightExpecting({ notices: [{ key: 'notices.faction-members', to: 'faction:mafia', params: { members: ['Ann'] } }] })],
    ['notices to a seat', nightExpecting({ notices: [{ key: 'results.investigation', to: 'Bob' }] })],
    ['notices to the host', nightExpecting({ notices: [{ key: 'notices.night-trace', to: 'host' }] })],
    ['absent results: none matches', nightExpecting({ absent: { results: { Bob: [{ kind: 'investigation', value: 'not-mafia' }], Cat: [{ kind: 'investigation' }] } } })],
    ['absent notices: a private notice is not a public one', nightExpecting({ absent: { notices: [{ key: 'results.investigation' }, { key: 'results.investigation', to: 'Cat' }] } })],
    ['absent statuses', nightExpecting({ absent: { statuses: { Cat: ['silenced'], Bob: ['bulletproof'] } } })],
    ['roles at the span end', nightExpecting({ roles: { Bob: 'cop', Dan: 'villager' } })],
    ['data: null for a key not set', nightExpecting({ data: { 'no-such-key': null } })],
  ])('%s', (_kind, phases) => {
    expect(check(phases).failures).toEqual([]);
  });
});

describe('Each expectation fails with a readable line when the phase went otherwise', () => {
  it.each([
    ['dead', nightExpecting({ dead: ['Dan'] }), 'phases[0] (night 1) expect.dead: expected [Dan], got []'],
    ['data', nightExpecting({ data: { 'no-such-key': 1 } }), 'phases[0] (night 1) expect.data.no-such-key: expected 1, got not set'],
    ['alive', dayExpecting({ alive: ['Ann', 'Bob'] }), 'phases[1] (day 1) expect.alive: expected alive, but not: [Ann]'],
    ['eliminated', dayExpecting({ eliminated: ['Cat'] }), 'phases[1] (day 1) expect.eliminated: expected [Cat], got [Ann]'],
    ['votes', dayExpecting({ votes: { Ann: ['Bob', 'Cat'] } }), 'phases[1] (day 1) expect.votes: expected { Ann: [Bob, Cat] }, got { Ann: [Bob, Cat, Dan, Eve]; Cat: [Ann] }'],
    [
      'results',
      nightExpecting({ results: { Bob: [{ kind: 'investigation', value: 'not-mafia' }] } }),
      'phases[0] (night 1) expect.results.Bob[0]: no result matches {"kind":"investigation","value":"not-mafia"}; got {"kind":"investigation","target":"Ann","value":"mafia"}',
    ],
    [
      'results, none expected',
      nightExpecting({ results: { Bob: [] } }),
      'phases[0] (night 1) expect.results.Bob: expected no result, got {"kind":"investigation","target":"Ann","value":"mafia"}',
    ],
    ['results for a player who got none', nightExpecting({ results: { Cat: [{ kind: 'investigation' }] } }), 'phases[0] (night 1) expect.results.Cat[0]: no result matches {"kind":"investigation"}; got none'],
    ['rejected', nightExpecting({ rejected: [{ actor: 'Cat', reason: 'self-target-forbidden' }] }), 'phases[0] (night 1) expect.rejected[0]: no rejection matches {"actor":"Cat","reason":"self-target-forbidden"}; got none'],
    ['statuses', nightExpecting({ statuses: { Cat: ['silenced'] } }), 'phases[0] (night 1) expect.statuses.Cat: expected [silenced], missing [silenced]; held []'],
    ['statuses, none expected', nightExpecting({ statuses: { Bob: [] } }), 'phases[0] (night 1) expect.statuses.Bob: expected none, got [silenced]'],
    ['winner', dayExpecting({ winner: 'mafia' }), 'phases[1] (day 1) expect.winner: expected [mafia], got [town]'],
    ['winner before the game ends', nightExpecting({ winner: 'town' }), 'phases[0] (night 1) expect.winner: expected [town], got none (the game goes on)'],
    ['winner null after the game ended', dayExpecting({ winner: null }), 'phases[1] (day 1) expect.winner: expected the game to go on, got [town]'],
    ['winners', dayExpecting({ winners: ['Bob'] }), 'phases[1] (day 1) expect.winners: expected [Bob], got [Bob, Cat, Dan, Eve, Fay]'],
    [
      'notices, other params',
      nightExpecting({ notices: [{ key: 'notices.night-deaths', params: { seats: ['Dan'] } }] }),
      'phases[0] (night 1) expect.notices[0]: no notice to public matches {"key":"notices.night-deaths","params":{"seats":["Dan"]}}; got {"key":"notices.night-deaths","params":{"seats":[],"count":0}}',
    ],
    [
      'notices, a private notice is not public',
      nightExpecting({ notices: [{ key: 'results.investigation' }] }),
      'phases[0] (night 1) expect.notices[0]: no notice to public matches {"key":"results.investigation"}; got {"key":"notices.night-deaths","params":{"seats":[],"count":0}}',
    ],
    [
      'absent results',
      nightExpecting({ absent: { results: { Bob: [{ kind: 'investigation' }] } } }),
      'phases[0] (night 1) expect.absent.results.Bob[0]: expected no result matching {"kind":"investigation"}, got {"kind":"investigation","target":"Ann","value":"mafia"}',
    ],
    [
      'absent notices',
      nightExpecting({ absent: { notices: [{ key: 'results.investigation', to: 'Bob' }] } }),
      'phases[0] (night 1) expect.absent.notices[0]: expected no notice to Bob matching {"key":"results.investigation","to":"Bob"}, got {"key":"results.investigation","params":{}}',
    ],
    ['absent statuses', nightExpecting({ absent: { statuses: { Bob: ['silenced'] } } }), 'phases[0] (night 1) expect.absent.statuses.Bob: expected none of [silenced], held [silenced]'],
    ['roles', nightExpecting({ roles: { Bob: 'doctor' } }), 'phases[0] (night 1) expect.roles.Bob: expected doctor, got cop'],
    [
      'notices, none expected',
      nightExpecting({ notices: [] }),
      'phases[0] (night 1) expect.notices: expected no public notice, got {"key":"notices.night-deaths","params":{"seats":[],"count":0}}',
    ],
  ])('%s', (_kind, phases, line) => {
    expect(check(phases).failures).toEqual([line]);
  });
});

describe('When a command is rejected', () => {
  const selfProtect: Phase = { phase: 'night', actions: [{ actor: 'Cat', targets: ['Cat'] }] };

  it('fails the check when the phase does not expect it', () => {
    expect(check([selfProtect]).failures).toEqual(['phases[0].actions[0]: unexpected rejection "self-target-forbidden" (actor Cat)']);
  });

  it('passes when expect.rejected lists it, by actor and reason', () => {
    expect(check([{ ...selfProtect, expect: { rejected: [{ actor: 'Cat', reason: 'self-target-forbidden' }] } }]).failures).toEqual([]);
  });

  it('still fails for a rejection the list does not match', () => {
    const phase = { ...selfProtect, expect: { rejected: [{ actor: 'Bob', reason: 'self-target-forbidden' }] } };
    expect(check([phase]).failures).toEqual([
      'phases[0].actions[0]: unexpected rejection "self-target-forbidden" (actor Cat)',
      'phases[0] (night 1) expect.rejected[0]: no rejection matches {"actor":"Bob","reason":"self-target-forbidden"}; got {"actor":"Cat","reason":"self-target-forbidden"}',
    ]);
  });

  it('matches a vote locked in by the majority', () => {
    const locked: Phase = {
      phase: 'day',
      votes: [...(day['votes'] as unknown[]), { voter: 'Fay', target: 'Ann' }, { voter: 'Dan', unvote: true }],
      expect: { rejected: [{ voter: 'Dan', reason: 'vote-locked' }], eliminated: ['Ann'] },
    };
    expect(check([night, locked]).failures).toEqual([]);
  });
});

describe('Rejections matched by entry and counted', () => {
  const twice: Phase = { phase: 'night', actions: [{ actor: 'Cat', targets: ['Cat'] }, { actor: 'Cat', targets: ['Cat'] }] };

  it('matches by the entry within the phase or by its whole path', () => {
    const byEntry = { rejected: [{ entry: 'actions[0]', reason: 'self-target-forbidden' }, { entry: 'phases[0].actions[1]' }] };
    expect(check([{ ...twice, expect: byEntry }]).failures).toEqual([]);
  });

  it('counts: exactly n matching rejections, or none with count 0', () => {
    expect(check([{ ...twice, expect: { rejected: [{ actor: 'Cat', count: 2 }, { actor: 'Bob', count: 0 }] } }]).failures).toEqual([]);
    expect(check([{ ...twice, expect: { rejected: [{ actor: 'Cat', count: 1 }] } }]).failures).toEqual([
      'phases[0] (night 1) expect.rejected[0]: expected 1 rejections matching {"actor":"Cat","count":1}, got 2',
    ]);
  });
});

describe('expect.lasting: statuses once those expiring with the phase are gone', () => {
  it('reads what the next phase starts with, where expect.statuses still shows the expiring ones', () => {
    const held = check(dayExpecting({ statuses: { Bob: ['silenced'] }, lasting: { Bob: [] } }));
    expect(held.failures).toEqual([]);
    expect(check(dayExpecting({ lasting: { Bob: ['silenced'] } })).failures).toEqual([
      'phases[1] (day 1) expect.lasting.Bob: expected [silenced], missing [silenced]; held []',
    ]);
  });
});
