import { addRulesetNamespace, createI18n } from '@mafia/i18n';
import { collectNamespaces } from '@mafia/i18n/check-repo';
import type { GameView, JsonObject, Notice, SeatView } from '@mafia/kernel';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { BoCard } from '../src/components/BoCard';
import { NoticeText } from '../src/components/Notice';
import { RoleCard } from '../src/components/RoleCard';
import { boHidesAbility, boSlotChoices, readBoCard } from '../src/lib/bo-card';
import { pendingOutcome } from '../src/lib/pending-outcome';
import { readPhasePost } from '../src/lib/phase-post';
import { useNamer } from '../src/lib/use-namer';

/**
 * The Detective Conan BO screens rendered to HTML with the ruleset's real texts (its locale files),
 * from views shaped as the engine sends them (rulesets/conan-bo/test/bo-card.test.ts checks who
 * receives the BO's card; the scenario files check the post's params).
 */
const NS = 'conan-bo';
const conan = collectNamespaces().find((n) => n.namespace === NS);
if (!conan) throw new Error('no conan-bo locales');

function render(lng: 'en' | 'ru', view: GameView, body: (namer: ReturnType<typeof useNamer>) => ReactNode): string {
  const i18n = createI18n({ lng });
  addRulesetNamespace(i18n, NS, conan!.languages);
  function WithNamer() {
    return <>{body(useNamer(view, NS))}</>;
  }
  // Text only: the assertions read what a player reads.
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <WithNamer />
    </I18nextProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
}

const seat = (id: string, extra: Partial<SeatView> = {}): SeatView => ({ id, name: id[0]!.toUpperCase() + id.slice(1), alive: true, removed: false, statuses: [], ...extra });
const SEATS = ['gin', 'vodka', 'conan', 'megure', 'ran', 'kazuha', 'akai', 't1', 't2'];
const CARD = {
  members: [
    { seat: 'gin', rank: 2, turns: 1 },
    { seat: 'vodka', rank: 5, turns: 0 },
  ],
  killers: ['vodka'],
  leader: 'gin',
  suitcase: 'gin',
  pills: 2,
};

function viewOf(me: string | null, options: { data?: GameView['data']; seats?: Record<string, Partial<SeatView>>; notices?: Notice[] } = {}): GameView {
  return {
    viewer: me ? { kind: 'seat', seat: me } : { kind: 'spectator' },
    ruleset: NS,
    settings: {},
    clock: { phase: { kind: 'night', number: 2 }, step: 'night' } as GameView['clock'],
    seats: SEATS.map((id) => seat(id, options.seats?.[id] ?? {})),
    intents: [],
    polls: [],
    notices: options.notices ?? [],
    posts: [],
    data: options.data ?? {},
    pending: null,
    ledger: null,
    result: null,
    seq: 1,
  };
}

describe('The role card shows the holder’s conditions and a BO member’s rank (CB-D3, CB-D6)', () => {
  const gin = viewOf('gin', {
    data: { bo: CARD },
    seats: {
      gin: { role: 'gin', faction: 'bo', statuses: [{ id: 'injured', expires: { kind: 'night', number: 3 } }, { id: 'disguised', data: { role: 'conan' } }] },
      vodka: { role: 'vodka', faction: 'bo' },
    },
  });

  it('in English: rank 2, the leader chip, injured until the end of Night 3, the disguise’s role', () => {
    const text = render('en', gin, (namer) => <RoleCard view={gin} namer={namer} ns={NS} />);
    expect(text).toContain('Rank 2');
    expect(text).toContain('Leader');
    expect(text).toContain('Injured: you lose your abilities');
    expect(text).toContain('until the end of Night 3');
    expect(text).toContain('Disguised: checks see the role you chose. (Conan Edogawa)');
    expect(text).not.toMatch(/injured|disguised|conditions\./);
  });

  it('in Russian, as a Russian host writes it', () => {
    const text = render('ru', gin, (namer) => <RoleCard view={gin} namer={namer} ns={NS} />);
    expect(text).toContain('Ранг 2');
    expect(text).toContain('Лидер');
    expect(text).toContain('Ранены:');
    expect(text).toContain('до конца 3-й ночи');
  });

  it('a town player without a status reads "Alive", without any rank', () => {
    const view = viewOf('conan', { seats: { conan: { role: 'conan', faction: 'town' } } });
    const text = render('en', view, (namer) => <RoleCard view={view} namer={namer} ns={NS} />);
    expect(text).toContain('Alive: you may use your abilities, talk and vote.');
    expect(text).not.toContain('Rank');
  });

  it('a town player is not told that a dead, revealed townsperson was their teammate', () => {
    const view = viewOf('conan', { seats: { conan: { role: 'conan', faction: 'town' }, t1: { alive: false, role: 'townsperson', faction: 'town' } } });
    expect(render('en', view, (namer) => <RoleCard view={view} namer={namer} ns={NS} />)).not.toContain('Your team');
    const bo = viewOf('vodka', { seats: { vodka: { role: 'vodka', faction: 'bo' }, gin: { role: 'gin', faction: 'bo' } } });
    expect(render('en', bo, (namer) => <RoleCard view={bo} namer={namer} ns={NS} />)).toContain('Your team: Gin (Gin)');
  });

  it('an arrested player reads the arrest (a public status), with no expiry', () => {
    const view = viewOf('vodka', { data: { bo: CARD }, seats: { vodka: { role: 'vodka', faction: 'bo', statuses: [{ id: 'arrested' }] } } });
    const text = render('en', view, (namer) => <RoleCard view={view} namer={namer} ns={NS} />);
    expect(text).toContain('Rank 5');
    expect(text).not.toContain('Leader');
    expect(text).toContain('Arrested: you cannot act or vote');
    expect(text).not.toContain('until the end');
  });
});

describe('The BO card: members by rank, the leader, the suitcase and the pills (CB-3, CB-25, CB-D17, CB-D19.2)', () => {
  it('a BO member reads the rank list with roles, kill turns, the suitcase holder and the pills', () => {
    const view = viewOf('vodka', { data: { bo: CARD }, seats: { gin: { role: 'gin', faction: 'bo' }, vodka: { role: 'vodka', faction: 'bo' } } });
    const text = render('en', view, (namer) => <BoCard view={view} namer={namer} ns={NS} />);
    expect(text).toContain('Black Organization (members only)');
    expect(text.indexOf('Rank 2 Gin')).toBeGreaterThan(-1);
    expect(text.indexOf('Rank 2 Gin')).toBeLessThan(text.indexOf('Rank 5 Vodka'));
    expect(text).toContain('Leader');
    expect(text).toContain('1 kill turn taken');
    expect(text).toContain('Gin carries the Black Suitcase tonight.');
    expect(text).toContain('2 APTX4869 pills left');
    // Only the leader is told the leader's rights.
    expect(text).not.toContain('As leader');
    const ru = render('ru', view, (namer) => <BoCard view={view} namer={namer} ns={NS} />);
    expect(ru).toContain('Осталось 2 таблетки APTX 4869');
  });

  it('the leader is told what the leader may order', () => {
    const view = viewOf('gin', { data: { bo: CARD }, seats: { gin: { role: 'gin', faction: 'bo' }, vodka: { role: 'vodka', faction: 'bo' } } });
    expect(render('en', view, (namer) => <BoCard view={view} namer={namer} ns={NS} />)).toContain('As leader you may send any member to kill');
  });

  it('a view without the card (a town seat, a spectator: the server never sends it to them) renders nothing', () => {
    for (const view of [viewOf('conan'), viewOf(null)]) {
      expect(render('en', view, (namer) => <BoCard view={view} namer={namer} ns={NS} />).trim()).toBe('');
      expect(readBoCard(view.data)).toBeNull();
    }
  });
});

describe('The kill order and suitcase forms offer what the engine accepts (CB-27, CB-31, CB-D13.1, CB-D14, CB-D17)', () => {
  const card = readBoCard({ bo: CARD })!;
  const offered = [...SEATS];

  it('the leader may name any member the rotation allows; a member only themselves; the victim is anyone else', () => {
    expect(boSlotChoices(card, 'gin', 'kill-order', 0, [], offered)).toEqual(['vodka']);
    expect(boSlotChoices(card, 'vodka', 'kill-order', 0, [], offered)).toEqual(['vodka']);
    const rotationDone = { ...card, killers: ['gin', 'vodka'] };
    expect(boSlotChoices(rotationDone, 'gin', 'kill-order', 0, [], offered)).toEqual(['gin', 'vodka']);
    expect(boSlotChoices(rotationDone, 'vodka', 'kill-order', 0, [], offered)).toEqual(['vodka']);
    expect(boSlotChoices(card, 'gin', 'kill-order', 1, ['vodka'], offered)).toEqual(SEATS.filter((s) => s !== 'vodka'));
  });

  it('the suitcase list names living members, each once; other abilities keep the server’s offer', () => {
    expect(boSlotChoices(card, 'gin', 'give-suitcase', 0, [], offered)).toEqual(['gin', 'vodka']);
    expect(boSlotChoices(card, 'gin', 'give-suitcase', 1, ['vodka'], offered)).toEqual(['gin']);
    expect(boSlotChoices(card, 'gin', 'give-suitcase', 0, [], ['vodka'])).toEqual(['vodka']);
    expect(boSlotChoices(card, 'gin', 'aptx', 0, [], offered)).toEqual(offered);
    expect(boSlotChoices(null, 'conan', 'kill-order', 0, [], offered)).toEqual(offered);
  });

  it('the hand-out form is the leader’s, the suitcase action its holder’s', () => {
    expect(boHidesAbility(card, 'gin', 'give-suitcase')).toBe(false);
    expect(boHidesAbility(card, 'vodka', 'give-suitcase')).toBe(true);
    expect(boHidesAbility(card, 'gin', 'suitcase')).toBe(false);
    expect(boHidesAbility(card, 'vodka', 'suitcase')).toBe(true);
    expect(boHidesAbility(card, 'vodka', 'kill-order')).toBe(false);
    expect(boHidesAbility(null, 'vodka', 'suitcase')).toBe(false);
  });
});

const notice = (key: string, params: JsonObject, result?: JsonObject): Notice =>
  ({ id: key, key, params, audience: { to: 'public' }, phase: { kind: 'day', number: 1 }, ...(result ? { result } : {}) }) as unknown as Notice;

describe('The phase-change post (CB-39 … CB-41, CB-D23)', () => {
  // Scenario 32-setup-basic-9, Day 1: Conan APTXed, Gin arrested, Vodka lynched.
  const day1 = {
    phase: 'day',
    number: 1,
    deaths: [
      { seat: 'conan', cause: 'aptx', role: 'conan' },
      { seat: 'vodka', cause: 'lynched', role: 'vodka' },
    ],
    arrests: ['gin'],
    releases: [],
    lynch: { outcome: 'lynched', seat: 'vodka' },
    votes: { vodka: ['conan', 'megure', 'ran', 'kazuha', 'akai', 't2'], t2: ['gin', 'vodka'] },
    totals: { vodka: 5, t2: 1 },
    modifiers: [{ kind: 'accompany', target: 't2', change: -1 }],
  };
  const view = viewOf('conan');

  it('reads deaths with roles and causes, arrests, the lynch, every ballot with its counted total, the modifier', () => {
    const text = render('en', view, (namer) => <NoticeText notice={notice('phase-change', day1)} namer={namer} ns={NS} />);
    expect(text).toContain('Day 1 is over');
    expect(text).toContain('Conan (Conan Edogawa), poisoned with APTX4869.');
    expect(text).toContain('Vodka (Vodka), lynched.');
    expect(text).toContain('1 arrest: Gin.');
    expect(text).toContain('Vodka was lynched.');
    expect(text).toContain('Vodka: 5 votes (Conan, Megure, Ran, Kazuha, Akai, and T2)');
    expect(text).toContain('T2: 1 vote (Gin and Vodka)');
    expect(text).toContain('T2 was accompanied: one vote less.');
    expect(text).not.toMatch(/post\.|phase-change|aptx|lynched\b.*lynched\b.*lynched/);
  });

  it('in Russian with the right plural forms', () => {
    const text = render('ru', view, (namer) => <NoticeText notice={notice('phase-change', day1)} namer={namer} ns={NS} />);
    expect(text).toContain('День 1 окончен');
    expect(text).toContain('1 арест: Gin.');
    expect(text).toContain('Vodka: 5 голосов');
    expect(text).toContain('T2: 1 голос');
  });

  it('hides the votes under the Voice of Reason and never names an erased body’s role (CB-41, CB-12)', () => {
    const stopped = { ...day1, deaths: [{ seat: 't1', cause: 'killed', role: null }], arrests: [], lynch: { outcome: 'stopped' }, votes: null, totals: null, modifiers: [] };
    const text = render('en', view, (namer) => <NoticeText notice={notice('phase-change', stopped)} namer={namer} ns={NS} />);
    expect(text).toContain('T1, killed at night. The body was never found.');
    expect(text).toContain('The Voice of Reason stopped the lynch. The votes stay secret.');
    expect(text).not.toContain('Votes');
    expect(text).not.toContain('arrest');
    expect(readPhasePost(stopped)?.votes).toBeNull();
  });

  it('a quiet night: nobody died, no lynch line', () => {
    const night = { phase: 'night', number: 2, deaths: [], arrests: [], releases: ['gin'], lynch: null, votes: null, totals: null, modifiers: [] };
    const text = render('en', view, (namer) => <NoticeText notice={notice('phase-change', night)} namer={namer} ns={NS} />);
    expect(text).toContain('Night 2 is over');
    expect(text).toContain('Nobody died.');
    expect(text).toContain('1 player released: Gin.');
    expect(text).not.toContain('lynch');
  });
});

describe('Every private result and BO notice of §16 reads as words in English and Russian (no raw ids)', () => {
  const results: JsonObject[] = [
    { kind: 'investigation', target: 'gin', action: 'kill', object: 't1', value: true },
    { kind: 'interrogation', target: 'vodka', value: 'not-bo' },
    { kind: 'spy', target: 'conan', role: 'conan', value: false },
    { kind: 'track', target: 'gin', visited: ['t1'] },
    { kind: 'watch', target: 't1', visitors: ['gin', 'ran'] },
    { kind: 'arrest', target: 'gin', crime: 'killing', outcome: 'arrested' },
    { kind: 'arrest', target: 'vodka', crime: 'insult-to-injury', outcome: 'false-charge' },
    { kind: 'failed', ability: 'interrogate', target: 'gin' },
    { kind: 'aptx', target: 'conan', role: 'heiji', outcome: 'wrong-guess' },
    { kind: 'erased-body', target: 't1', role: 'townsperson', will: 'Watch Gin.' },
    { kind: 'lover', lover: 'ran', role: 'ran' },
    { kind: 'suitcase-received' },
    { kind: 'injured' },
    { kind: 'hindered' },
    { kind: 'blackmailed' },
    { kind: 'steal', target: 'gin', gadgets: ['stun-watch', 'tracking-glasses'], suitcase: true },
    { kind: 'gadget-received', gadget: 'tracking-glasses' },
  ];
  const RAW = /\b(results\.|value-|suitcase-true|not-bo|killing|insult-to-injury|false-charge|wrong-guess|stun-watch|tracking-glasses|interrogate|townsperson|suitcase-received)\b|\{\{/;
  const view = viewOf('conan');

  it.each(['en', 'ru'] as const)('%s', (lng) => {
    for (const result of results) {
      const text = render(lng, view, (namer) => <NoticeText notice={notice(`results.${String(result['kind'])}`, {}, result)} namer={namer} ns={NS} />);
      expect(text, JSON.stringify(result)).not.toMatch(RAW);
      expect(text.trim().length, JSON.stringify(result)).toBeGreaterThan(10);
    }
    for (const [key, params] of [['bo.leader', { seat: 'vodka' }], ['bo.suitcase', { seat: 'gin' }], ['pm.traveller', {}]] as const) {
      const text = render(lng, view, (namer) => <NoticeText notice={notice(key, params)} namer={namer} ns={NS} />);
      expect(text).not.toMatch(/bo\.|pm\.|\{\{/);
    }
  });

  it('English examples', () => {
    const read = (result: JsonObject) => render('en', view, (namer) => <NoticeText notice={notice(`results.${String(result['kind'])}`, {}, result)} namer={namer} ns={NS} />).trim();
    expect(read(results[0]!)).toBe('Your investigation: did Gin kill T1 tonight? yes.');
    expect(read(results[6]!)).toBe('Your arrest of Vodka for Insult to Injury: false charge: you are suspended.');
    expect(read(results[8]!)).toBe('APTX4869 on Conan, named as Heiji Hattori: wrong role, nothing happened.');
    expect(read(results[15]!)).toBe('You robbed Gin. Gadgets taken: Stun-watch and Tracking glasses. Black Suitcase spoiled: yes.');
  });
});

describe('The host’s review lists what publishing will announce (the night explained in the ruleset’s words)', () => {
  it('notices with their readers and the conditions gained or lost; the trace and other events are left out', () => {
    const events = [
      { type: 'notice-sent', notice: { key: 'notices.night-trace', params: {}, audience: { to: 'host' } } },
      { type: 'notice-sent', notice: { key: 'results.arrest', params: {}, result: { kind: 'arrest', target: 't2', crime: 'frighten', outcome: 'false-charge' }, audience: { to: 'seat', seat: 'megure' } } },
      { type: 'status-added', seat: 'megure', status: { id: 'suspended', expires: { kind: 'night', number: 2 } } },
      { type: 'status-removed', seat: 'ran', status: 'injured' },
      { type: 'notice-sent', notice: { key: 'bo.suitcase', params: { seat: 'gin' }, audience: { to: 'faction', faction: 'bo' } } },
      { type: 'ledger-changed', key: 'kill-turns:gin', delta: 1 },
      { type: 'notice-sent', notice: { key: 'phase-change', params: { phase: 'night', number: 1, deaths: [] }, audience: { to: 'public' } } },
    ];
    expect(pendingOutcome(events)).toEqual([
      { kind: 'notice', to: { kind: 'seat', seat: 'megure' }, key: 'results.arrest', params: {}, result: { kind: 'arrest', target: 't2', crime: 'frighten', outcome: 'false-charge' } },
      { kind: 'status', seat: 'megure', status: 'suspended', added: true },
      { kind: 'status', seat: 'ran', status: 'injured', added: false },
      { kind: 'notice', to: { kind: 'faction', faction: 'bo' }, key: 'bo.suitcase', params: { seat: 'gin' } },
      { kind: 'notice', to: { kind: 'public' }, key: 'phase-change', params: { phase: 'night', number: 1, deaths: [] } },
    ]);
    expect(pendingOutcome(null)).toEqual([]);
  });
});
