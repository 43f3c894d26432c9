import {
  tallyPoll,
  toHost,
  toPublic,
  updateExclusions,
  usesKey,
  type GameState,
  type HookContext,
  type Intent,
  type JsonObject,
  type PollExclusions,
  type PollState,
} from '@mafia/kernel';
import { killWithConsequences } from '../deaths';
import { ABILITY, COURT_POLL, LEDGER, SLOT, STATUS } from '../ids';
import { sendPrivate } from '../notices';
import { randomTargets } from '../redirect';
import { jailTargets } from '../roles/sheriff';
import { familiesOf, familyOf, isLiving, seatById } from '../seats';
import { tellWitnesses } from '../witness';
import { tellSecretaries } from './secretary';
import { countImproperVotes } from './improper';

const holds = (state: GameState, seat: string, status: string): boolean =>
  seatById(state, seat).statuses.some((s) => s.id === status);

interface DayActions {
  jailedPlayers: string[];
  jailedFamilies: string[];
  represented: string[];
  notices: Array<{ seat: string; key: string; params: JsonObject }>;
  redirectsUsed: string[];
}

/** The targets a day action really uses (Bumbling Bureaucrat: "that player's next action"). */
function dayTargets(ctx: HookContext, intent: Intent, actions: DayActions): string[] {
  if (!holds(ctx.state, intent.actor, STATUS.redirected) || actions.redirectsUsed.includes(intent.actor)) return intent.targets;
  const living = ctx.state.seats.filter(isLiving).map((s) => s.id);
  const drawn = randomTargets(intent.ability, intent.actor, living, familiesOf(ctx.state), () => ctx.rng.float());
  if (!drawn) return intent.targets;
  actions.redirectsUsed.push(intent.actor);
  actions.notices.push({ seat: intent.actor, key: 'notices.redirected', params: { ability: intent.ability, targets: drawn } });
  return drawn;
}

/** Day order 1 (Sheriffs) and 5 (Lawyers), in order of submission. */
function dayActions(ctx: HookContext): DayActions {
  const { phase } = ctx.state.clock;
  const intents = ctx.state.intents
    .filter((i) => i.phase.kind === 'day' && i.phase.number === phase.number)
    .sort((a, b) => a.order - b.order);
  const actions: DayActions = { jailedPlayers: [], jailedFamilies: [], represented: [], notices: [], redirectsUsed: [] };
  for (const intent of intents.filter((i) => i.ability === ABILITY.jail)) {
    const chosen = jailTargets(ctx.state, dayTargets(ctx, intent, actions));
    if (!chosen) continue;
    actions.jailedPlayers.push(chosen.player);
    actions.jailedFamilies.push(chosen.family);
  }
  for (const intent of intents.filter((i) => i.ability === ABILITY.represent)) {
    const [client] = dayTargets(ctx, intent, actions);
    if (client !== undefined) actions.represented.push(client);
  }
  return actions;
}

/** Seed 002, Sheriff: "any votes cast against that player/family do not count, and any votes that player/family cast do not count either". */
function jailExclusions(actions: DayActions): PollExclusions {
  return {
    voters: [...actions.jailedPlayers],
    voterGroups: [...actions.jailedFamilies],
    options: [...actions.jailedPlayers, ...actions.jailedFamilies],
  };
}

function spendDayUses(ctx: HookContext): void {
  const { phase } = ctx.state.clock;
  for (const intent of ctx.state.intents.filter((i) => i.phase.kind === 'day' && i.phase.number === phase.number)) {
    const seat = seatById(ctx.state, intent.actor);
    const spec = ctx.rules.roles[seat.role]?.abilities.find((a) => a.id === intent.ability);
    if (spec?.usesPerGame !== undefined) ctx.emit({ type: 'ledger-changed', key: usesKey(intent.actor, intent.ability), delta: 1 });
    if (intent.targets.includes(intent.actor)) ctx.emit({ type: 'ledger-changed', key: LEDGER.selfUses(intent.actor, intent.ability), delta: 1 });
    if (intent.ability === ABILITY.jail && intent.targets.includes(familyOf(seat))) {
      ctx.emit({ type: 'ledger-changed', key: LEDGER.ownFamilyUses(intent.actor, intent.ability), delta: 1 });
    }
  }
}

/** Seed 002, Armed Robber: "If killed by vote, the Armed Robber kills whomever he voted for", unless that player was jailed or injured. */
function robberTarget(poll: PollState, state: GameState, robber: string, absent: ReadonlySet<string>): string | null {
  const ballot = poll.ballots.find((b) => b.voter === robber && b.slot === SLOT.individual);
  const target = ballot?.targets[0];
  if (target === undefined || absent.has(target) || holds(state, target, STATUS.injured)) return null;
  return target;
}

/**
 * Seed 002, Daytime, "in this exact order": 1. Sheriffs jail, 2-4. the votes (councilor and
 * pacifist ballots are slots of the same poll), 5. Lawyers, 6. the court. Then the Court
 * Secretaries, improper votes and the announcements.
 */
export function resolveDay(ctx: HookContext): void {
  const open = ctx.state.polls.find((p) => p.spec.id === COURT_POLL && p.status === 'open');
  if (!open) return;
  const { phase } = ctx.state.clock;
  const actions = dayActions(ctx);
  const jail = jailExclusions(actions);
  const counted = updateExclusions(open, jail);
  const lawyered = updateExclusions(counted, { ...jail, options: [...(jail.options ?? []), ...actions.represented] });
  const verdict = tallyPoll(lawyered).outcome;
  const publicTally = tallyPoll(counted);

  for (const seat of actions.jailedPlayers) {
    ctx.emit({ type: 'status-added', seat, status: { id: STATUS.jailed, source: 'sheriff', expires: phase, audience: toHost } });
  }
  ctx.emit({ type: 'poll-opened', poll: counted });
  ctx.emit({ type: 'poll-closed', poll: COURT_POLL, outcome: publicTally.outcome });

  const absent = new Set([
    ...actions.jailedPlayers,
    ...ctx.state.seats.filter((s) => actions.jailedFamilies.includes(familyOf(s))).map((s) => s.id),
  ]);
  const condemned = verdict.kind === 'groups' ? verdict.groups.flatMap((g) => g.selected) : [];
  const courtFamilies = verdict.kind === 'groups' ? verdict.groups.map((g) => g.option) : [];
  const died: string[] = [];
  const world = {
    isAlive: (seat: string) => isLiving(seatById(ctx.state, seat)),
    roleOf: (seat: string) => seatById(ctx.state, seat).role,
    record: (seat: string, cause: string) => {
      ctx.eliminate(seat, cause);
      died.push(seat);
    },
  };
  for (const seat of condemned) killWithConsequences(world, seat, 'court', robberTarget(counted, ctx.state, seat, absent));

  spendDayUses(ctx);
  for (const seat of actions.redirectsUsed) ctx.emit({ type: 'status-removed', seat, status: STATUS.redirected });

  // Seed 002, Announcements: "only how many votes every player and family received".
  const totals: JsonObject = {};
  for (const row of publicTally.totals) totals[row.option] = row.total;
  ctx.notify(toPublic, 'notices.vote-counts', { totals });
  ctx.notify(toPublic, died.length > 0 ? 'notices.court' : 'notices.court-nobody', { families: courtFamilies, seats: died, count: died.length });
  sendPrivate(ctx, actions.notices);
  tellSecretaries(ctx, counted);
  countImproperVotes(ctx, open, absent);
  tellWitnesses(ctx, died);
}
