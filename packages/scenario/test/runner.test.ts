import { runConformance } from '@mafia/ruleset-kit';
import { describe, expect, it } from 'vitest';
import { checkScenarioText, playedGame, runScenarioText } from '../src';
import { fixture } from './fixture';
import { asYaml, check, players, run, scenario, type Phase } from './helpers';

describe('When an action omits its ability', () => {
  it('infers the only ability the actor can use in the phase', () => {
    const result = run([{ phase: 'night', actions: [{ actor: 'Bob', targets: ['Ann'] }] }]);
    expect(result.reports[0]?.results).toEqual({ Bob: [{ kind: 'investigation', target: 'Ann', value: 'mafia' }] });
  });

  it('asks for the ability when the actor has two (a mafia roleblocker)', () => {
    const mafiaBlocker = [...players.slice(0, 5), { name: 'Fay', role: 'roleblocker', faction: 'mafia' }];
    const phases = [{ phase: 'night', actions: [{ actor: 'Fay', targets: ['Bob'] }] }];
    expect(check(phases, { players: mafiaBlocker }).failures).toEqual([
      'phases[0].actions[0].ability: Fay has 2 abilities usable in night 1 (block, factional-kill); name one',
    ]);
    const named = [{ phase: 'night', actions: [{ actor: 'Fay', ability: 'block', targets: ['Bob'] }, { actor: 'Bob', targets: ['Ann'] }], expect: { results: { Bob: [] } } }];
    expect(check(named, { players: mafiaBlocker }).failures).toEqual([]);
    expect(run(named, { players: mafiaBlocker }).reports[0]?.results).toEqual({});
  });

  it('reports a player with no ability in the phase', () => {
    expect(check([{ phase: 'night', actions: [{ actor: 'Dan', targets: ['Ann'] }] }]).failures).toEqual([
      'phases[0].actions[0].ability: Dan (villager) has no ability usable in night 1',
    ]);
  });
});

describe('When players vote by forum posts', () => {
  const posts = (...list: Array<[string, string]>): Phase => ({ phase: 'day', posts: list.map(([author, body]) => ({ author, body })) });

  it('counts bold votes and unvotes on the main poll', () => {
    const result = run([posts(['Bob', 'I think it is Ann.\n[b]Vote: Ann[/b]'], ['Cat', '[b]vote: ann[/b]'], ['Dan', '[b]Vote: Cat[/b]'], ['Dan', '[b]Unvote[/b]'])], { settings: { firstPhase: 'day' } });
    expect(result.reports[0]?.votes).toEqual({ Ann: ['Bob', 'Cat'] });
  });

  it('accepts aliases and reports fragments that did not count', () => {
    const withAlias = players.map((p) => (p.name === 'Ann' ? { ...p, aliases: ['Annie'] } : p));
    const result = run([posts(['Bob', '[b]Vote: Annie[/b]'], ['Cat', 'Vote: Ann'], ['Dan', '[b]Vote: Zed[/b]'])], { players: withAlias, settings: { firstPhase: 'day' } });
    const report = result.reports[0];
    expect(report?.votes).toEqual({ Ann: ['Bob'] });
    expect(report?.fragments.map((f) => [f.entry, f.author, f.code])).toEqual([
      ['phases[0].posts[1]', 'Cat', 'not-bold'],
      ['phases[0].posts[2]', 'Dan', 'unknown-name'],
    ]);
  });

  it('refuses a named unvote of someone else, as the forum rules do', () => {
    const phases = [{ ...posts(['Bob', '[b]Vote: Ann[/b]'], ['Bob', '[b]Unvote: Cat[/b]']), expect: { rejected: [{ voter: 'Bob', reason: 'unvote-target-mismatch' }], votes: { Ann: ['Bob'] } } }];
    expect(check(phases, { settings: { firstPhase: 'day' } }).failures).toEqual([]);
  });

  it('dispatches the post itself, so a dead author is refused and their vote never counts', () => {
    const phases: Phase[] = [
      { phase: 'day', host: [{ command: 'modkill', target: 'Dan' }], expect: { dead: ['Dan'], eliminated: [] } },
      { phase: 'day', posts: [{ author: 'Dan', body: '[b]Vote: Ann[/b]' }], expect: { rejected: [{ author: 'Dan', reason: 'author-not-alive' }], votes: {} } },
    ];
    expect(check(phases, { settings: { firstPhase: 'day' } }).failures).toEqual([]);
  });
});

describe('How the runner walks the phases', () => {
  it('ends phases without entries to reach the next phase of the asked kind', () => {
    const result = run([{ phase: 'day', votes: [{ voter: 'Bob', target: 'none' }] }]);
    expect(result.output.phases.map((p) => [p.phase, p.index])).toEqual([
      ['night 1', null],
      ['day 1', 0],
    ]);
    expect(result.reports[0]?.votes).toEqual({ none: ['Bob'] });
  });

  it('reports a phase it cannot reach because the game ended', () => {
    const lynch: Phase = { phase: 'day', votes: ['Bob', 'Cat', 'Dan', 'Eve'].map((voter) => ({ voter, target: 'Ann' })) };
    expect(check([lynch, { phase: 'night' }], { settings: { firstPhase: 'day' } }).failures).toEqual(['phases[1]: not reached: the game ended in day 1']);
  });

  it('plays a phase the game ended as it began (a win checked at the start of a day): its span is its start', () => {
    const settings = { settings: { winCheck: 'day-start' } };
    const night: Phase = { phase: 'night', host: [{ command: 'modkill', target: 'Ann' }], expect: { winner: null } };
    const day: Phase = { phase: 'day', expect: { winner: 'town', dead: [] } };
    expect(check([night, day], settings).failures).toEqual([]);
    const result = run([night, day], settings);
    expect(result.output.phases.map((p) => [p.phase, p.index])).toEqual([
      ['night 1', 0],
      ['day 1', 1],
    ]);
    expect(check([night, day, { phase: 'night' }], settings).failures).toEqual(['phases[2]: not reached: the game ended in day 1']);
    expect(check([night, day, { phase: 'day' }], settings).failures).toEqual(['phases[2]: not reached: the game ended in day 1']);
  });

  it('applies entry lists in the order their keys appear', () => {
    // The modkill comes first, so Dan's vote is refused.
    const phase = { phase: 'day', host: [{ command: 'modkill', target: 'Dan' }], votes: [{ voter: 'Dan', target: 'Ann' }], expect: { rejected: [{ voter: 'Dan', reason: 'voter-not-alive' }] } };
    expect(check([phase], { settings: { firstPhase: 'day' } }).failures).toEqual([]);
  });

  it('holds the night for host review and publishes it at the deadline', () => {
    const phases = [{ phase: 'night', actions: [{ actor: 'Ann', targets: ['Dan'] }], expect: { dead: ['Dan'] } }];
    expect(check(phases, { settings: { hostReview: true } }).failures).toEqual([]);
  });

  it('renders the night trace with explain', () => {
    const result = run([{ phase: 'night', actions: [{ actor: 'Ann', targets: ['Dan'] }, { actor: 'Cat', targets: ['Dan'] }] }]);
    expect(result.reports[0]?.trace[0]).toBe('kill Dan: prevented');
  });

  it('refuses a step the phase does not have', () => {
    expect(check([{ phase: 'night', step: 'dawn' }]).failures).toEqual(['phases[0].step: night 1 has no step "dawn" ahead']);
  });
});

describe('Formats and determinism', () => {
  const game = scenario([
    { phase: 'night', actions: [{ actor: 'Ann', targets: ['Eve'] }, { actor: 'Bob', targets: ['Fay'] }], expect: { dead: [], results: { Bob: [{ value: 'not-mafia' }] } } },
    { phase: 'day', votes: [{ voter: 'Bob', target: 'Ann' }], expect: { votes: { Ann: ['Bob'] }, eliminated: [] } },
  ]);

  it('reads the same scenario from YAML and JSON', () => {
    const fromYaml = runScenarioText(asYaml(game), 'yaml', fixture);
    const fromJson = runScenarioText(JSON.stringify(game), 'json', fixture);
    expect(fromYaml.ok && fromJson.ok).toBe(true);
    if (fromYaml.ok && fromJson.ok) expect(fromJson.run.output).toEqual(fromYaml.run.output);
    expect(checkScenarioText(JSON.stringify(game), 'json', fixture).failures).toEqual([]);
  });

  it('prints identical output when run twice', () => {
    const first = runScenarioText(asYaml(game), 'yaml', fixture);
    const second = runScenarioText(asYaml(game), 'yaml', fixture);
    expect(first.ok && second.ok).toBe(true);
    if (first.ok && second.ok) expect(JSON.stringify(second.run.output)).toBe(JSON.stringify(first.run.output));
  });

  it('hands its game to the conformance suite', () => {
    const result = runScenarioText(asYaml(game), 'yaml', fixture);
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(runConformance(fixture, [playedGame(result.run)]).filter((f) => f.check !== 'locale')).toEqual([]);
  });
});
