import type { GameState, PhaseRef } from '@mafia/kernel';
import {
  majorityOf,
  renderAlivePlayers,
  renderDeadPlayers,
  renderPlayerList,
  renderVoteTally,
  type ForumPlayer,
  type TallyEntry,
  type VoteTally,
} from '@mafia/forum';
import { LYNCH } from '../day/lynch';
import { forumPlayers } from './players';
import { translator } from './translate';

export interface Templates {
  players: string;
  alive: string;
  dead: string;
  tally: string;
}

/** Elimination causes as the forum templates name them (`forum.cause.<cause>`). */
function forumCause(cause: string | undefined): string {
  if (cause === undefined) return 'night-kill';
  if (cause === 'lynched') return 'vote';
  if (cause.startsWith('modkill')) return 'mod-kill';
  return 'night-kill';
}

/** Public facts only: names, who died when and how, and the role and faction revealed at death. */
function playersFor(state: GameState, t: ReturnType<typeof translator>): ForumPlayer[] {
  const base = forumPlayers(state);
  return base.map((player) => {
    const seat = state.seats.find((s) => s.id === player.id);
    if (!seat || seat.alive || !seat.eliminatedIn) return player;
    const revealed = seat.revealed
      ? { role: t(`roles.${seat.revealed.role}.name`), faction: t(`factions.${seat.revealed.faction}.name`) }
      : {};
    const phase: PhaseRef = seat.eliminatedIn;
    return { ...player, elimination: { phase, cause: forumCause(seat.eliminationCause), ...revealed } };
  });
}

/** The day's lynch poll as the forum package's tally: most votes first, voters in the order they voted. */
export function voteTally(state: GameState): VoteTally {
  const poll = state.polls.find((p) => p.spec.id === LYNCH);
  const living = state.seats.filter((s) => s.alive && !s.removed).map((s) => s.id);
  const alive = poll ? poll.spec.voters.length : living.length;
  const ballots = [...(poll?.ballots ?? [])].sort((a, b) => a.seq - b.seq);
  const entries: TallyEntry[] = [];
  for (const ballot of ballots) {
    const target = ballot.targets[0];
    if (target === undefined) continue;
    const entry = entries.find((e) => e.target === target);
    if (entry) entries[entries.indexOf(entry)] = { ...entry, count: entry.count + 1, voters: [...entry.voters, ballot.voter] };
    else entries.push({ target, count: 1, voters: [ballot.voter] });
  }
  const sorted = entries.map((e, i) => ({ e, i })).sort((a, b) => b.e.count - a.e.count || a.i - b.i).map(({ e }) => e);
  const majority = majorityOf(alive);
  const voted = new Set(ballots.map((b) => b.voter));
  return {
    day: state.clock.phase.number,
    alive,
    majority,
    lockAt: majority + 1,
    entries: sorted,
    notVoting: (poll ? poll.spec.voters.map((v) => v.seat) : living).filter((seat) => !voted.has(seat)),
    locked: poll?.locked ?? null,
    atMajority: sorted.find((e) => e.count >= majority)?.target ?? null,
  };
}

/**
 * Seed 001, Templates: "List of Players", "Players alive", "Players dead", "Vote Tallies", as
 * BBCode a host can paste into the forum, in the language `lng` (labels from this ruleset's locale).
 */
export function renderTemplates(state: GameState, lng: string): Templates {
  const t = translator(lng);
  const players = playersFor(state, t);
  return {
    players: renderPlayerList(players, t),
    alive: renderAlivePlayers(players, t),
    dead: renderDeadPlayers(players, t),
    tally: renderVoteTally(voteTally(state), players, t),
  };
}
