// The elite roles (part 4 §2, L123–L129; contract §1, §8): the agent, the mason and the servant,
// written as the seat attribute `elite` over a seat with no other role (AG-6, MA-5, SV-5).
import type { GameState, HookContext, Intent, PollSpec, Rejection, Seat } from '@mafia/kernel';
import { toPublic } from '@mafia/kernel';
import { mayorOf, secretaryOf } from '../../data';
import { ELITE, living } from '../../model';
import { announceEliteRoles } from './open-roles';
import { proxyOf } from './proxy';
import { announcePassedVotes, validateServantMove, withPassedVotes } from './servant';

export const AGENT = 'agent';
export const MASON = 'mason';
export const SERVANT = 'servant';

export const eliteOf = (seat: Seat): string | null => {
  const value = seat.attributes[ELITE];
  return typeof value === 'string' ? value : null;
};
export const isElite = (seat: Seat): boolean => eliteOf(seat) !== null;
/** EL-1: the vote group of an elite voter (no team's: red and black corrections skip him). */
export const ELITE_GROUP = ELITE;
export const eliteSeats = (state: GameState): Seat[] => living(state).filter(isElite);

/** Moves that name a player without acting on him (MY-2's list) are no "role targeting" him. */
const NOT_A_MOVE_ON_TARGET = ['vertical', 'suicide', 'note', 'advance-vote', 'pass-vote', 'proxy-vote'];

/** AG-1, MA-1, SV-1 (contract §2 `target-is-elite`): no role may target an elite player. */
export function validateEliteTarget(state: GameState, intent: Intent): Rejection | null {
  // SV-3b, SV-3d: the servant's and his master's vote moves (servant.ts).
  const servant = validateServantMove(state, intent);
  if (servant) return servant;
  if (NOT_A_MOVE_ON_TARGET.includes(intent.ability)) return null;
  // AG-2: the agent may be appointed secretary (MA-2, SV-2: the others may not).
  const eligible = (s: Seat): boolean => intent.ability === 'appoint-secretary' && eliteOf(s) === AGENT;
  const elite = new Set(state.seats.filter((s) => isElite(s) && !eligible(s)).map((s) => s.id));
  return intent.targets.some((t) => elite.has(t)) ? { code: 'target-is-elite' } : null;
}

const ELECTIONS = ['election', 'election-runoff'];

/**
 * An elite player in a day vote: AG-1, MA-1, SV-1 nobody may vote against him (his name is no
 * option; AG-2: the agent may still be elected mayor, MA-2, SV-2: the others may not); MA-3 the
 * mason's ballot weighs 0 (reading AMB-MA-1: not at the election, where every ballot weighs 1,
 * V-5c); SV-3a the servant does not vote.
 */
export function withElite(state: GameState, spec: PollSpec): PollSpec {
  const elite = eliteSeats(state);
  if (elite.length === 0) return spec;
  // SV-3d: a master who passed his vote: his servant holds his ballot (servant.ts).
  return withPassedVotes(state, eliteSpec(state, spec, elite));
}

function eliteSpec(state: GameState, spec: PollSpec, elite: Seat[]): PollSpec {
  const election = ELECTIONS.includes(spec.id);
  const shielded = elite.filter((s) => !(election && eliteOf(s) === AGENT)).map((s) => s.id);
  const roleOf = new Map(elite.map((s) => [s.id, eliteOf(s)]));
  // EL-1 (Context L10, L12, L13: "excluding phantoms, masons and agents"): the agent's and the
  // mason's ballots belong to no team's group, so the corrections that read the reds' or the blacks'
  // votes (RED-1, RED-2, BAR-4, BAR-7, GRY-3) never count them.
  const voters = spec.voters
    .filter((v) => roleOf.get(v.seat) !== SERVANT)
    .map((v) => (roleOf.has(v.seat) ? { ...v, group: ELITE_GROUP } : v))
    .map((v) => (roleOf.get(v.seat) === MASON && !election ? { ...v, weight: 0 } : v));
  const excluded = [...new Set([...(spec.excluded?.options ?? []), ...shielded])];
  return { ...spec, voters, excluded: { ...spec.excluded, options: excluded } };
}

/** AG-7: the day the agent leaves, after its vote's result (the second lynch vote). */
export const AGENT_LEAVES_ON_DAY = 3;

/**
 * AG-7 at the evening of day 3: the agent leaves "with a report" unless he is mayor or secretary
 * (then he stays in post); his side is revealed (reading AMB-AG-3: the declared team).
 */
export function agentsLeave(ctx: HookContext): void {
  const { state } = ctx;
  if (state.clock.phase.kind !== 'day' || state.clock.phase.number !== AGENT_LEAVES_ON_DAY || state.clock.step !== 'evening') return;
  const inOffice = [mayorOf(state), secretaryOf(state)];
  for (const agent of living(state).filter((s) => eliteOf(s) === AGENT && !inOffice.includes(s.id))) {
    // AG-10 (AMB-AG-3): an agent who named a proxy leaves with his side hidden.
    if (proxyOf(agent) === null) ctx.notify(toPublic, 'day.agent-left', { seat: agent.id, team: agent.faction });
    else ctx.notify(toPublic, 'day.agent-left-hidden', { seat: agent.id });
    ctx.eliminate(agent.id, 'agent-left');
  }
}

/** SV-4, contract §8: the servant's master is the seat attribute `master`. */
export const masterOf = (seat: Seat): string | null => {
  const value = seat.attributes['master'];
  return eliteOf(seat) === SERVANT && typeof value === 'string' ? value : null;
};

/**
 * SV-7: the servant stays until his master leaves, then leaves with him. A master gone by day takes
 * him at once; one killed at night is settled after the night's phantom effect (`servantsOfGoneMasters`).
 */
export function servantsLeave(ctx: HookContext, seat: string): void {
  if (ctx.state.clock.phase.kind === 'night') return;
  for (const servant of living(ctx.state).filter((s) => masterOf(s) === seat)) ctx.eliminate(servant.id, 'servant-left');
}

/**
 * SV-7 "with the phantom effect taken into account": a master killed at night who is under the
 * phantom effect (PHA-6) is still in the game through the next day's vote, so his servant stays
 * until the effect ends; otherwise the servant leaves after the night. Either way it is a night
 * leaving, so his side stays hidden (C-2, "not revealed until the game ends"). Called after the
 * night's phantom effect is given and when each step starts.
 */
export function servantsOfGoneMasters(ctx: HookContext): void {
  for (const servant of living(ctx.state)) {
    const master = masterOf(servant);
    const seat = master === null ? undefined : ctx.state.seats.find((s) => s.id === master);
    if (!seat || (seat.alive && seat.removed !== true)) continue;
    if (seat.statuses.some((st) => st.id === 'phantom')) continue;
    ctx.eliminate(servant.id, 'servant-left', { revealRole: false });
  }
}

/** At each step's start: AG-4, MA-4, SV-4 the open elite roles (once), SV-3d the passed votes at the vote's start. */
export function eliteStepStarted(ctx: HookContext): void {
  // SV-7: a servant whose master left at night and whose phantom day is over leaves now.
  servantsOfGoneMasters(ctx);
  if (ctx.state.seats.some(isElite)) announceEliteRoles(ctx);
  announcePassedVotes(ctx);
}
