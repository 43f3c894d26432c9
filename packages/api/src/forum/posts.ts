import type { LanguageCode } from '@mafia/i18n';
import type { Phase } from '@mafia/forum';
import { renderLockedCount, renderNightResults, renderReveal, renderRolePm } from '@mafia/forum';
import type { GameState, JsonObject, Seat } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';
import { exportPhasePost, exportPlayerList, translator } from '../exports';
import { countedPoll, decidedSeat, forumPollCount } from './count';

/** One post for the thread (or a PM), ready to copy. */
export interface HostPost {
  kind: 'players' | 'day-start' | 'vote-count' | 'lock-count' | 'night-results' | 'role-pm' | 'reveal';
  /** The seat a role PM is for, and its player's forum name. */
  seat?: string;
  name?: string;
  bbcode: string;
}

/** A text of the ruleset's own namespace (`roles.goon.name`) in `language`, English when missing, else null. */
/** The seat's attributes the ruleset names for their holder (`attributes.<key>.name` and `.values.<value>`). */
function attributeTexts(ruleset: Ruleset, language: string, attributes: Readonly<Record<string, unknown>>): { label: string; value: string }[] {
  return Object.entries(attributes).flatMap(([key, value]) => {
    if (typeof value !== 'string') return [];
    const label = rulesetText(ruleset, language, `attributes.${key}.name`);
    const text = label === null ? null : rulesetText(ruleset, language, `attributes.${key}.values.${value}`);
    return label !== null && text !== null ? [{ label, value: text }] : [];
  });
}

function rulesetText(ruleset: Ruleset, language: string, key: string): string | null {
  const lookup = (bundle: JsonObject | undefined): string | null => {
    let node: unknown = bundle;
    for (const part of key.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : null;
  };
  const locales = ruleset.definition.locales;
  return lookup(locales[language]) ?? lookup(locales['en']);
}

const optional = <K extends string>(key: K, value: string | null): Partial<Record<K, string>> => (value === null ? {} : ({ [key]: value } as Record<K, string>));
const roleName = (ruleset: Ruleset, language: string, role: string) => rulesetText(ruleset, language, `roles.${role}.name`) ?? role;
const factionName = (ruleset: Ruleset, language: string, faction: string) => rulesetText(ruleset, language, `factions.${faction}.name`) ?? faction;

/**
 * The night just before the current day and who died in it: night N or N-1 (a game that starts at
 * night has night 1 before day 1, one that starts by day has it before day 2), as the phase post
 * reads eliminations (`exports.ts`).
 */
function lastNight(state: GameState): { number: number; deaths: Seat[] } | null {
  const day = state.clock.phase.number;
  const died = (n: number) => state.seats.filter((s) => s.eliminatedIn?.kind === 'night' && s.eliminatedIn.number === n);
  if (died(day).length > 0) return { number: day, deaths: died(day) };
  return day - 1 >= 1 ? { number: day - 1, deaths: died(day - 1) } : null;
}

/**
 * The host's posts of a forum-hosted game in the thread's language (issue #23): the player list,
 * the post opening the current phase, the running vote count and the count at the lock or hammer,
 * the last night's results, every role PM and, once the game is over, the reveal. Built from the
 * game's state (so they are the platform's, not a retelling), with `@mafia/forum`'s templates and the
 * ruleset's own names for roles and factions.
 */
export function hostPosts(ruleset: Ruleset, state: GameState, language: LanguageCode, timeline: readonly Phase[] = []): HostPost[] {
  const t = translator(language);
  const names = { role: (id: string) => roleName(ruleset, language, id), faction: (id: string) => factionName(ruleset, language, id) };
  const posts: HostPost[] = [{ kind: 'players', bbcode: exportPlayerList(state, language, names) }];
  const phase = state.clock.phase;
  // The thread's timeline says when the phase ends (the platform's own timer does not run for a forum game).
  const endsAt = timeline.find((p) => p.kind === phase.kind && p.number === phase.number)?.endsAt;
  posts.push({ kind: 'day-start', bbcode: exportPhasePost(state, language, { names, ...(endsAt ? { endsAt } : {}) }) });
  const night = phase.kind === 'day' ? lastNight(state) : null;
  if (night && night.number >= 1) {
    posts.push({
      kind: 'night-results',
      bbcode: renderNightResults(
        {
          night: night.number,
          deaths: night.deaths.map((seat) => ({
            name: seat.name,
            ...(seat.revealed ? { role: roleName(ruleset, language, seat.revealed.role), faction: factionName(ruleset, language, seat.revealed.faction) } : {}),
          })),
        },
        t,
      ),
    });
  }
  // The kernel's own tally of the poll (weights, plurality or majority as the ruleset's PollSpec says).
  const poll = countedPoll(state);
  if (poll) {
    const tally = forumPollCount(state, poll, language);
    posts.push({ kind: 'vote-count', bbcode: tally });
    const target = decidedSeat(state, poll);
    if (target !== null) posts.push({ kind: 'lock-count', bbcode: renderLockedCount({ day: phase.number, target, tally }, t) });
  }
  for (const seat of state.seats) {
    const team = ruleset.definition.factions.find((f) => f.id === seat.faction);
    const knowsTeam = team?.knowsMembers === true;
    posts.push({
      kind: 'role-pm',
      seat: seat.id,
      name: seat.name,
      bbcode: renderRolePm(
        {
          player: seat.name,
          role: roleName(ruleset, language, seat.role),
          faction: factionName(ruleset, language, seat.faction),
          ...optional('roleText', rulesetText(ruleset, language, `roles.${seat.role}.pm`) ?? rulesetText(ruleset, language, `roles.${seat.role}.summary`)),
          ...(knowsTeam ? { team: state.seats.filter((s) => s.faction === seat.faction && s.id !== seat.id).map((s) => s.name) } : {}),
          ...optional('factionText', rulesetText(ruleset, language, `factions.${seat.faction}.pm`)),
          attributes: attributeTexts(ruleset, language, seat.attributes),
        },
        t,
      ),
    });
  }
  if (state.result) {
    const result = state.result;
    posts.push({
      kind: 'reveal',
      bbcode: renderReveal(
        {
          winners: result.factions.map((f) => factionName(ruleset, language, f)),
          players: state.seats.map((seat) => ({
            name: seat.name,
            // The role and what the ruleset lays over it (a Russian black's negative role).
            role: [roleName(ruleset, language, seat.role), ...attributeTexts(ruleset, language, seat.attributes).map((a) => a.value)].join(', '),
            faction: factionName(ruleset, language, seat.faction),
            won: result.seats.includes(seat.id),
            ...(seat.eliminatedIn ? { fate: t(`forum.cause.${(seat.eliminationCause ?? 'died').split(':')[0] ?? 'died'}`, { phase: t(seat.eliminatedIn.kind === 'day' ? 'forum.phase.day' : 'forum.phase.night', { number: seat.eliminatedIn.number }) }) } : {}),
          })),
        },
        t,
      ),
    });
  }
  return posts;
}
