import { evolve, openPoll, type GameView, type JsonObject } from '@mafia/kernel';
import { describe, expect, it } from 'vitest';
import { checkReplay, checkView, defineRuleset, GameDriver, runConformance, type PlayedGame } from '../src';
import { checkLocales, checkNoticeParams } from '../src/conformance';
import { tiny, tinyDefinition } from '../src/testing';

const seats = [
  { id: 'ann', name: 'Ann', role: 'thug', faction: 'mafia', modifiers: [], attributes: {} },
  { id: 'bob', name: 'Bob', role: 'sheriff', faction: 'town', modifiers: [], attributes: {} },
  { id: 'cat', name: 'Cat', role: 'medic', faction: 'town', modifiers: [], attributes: {} },
  { id: 'dan', name: 'Dan', role: 'citizen', faction: 'town', modifiers: [], attributes: {} },
  { id: 'eve', name: 'Eve', role: 'citizen', faction: 'town', modifiers: [{ id: 'bulletproof', uses: 1 }], attributes: {} },
];

function play(): PlayedGame {
  const game = new GameDriver(tiny, { seats, seed: 'conformance' });
  game.dispatch({ type: 'submit-intent', seat: 'ann', ability: 'factional-kill', targets: ['eve'] });
  game.dispatch({ type: 'submit-intent', seat: 'bob', ability: 'investigate', targets: ['ann'] });
  game.dispatch({ type: 'submit-intent', seat: 'cat', ability: 'protect', targets: ['dan'] });
  game.closeStep();
  game.dispatch({ type: 'cast-ballot', seat: 'bob', poll: 'lynch', targets: ['ann'] });
  game.closeStep();
  return { name: 'tiny game', events: game.events, state: game.state };
}

describe('the conformance suite', () => {
  it('passes a correct ruleset', () => {
    expect(runConformance(tiny, [play()])).toEqual([]);
  });

  it('catches a state that replay does not reproduce', () => {
    const game = play();
    const tampered = { ...game, state: { ...game.state, ledger: { ...game.state.ledger, extra: 1 } } };
    expect(checkReplay(tampered)).toEqual([{ check: 'replay', detail: 'tiny game: replay(events) differs from the live state' }]);
  });

  it('catches a view that leaks a hidden role, an intent, a result or the ledger', () => {
    const game = new GameDriver(tiny, { seats, seed: 'leak' });
    game.dispatch({ type: 'submit-intent', seat: 'bob', ability: 'investigate', targets: ['ann'] });
    game.closeStep();
    const honest = game.view({ kind: 'seat', seat: 'dan' });
    const host = game.view({ kind: 'host' });
    const leaky: GameView = {
      ...honest,
      seats: honest.seats.map((s) => (s.id === 'ann' ? { ...s, role: 'thug', faction: 'mafia' } : s)),
      notices: host.notices,
      ledger: host.ledger,
    };
    const failures = checkView(tiny, game.state, { kind: 'seat', seat: 'dan' }, 'dan', leaky).map((f) => f.detail);
    expect(failures.some((f) => f.includes('hidden role of ann'))).toBe(true);
    expect(failures.some((f) => f.includes('receives notice'))).toBe(true);
    expect(failures.some((f) => f.includes('sees the ledger'))).toBe(true);
  });

  it('catches a view that shows a private status, another seat’s last action or a hidden ballot', () => {
    const declared = defineRuleset(tinyDefinition({ statuses: { injured: {}, arrested: { visibility: 'public' } } }));
    const game = new GameDriver(declared, { seats, seed: 'statuses' });
    game.closeStep();
    game.state = evolve(game.state, { type: 'status-added', seat: 'ann', status: { id: 'injured' } });
    game.state = evolve(game.state, { type: 'status-added', seat: 'bob', status: { id: 'arrested' } });
    game.state = evolve(game.state, { type: 'poll-changed', poll: 'lynch', change: { hiddenBallots: { voters: ['cat'] } } });
    game.dispatch({ type: 'cast-ballot', seat: 'cat', poll: 'lynch', targets: ['ann'] });
    game.dispatch({ type: 'cast-ballot', seat: 'eve', poll: 'lynch', targets: ['ann'] });
    game.state = evolve(game.state, { type: 'last-action-opened', seat: 'eve', window: { abilities: ['x'], cause: 'c', phase: game.state.clock.phase, step: game.state.clock.step } });
    const dan = { kind: 'seat', seat: 'dan' } as const;
    const honest = game.view(dan);
    expect(checkView(declared, game.state, dan, 'dan', honest)).toEqual([]);
    expect(honest.seats.find((s) => s.id === 'bob')?.statuses.map((s) => s.id)).toEqual(['arrested']);
    const host = game.view({ kind: 'host' });
    const leaky: GameView = { ...honest, seats: host.seats.map((s) => ({ ...s, role: undefined, faction: undefined, modifiers: undefined, attributes: undefined })), polls: host.polls.map((p) => ({ ...p, tally: null })) };
    const failures = checkView(declared, game.state, dan, 'dan', leaky).map((f) => f.detail);
    expect(failures).toContain('dan: sees the private status injured of ann');
    expect(failures).toContain('dan: sees the last action of eve');
    expect(failures).toContain("dan: sees cat's hidden ballot in poll lynch");
    expect(failures).toContain("dan: sees cat's hidden vote history in poll lynch");
    expect(failures).toContain('dan: sees totals of poll lynch that count hidden ballots');
    expect(failures.some((f) => f.includes('arrested'))).toBe(false);
  });

  it('catches a view that shows a poll seen only by its voters (seed 003 CB-D16.2) to someone else', () => {
    const game = new GameDriver(tiny, { seats, seed: 'seen-by' });
    game.closeStep();
    const council = openPoll({
      id: 'council',
      voters: [{ seat: 'ann' }, { seat: 'eve' }],
      options: [{ id: 'ann', seat: 'ann' }, { id: 'eve', seat: 'eve' }],
      slots: [{ id: 'main' }],
      visibility: 'live',
      tally: { kind: 'majority' },
      seenBy: 'voters',
    });
    game.state = evolve(game.state, { type: 'poll-opened', poll: council });
    game.dispatch({ type: 'cast-ballot', seat: 'ann', poll: 'council', targets: ['eve'] });
    const dan = { kind: 'seat', seat: 'dan' } as const;
    const ann = { kind: 'seat', seat: 'ann' } as const;
    const honest = game.view(dan);
    expect(honest.polls.map((p) => p.id)).toEqual(['lynch']);
    expect(checkView(tiny, game.state, dan, 'dan', honest)).toEqual([]);
    expect(checkView(tiny, game.state, ann, 'ann', game.view(ann))).toEqual([]);
    expect(game.view(ann).polls.map((p) => p.id)).toEqual(['lynch', 'council']);
    const leaky: GameView = { ...honest, polls: game.view(ann).polls };
    expect(checkView(tiny, game.state, dan, 'dan', leaky).map((f) => f.detail)).toContain('dan: sees poll council, which only its voters see');
    expect(checkView(tiny, game.state, { kind: 'spectator' }, 'spectator', leaky).map((f) => f.detail)).toContain('spectator: sees poll council, which only its voters see');
  });

  it('catches missing role texts, missing plural forms and untranslated notice keys', () => {
    const en = tinyDefinition().locales['en'] as JsonObject;
    const broken = defineRuleset(
      tinyDefinition({
        locales: {
          en: { ...en, notices: { lynched: 'Lynched: {{seats}}', count_one: '{{count}} vote', count_other: '{{count}} votes' } },
          ru: { ...en, roles: { citizen: { name: 'Горожанин', summary: '', pm: '' } }, notices: { lynched: 'Линчеван', count_one: '{{count}} голос' } },
        },
      }),
    );
    const details = checkLocales(broken, [play()]).map((f) => f.detail);
    expect(details).toContain('ru: roles.medic.name missing');
    expect(details.some((d) => d.startsWith('ru: notices.lynched placeholders'))).toBe(true);
    expect(details).toContain('ru: notices.count_few plural-form-missing');
    expect(details).toContain('ru: notices.count_many plural-form-missing');
  });

  it('catches a poll without a title', () => {
    const { polls: _titled, ...untitled } = tinyDefinition().locales['en'] as JsonObject;
    const details = checkLocales(defineRuleset(tinyDefinition({ locales: { en: untitled } })), [play()]).map((f) => f.detail);
    expect(details).toContain("en: polls.lynch missing (the poll's title)");
    expect(checkLocales(tiny, [play()])).toEqual([]);
  });

  it('catches a notice whose text needs a placeholder or a count that the notice does not carry', () => {
    const en = tinyDefinition().locales['en'] as JsonObject;
    const needy = defineRuleset(
      tinyDefinition({
        // The tiny ruleset announces `notices.lynched` with `{ seats }` only.
        locales: { en: { ...en, notices: { lynched_one: '{{count}} lynched: {{seats}} ({{reason}})', lynched_other: '{{count}} lynched: {{seats}}' } } },
      }),
    );
    expect(checkNoticeParams(needy, [play()]).map((f) => f.detail)).toEqual([
      'notice notices.lynched has only plural texts but no numeric count',
      'notice notices.lynched lacks {{count}}',
      'notice notices.lynched lacks {{reason}}',
    ]);
    expect(checkNoticeParams(tiny, [play()])).toEqual([]);
  });
});
