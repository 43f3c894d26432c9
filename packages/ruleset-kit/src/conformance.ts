import { compareLocales, coreLocales, flatten, hasKey, placeholders, pluralBase, type LocaleTree } from '@mafia/i18n';
import {
  hiddenFromOthers,
  pollSeenBy,
  reaches,
  replay,
  statusVisibility,
  tallyPoll,
  viewFor,
  type GameState,
  type GameView,
  type KernelEvent,
  type Seat,
  type Viewer,
} from '@mafia/kernel';
import { missingClientTexts } from './client-keys';
import { checkNightBehaviour, checkNightTraces } from './conformance-night';
import type { Ruleset } from './types';

export interface ConformanceFailure {
  check: 'replay' | 'view-leak' | 'locale' | 'night';
  detail: string;
}

/** A played game: its event log (and the state it ended in). */
export interface PlayedGame {
  name: string;
  events: KernelEvent[];
  state: GameState;
}

/** Replaying the log reproduces the state byte for byte (architecture principle 2). */
export function checkReplay(game: PlayedGame): ConformanceFailure[] {
  const again = replay(game.events);
  return JSON.stringify(again) === JSON.stringify(game.state)
    ? []
    : [{ check: 'replay', detail: `${game.name}: replay(events) differs from the live state` }];
}

/**
 * Re-derives, independently of viewFor's own code paths, what each viewer may know, and reports
 * anything in the view beyond it: hidden roles, others' intents, notices outside their audience,
 * hidden modifiers, host-only data, ballots of secret polls.
 */
export function checkView(
  ruleset: Ruleset,
  state: GameState,
  viewer: Viewer,
  label: string,
  /** The view to judge, when it came from elsewhere (a server's response); viewFor's by default. */
  given?: GameView,
): ConformanceFailure[] {
  if (viewer.kind === 'host') return [];
  const rules = ruleset.runtime;
  const view: GameView = given ?? viewFor(rules, state, viewer);
  const me: Seat | undefined = viewer.kind === 'seat' ? state.seats.find((s) => s.id === viewer.seat) : undefined;
  const fail = (detail: string): ConformanceFailure => ({ check: 'view-leak', detail: `${label}: ${detail}` });
  const failures: ConformanceFailure[] = [];
  const mayKnowRole = (seat: Seat): boolean => {
    if (me?.id === seat.id || seat.revealed) return true;
    if (!me || me.faction !== seat.faction) return false;
    return Boolean(rules.factions[me.faction]?.knowsMembers) && (me.alive || rules.deadPolicy === 'keep-private');
  };
  for (const seen of view.seats) {
    const seat = state.seats.find((s) => s.id === seen.id);
    if (!seat) continue;
    if ((seen.role !== undefined || seen.faction !== undefined) && !mayKnowRole(seat)) failures.push(fail(`sees the hidden role of ${seat.id}`));
    if (seen.role !== undefined && !seat.revealed && me?.id !== seat.id && seen.role !== seat.role) failures.push(fail(`sees a wrong role for ${seat.id}`));
    if (me?.id === seat.id && (seen.modifiers ?? []).some((m) => m.hidden)) failures.push(fail('sees its own hidden modifier'));
    if (me?.id !== seat.id && seen.modifiers !== undefined) failures.push(fail(`sees the modifiers of ${seat.id}`));
    if (me?.id !== seat.id && seen.attributes !== undefined) failures.push(fail(`sees the private attributes of ${seat.id}`));
    // Issue #6: a will is its author's until the seat is eliminated.
    if (seen.will !== undefined && me?.id !== seat.id && !seat.will?.revealed) failures.push(fail(`reads the unrevealed will of ${seat.id}`));
    if (seen.lastAction !== undefined && me?.id !== seat.id) failures.push(fail(`sees the last action of ${seat.id}`));
    for (const status of seen.statuses) {
      const held = seat.statuses.find((s) => s.id === status.id);
      const reached = held?.audience !== undefined && reaches(rules, state, held.audience, me);
      const declared = statusVisibility(rules, status.id);
      const own = me?.id === seat.id;
      // Seed 003 (Conan BO): abroad, injured and suspended are private; a ruleset declares which are public.
      const allowed = reached || (own ? declared !== 'hidden' : held?.audience === undefined && declared === 'public');
      if (!allowed) failures.push(fail(`sees the ${declared} status ${status.id} of ${seat.id}`));
    }
  }
  for (const intent of view.intents) {
    const shared = me !== undefined && me.alive && intent.key.startsWith(`faction:${me.faction}:`);
    // A move the viewer sent on the actor's behalf (Intent.sentBy, kernel README) is his to see.
    const sent = me !== undefined && intent.sentBy === me.id;
    if (intent.actor !== me?.id && !shared && !sent) failures.push(fail(`sees the intent ${intent.id} of ${intent.actor}`));
  }
  for (const notice of view.notices) {
    if (!reaches(rules, state, notice.audience, me)) failures.push(fail(`receives notice ${notice.id} (${notice.key}) addressed to ${JSON.stringify(notice.audience)}`));
  }
  if (view.pending !== null) failures.push(fail('sees the pending resolution'));
  if (view.ledger !== null) failures.push(fail('sees the ledger'));
  for (const [key] of Object.entries(view.data)) {
    const entry = state.data[key];
    if (entry && !reaches(rules, state, entry.audience, me)) failures.push(fail(`sees data ${key}`));
  }
  for (const poll of view.polls) {
    const source = state.polls.find((p) => p.spec.id === poll.id);
    if (!source) continue;
    // A poll seen by its voters only (seed 003 CB-D16.2) must not exist for anyone else.
    if (!pollSeenBy(source, me ? { kind: 'voter', seat: me.id } : { kind: 'public' })) failures.push(fail(`sees poll ${poll.id}, which only its voters see`));
    const open = source.status === 'open';
    const secret =
      source.spec.visibility === 'counts-only' ||
      (source.spec.visibility === 'hidden' && !source.revealed) ||
      (source.spec.visibility === 'end' && open);
    if (secret) {
      for (const ballot of poll.ballots) {
        if (ballot.voter !== me?.id) failures.push(fail(`sees ${ballot.voter}'s ballot in secret poll ${poll.id}`));
      }
      for (const entry of poll.history) {
        if (entry.voter !== me?.id) failures.push(fail(`sees ${entry.voter}'s vote history in secret poll ${poll.id}`));
      }
    }
    if (poll.tally !== null) failures.push(fail(`sees the host tally of poll ${poll.id}`));
    // Hidden ballots (seed 003 Voice of Reason) count, but nobody else sees them or their weight.
    const hiddenOf = (entry: { voter: string; slot: string }) => entry.voter !== me?.id && hiddenFromOthers(source, entry);
    for (const ballot of poll.ballots) if (hiddenOf(ballot)) failures.push(fail(`sees ${ballot.voter}'s hidden ballot in poll ${poll.id}`));
    for (const entry of poll.history) if (hiddenOf(entry)) failures.push(fail(`sees ${entry.voter}'s hidden vote history in poll ${poll.id}`));
    if (poll.totals !== null && source.ballots.some(hiddenOf)) {
      const open = tallyPoll({ ...source, ballots: source.ballots.filter((b) => !hiddenOf(b)) }).totals;
      if (JSON.stringify(open) !== JSON.stringify(poll.totals)) failures.push(fail(`sees totals of poll ${poll.id} that count hidden ballots`));
    }
  }
  for (const post of view.posts) {
    const ok =
      post.channel === 'thread' ||
      (post.channel === 'dead' && me !== undefined && !me.alive) ||
      (post.channel.startsWith('faction:') && reaches(rules, state, { to: 'faction', faction: post.channel.slice(8) }, me));
    if (!ok) failures.push(fail(`sees post ${post.id} in ${post.channel}`));
  }
  return failures;
}

/** Every viewer at every state the game went through. */
export function checkViews(ruleset: Ruleset, game: PlayedGame): ConformanceFailure[] {
  const failures: ConformanceFailure[] = [];
  let state: GameState | null = null;
  const states: GameState[] = [];
  for (const event of game.events) {
    state = state === null ? replay([event]) : replay([event], state);
    // Checking after every event is thorough; games in conformance runs are small.
    states.push(state);
  }
  states.forEach((s, index) => {
    const viewers: Viewer[] = [{ kind: 'spectator' }, ...s.seats.map((seat) => ({ kind: 'seat', seat: seat.id }) as const)];
    for (const viewer of viewers) {
      const who = viewer.kind === 'seat' ? viewer.seat : viewer.kind;
      failures.push(...checkView(ruleset, s, viewer, `${game.name} after event ${index + 1} (${game.events[index]?.type}), viewer ${who}`));
    }
  });
  return dedupe(failures);
}

function dedupe(failures: ConformanceFailure[]): ConformanceFailure[] {
  const seen = new Set<string>();
  return failures.filter((f) => (seen.has(f.detail) ? false : (seen.add(f.detail), true)));
}

/** Keys every role needs in every shipped language. */
export const ROLE_TEXT_KEYS = ['name', 'summary', 'pm'];

/**
 * Every shipped language is complete against English, every role has its texts, and every notice
 * and result key the played games emitted exists in the ruleset's namespace or the core one.
 */
export function checkLocales(ruleset: Ruleset, games: PlayedGame[] = []): ConformanceFailure[] {
  const failures: ConformanceFailure[] = [];
  const locales = ruleset.definition.locales as Record<string, LocaleTree>;
  const source = locales['en'];
  if (!source) return [{ check: 'locale', detail: 'no English locale' }];
  for (const [language, tree] of Object.entries(locales)) {
    if (language === 'en') continue;
    for (const problem of compareLocales(ruleset.id, source, language, tree)) {
      failures.push({ check: 'locale', detail: `${language}: ${problem.key} ${problem.problem}${problem.detail ? ` (${problem.detail})` : ''}` });
    }
  }
  const roleKeys = ruleset.definition.roleTextKeys ?? ROLE_TEXT_KEYS;
  for (const [language, tree] of Object.entries(locales)) {
    for (const role of ruleset.definition.roles) {
      for (const key of roleKeys) {
        if (!hasKey(tree, `roles.${role.id}.${key}`)) failures.push({ check: 'locale', detail: `${language}: roles.${role.id}.${key} missing` });
      }
    }
    for (const faction of ruleset.definition.factions) {
      if (!hasKey(tree, `factions.${faction.id}.name`)) failures.push({ check: 'locale', detail: `${language}: factions.${faction.id}.name missing` });
    }
  }
  // Issue #20: every key the client reads for an id the definition declares (`clientTextKeys`).
  for (const language of Object.keys(locales)) {
    const missing = missingClientTexts(ruleset, language);
    if (missing.length > 0) {
      failures.push({ check: 'locale', detail: `${language}: client text keys with no text (players would read raw ids; add them to the locale): ${missing.join(', ')}` });
    }
  }
  const emitted = new Set<string>();
  for (const game of games) for (const notice of game.state.notices) emitted.add(notice.key);
  for (const key of emitted) {
    for (const [language, tree] of Object.entries(locales)) {
      const core = coreLocales[language as keyof typeof coreLocales];
      if (!hasKey(tree, key) && !(core && hasKey(core, key))) failures.push({ check: 'locale', detail: `${language}: notice key ${key} has no text` });
    }
  }
  // The vote panel titles a poll by `polls.<id>` in the ruleset's namespace.
  const polls = new Set<string>();
  for (const game of games) for (const event of game.events) if (event.type === 'poll-opened') polls.add(event.poll.spec.id);
  for (const id of polls) {
    for (const [language, tree] of Object.entries(locales)) {
      if (!hasKey(tree, `polls.${id}`)) failures.push({ check: 'locale', detail: `${language}: polls.${id} missing (the poll's title)` });
    }
  }
  failures.push(...checkNoticeParams(ruleset, games));
  return failures;
}

/** The English texts of a key: the exact one, or its plural forms (ruleset namespace first, then the core one). */
function textsOf(ruleset: Ruleset, key: string): { plural: boolean; texts: string[] } | null {
  const trees = [ruleset.definition.locales['en'] as LocaleTree | undefined, coreLocales.en as LocaleTree | undefined];
  for (const tree of trees) {
    if (!tree) continue;
    const flat = flatten(tree);
    const exact = flat.get(key);
    if (exact !== undefined) return { plural: false, texts: [exact] };
    const forms = [...flat].filter(([k]) => pluralBase(k) === key).map(([, text]) => text);
    if (forms.length > 0) return { plural: true, texts: forms };
  }
  return null;
}

/**
 * Every notice carries what its text needs: a value for each {{placeholder}} (from its params or
 * its result, as the client merges them) and a numeric `count` when the text exists only in plural
 * forms. Without them a player reads a raw key or "{{seats}}".
 */
export function checkNoticeParams(ruleset: Ruleset, games: PlayedGame[]): ConformanceFailure[] {
  const failures: ConformanceFailure[] = [];
  const reported = new Set<string>();
  for (const game of games) {
    for (const notice of game.state.notices) {
      const found = textsOf(ruleset, notice.key);
      if (!found) continue;
      const given = { ...notice.params, ...(notice.result ?? {}) };
      const problems: string[] = [];
      if (found.plural && typeof given['count'] !== 'number') problems.push('has only plural texts but no numeric count');
      const needed = new Set(found.texts.flatMap((text) => placeholders(text)));
      for (const name of needed) {
        // `{{target.name}}`-style paths need their root param.
        const root = name.split('.')[0] ?? name;
        if (given[root] === undefined) problems.push(`lacks {{${name}}}`);
      }
      for (const problem of problems) {
        const detail = `notice ${notice.key} ${problem}`;
        if (!reported.has(detail)) failures.push({ check: 'locale', detail });
        reported.add(detail);
      }
    }
  }
  return failures;
}

/** The whole suite: replay determinism, no view leaks, complete locales. */
export function runConformance(ruleset: Ruleset, games: PlayedGame[]): ConformanceFailure[] {
  return [
    ...games.flatMap((g) => [...checkReplay(g), ...checkViews(ruleset, g), ...checkNightTraces(ruleset, g)]),
    ...checkLocales(ruleset, games),
    ...checkNightBehaviour(ruleset),
  ];
}
