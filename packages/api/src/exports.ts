import { forumTranslate, type LanguageCode } from '@mafia/i18n';
import type { GameState } from '@mafia/kernel';
import {
  majorityOf,
  renderPhasePost,
  renderPlayerList,
  renderVoteTally,
  type ForumPlayer,
  type Translate,
} from '@mafia/forum';

/**
 * The host pastes these exports into a forum thread, so they are rendered on the server in the
 * host's chosen language, with the `forum` namespace of @mafia/i18n.
 */
export type ExportLocale = LanguageCode;

export function translator(locale: ExportLocale): Translate {
  return forumTranslate(locale);
}

/** Names for revealed roles and factions (a forum-hosted game's posts use the ruleset's; the default shows ids). */
export interface ExportNames {
  role(id: string): string;
  faction(id: string): string;
}
const IDS: ExportNames = { role: (id) => id, faction: (id) => id };

/** Players as the forum templates see them: revealed roles only (the export is public). */
function forumPlayers(state: GameState, names: ExportNames = IDS): ForumPlayer[] {
  return state.seats.map((seat) => ({
    id: seat.id,
    name: seat.name,
    ...(!seat.alive && seat.eliminatedIn
      ? {
          elimination: {
            phase: seat.eliminatedIn,
            ...(seat.eliminationCause ? { cause: seat.eliminationCause.split(':')[0] ?? seat.eliminationCause } : {}),
            ...(seat.revealed ? { role: names.role(seat.revealed.role), faction: names.faction(seat.revealed.faction) } : {}),
          },
        }
      : {}),
  }));
}

export function exportPlayerList(state: GameState, locale: ExportLocale, names: ExportNames = IDS): string {
  return renderPlayerList(forumPlayers(state, names), translator(locale));
}

/** The open day poll's ballots as the forum's vote tally (seed 001 Templates, "Vote Tallies"). */
export function exportVoteTally(state: GameState, locale: ExportLocale, pollId?: string): string | null {
  const poll = pollId ? state.polls.find((p) => p.spec.id === pollId) : state.polls[0];
  if (!poll) return null;
  const alive = state.seats.filter((s) => s.alive && !s.removed);
  const byTarget = new Map<string, string[]>();
  for (const ballot of poll.ballots) {
    for (const target of ballot.targets) byTarget.set(target, [...(byTarget.get(target) ?? []), ballot.voter]);
  }
  const entries = [...byTarget].map(([target, voters]) => ({ target, count: voters.length, voters })).sort((a, b) => b.count - a.count);
  const voted = new Set(poll.ballots.map((b) => b.voter));
  const majority = majorityOf(alive.length);
  const atMajority = entries.find((e) => e.count >= majority)?.target ?? null;
  return renderVoteTally(
    {
      day: state.clock.phase.number,
      alive: alive.length,
      majority,
      lockAt: majority + 1,
      entries,
      notVoting: alive.filter((s) => !voted.has(s.id)).map((s) => s.id),
      locked: poll.status === 'closed' ? atMajority : null,
      atMajority,
    },
    forumPlayers(state),
    translator(locale),
  );
}

/** The post that opens the current phase: who was eliminated in the previous one, majority, deadline. */
export function exportPhasePost(state: GameState, locale: ExportLocale, options: { names?: ExportNames; endsAt?: string } = {}): string {
  const phase = state.clock.phase;
  const previous = state.seats.filter(
    (s) => !s.alive && s.eliminatedIn && !(s.eliminatedIn.kind === phase.kind && s.eliminatedIn.number === phase.number) && recent(s.eliminatedIn, phase),
  );
  const players = forumPlayers(state, options.names);
  const endsAt = options.endsAt ?? (state.clock.deadline !== null ? new Date(state.clock.deadline).toISOString() : undefined);
  return renderPhasePost(
    {
      phase,
      eliminations: players.filter((p) => previous.some((s) => s.id === p.id)),
      alive: state.seats.filter((s) => s.alive && !s.removed).length,
      ...(endsAt !== undefined ? { endsAt } : {}),
    },
    translator(locale),
  );
}

/** The phase just before `now` in a day/night alternation. */
function recent(eliminated: { kind: string; number: number }, now: { kind: string; number: number }): boolean {
  if (now.kind === 'day') return eliminated.kind === 'night' && (eliminated.number === now.number || eliminated.number === now.number - 1);
  return eliminated.kind === 'day' && (eliminated.number === now.number || eliminated.number === now.number - 1);
}
