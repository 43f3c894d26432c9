import { describe, expect, it } from 'vitest';
import { availableCommands, evolve, openPoll, type Audience, type RulesetRuntime, type Status } from '../src';
import { runtime } from './fixture';
import { everyViewer, play } from './play';

/**
 * The fixture with statuses declared as data. `injured` means what seed 003 (Conan BO, CB-21) says:
 * no abilities except the night kill, and it may still vote. `jailed` is not declared at all.
 */
const rules: RulesetRuntime = {
  ...runtime,
  statuses: {
    injured: { blocksActions: { except: ['bite'] } },
    stunned: { blocksActions: true },
    hindered: { blocksVotes: true },
    arrested: { blocksActions: true, blocksVotes: true, blocksTargeting: { except: ['free'] }, visibility: 'public' },
    watched: { visibility: 'hidden' },
  },
  roles: {
    ...runtime.roles,
    seer: { id: 'seer', faction: 'town', abilities: [{ id: 'peek', phase: 'night', targets: { count: 1 } }, { id: 'free', phase: 'night', targets: { count: 1 } }] },
  },
};

function game() {
  const g = play(rules);
  const give = (seat: string, id: string, audience?: Audience): void => {
    const status: Status = audience ? { id, audience } : { id };
    g.game.state = evolve(g.game.state, { type: 'status-added', seat, status });
  };
  return { ...g, give };
}

describe('a status blocks what the ruleset declares, nothing else', () => {
  it.each([
    ['a blocking status refuses every ability', 'b', 'stunned', 'peek', 'actor-cannot-act'],
    ['seed 003 CB-21: the injured lose their abilities', 'b', 'injured', 'peek', 'actor-cannot-act'],
    ['seed 003 CB-21: the injured keep the night kill (an exception)', 'a', 'injured', 'bite', null],
    ['a status that blocks only votes leaves abilities', 'b', 'hindered', 'peek', null],
    ['a status the ruleset does not declare blocks nothing', 'b', 'jailed', 'peek', null],
  ] as const)('%s', (_, seat, status, ability, code) => {
    const { give, code: codeOf } = game();
    give(seat, status);
    expect(codeOf({ type: 'submit-intent', seat, ability, targets: ['c'] })).toBe(code);
  });

  it.each([
    ['blocksVotes refuses the ballot', 'hindered', 'voter-cannot-vote'],
    ['seed 003 CB-21: the injured may vote', 'injured', null],
    ['an undeclared status does not stop a vote', 'jailed', null],
    ['a status blocking actions and votes', 'arrested', 'voter-cannot-vote'],
  ] as const)('%s', (_, status, code) => {
    const { give, code: codeOf, advanceTo, game: g } = game();
    advanceTo('day');
    give('c', status);
    expect(codeOf({ type: 'cast-ballot', seat: 'c', poll: 'lynch', targets: ['a'] })).toBe(code);
    expect(availableCommands(rules, g.state, 'c').some((c) => c.type === 'cast-ballot')).toBe(code === null);
  });

  it('a public status may refuse targeting, except the abilities it lists, and the choices leave the seat out', () => {
    const { give, code, game: g } = game();
    give('a', 'arrested');
    expect(code({ type: 'submit-intent', seat: 'b', ability: 'peek', targets: ['a'] })).toBe('target-unavailable');
    expect(code({ type: 'submit-intent', seat: 'b', ability: 'free', targets: ['a'] })).toBeNull();
    const offered = availableCommands(rules, g.state, 'b');
    const choicesOf = (ability: string) => offered.flatMap((c) => (c.type === 'submit-intent' && c.ability === ability ? c.targets.choices : []));
    expect(choicesOf('peek')).not.toContain('a');
    expect(choicesOf('free')).toContain('a');
  });
});

describe('per-poll eligibility overrides status blocks (seed 003 CB-33: arrested BO members elect their leader)', () => {
  const council = (ignoreStatuses?: 'all' | string[]) =>
    openPoll({
      id: 'council',
      voters: ['a', 'b', 'c', 'd', 'e'].map((seat) => ({ seat })),
      options: ['a', 'e'].map((id) => ({ id, seat: id })),
      slots: [{ id: 'main' }],
      visibility: 'live',
      tally: { kind: 'majority' },
      ...(ignoreStatuses ? { eligibility: { ignoreStatuses } } : {}),
    });

  it.each([
    ['no eligibility: the block applies', undefined, 'hindered', 'voter-cannot-vote'],
    ['the listed status is ignored', ['hindered'], 'hindered', null],
    ['a status not listed still blocks', ['hindered'], 'arrested', 'voter-cannot-vote'],
    ["'all' ignores every status block", 'all', 'arrested', null],
  ] as const)('%s', (_, ignore, status, code) => {
    const { give, code: codeOf, advanceTo, game: g } = game();
    advanceTo('day');
    g.state = evolve(g.state, { type: 'poll-opened', poll: council(ignore === undefined ? undefined : ignore === 'all' ? 'all' : [...ignore]) });
    give('c', status);
    expect(codeOf({ type: 'cast-ballot', seat: 'c', poll: 'council', targets: ['a'] })).toBe(code);
    // The lynch, with no eligibility of its own, refuses both.
    expect(codeOf({ type: 'cast-ballot', seat: 'c', poll: 'lynch', targets: ['a'] })).toBe('voter-cannot-vote');
    const offered = availableCommands(rules, g.state, 'c').filter((c) => c.type === 'cast-ballot').map((c) => (c.type === 'cast-ballot' ? c.poll : ''));
    expect(offered).toEqual(code === null ? ['council'] : []);
  });

  it('a dead voter stays refused whatever the poll says', () => {
    const { code, advanceTo, run, game: g } = game();
    advanceTo('day');
    g.state = evolve(g.state, { type: 'poll-opened', poll: council('all') });
    run({ type: 'modkill', seat: 'c', reason: 'x' });
    expect(code({ type: 'cast-ballot', seat: 'c', poll: 'council', targets: ['a'] })).toBe('voter-not-alive');
  });
});

describe('who sees a status', () => {
  const sees = (g: ReturnType<typeof game>, holder: string, status: string): string[] =>
    everyViewer(g.game.state)
      .filter((viewer) => g.view(viewer).seats.find((s) => s.id === holder)?.statuses.some((s) => s.id === status))
      .map((viewer) => (viewer.kind === 'seat' ? viewer.seat : viewer.kind));

  it.each([
    ['undeclared: the holder (and the host)', 'jailed', undefined, ['c']],
    ['private (declared): the holder', 'injured', undefined, ['c']],
    ['public: everyone', 'arrested', undefined, ['spectator', 'a', 'b', 'c', 'd', 'e']],
    ['hidden: not even the holder', 'watched', undefined, []],
    ["a status's own audience reaches further", 'injured', { to: 'faction', faction: 'wolves' }, ['a', 'c', 'e']],
    ['a hidden status reaches the holder only through its audience', 'watched', { to: 'seat', seat: 'c' }, ['c']],
    ['a hidden status with an audience elsewhere stays hidden from the holder', 'watched', { to: 'seat', seat: 'd' }, ['d']],
  ] as const)('%s', (_, status, audience, expected) => {
    const g = game();
    g.give('c', status, audience);
    expect(sees(g, 'c', status)).toEqual(expected);
    expect(g.view({ kind: 'host' }).seats.find((s) => s.id === 'c')?.statuses.map((s) => s.id)).toEqual([status]);
  });
});
