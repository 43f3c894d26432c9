import { moveIds } from './grants';
import { usableInPhase } from './ability-phase';
import { abilitiesOf, choicesFor, intentKey, usableNow } from './intents';
import type { AbilityId, PollId, RoleId, SeatId } from './ids';
import { pollChoicesFor } from './poll-adapter';
import type { AbilitySpec, OptionSpec, RulesetRuntime } from './ruleset';
import type { GameState, Grant, Intent, Seat } from './state';
import { targetBlockingStatus, voteBlockingStatus } from './statuses';
import { votesWhileDead } from './polls/spec';
import { willsOf } from './wills';

export type AvailableCommand =
  | {
      type: 'submit-intent';
      ability: AbilityId;
      targets: { count: number; min: number; choices: string[] };
      options: OptionSpec[];
      /** The intent already submitted for this ability (it would be replaced). */
      current: { targets: string[] } | null;
      /** A granted move (grants.ts): `ability` is its bare id when that names it alone, else `<ability>@<grant>`; this names the ability, the grant, its role and source. */
      granted?: { ability: AbilityId; grant: string; role: RoleId; source: Grant['source'] };
      /** Another seat's move this seat may send for him (`RulesetHooks.proxies`): send it wrapped, `proxiedMove`. */
      proxy?: { seat: SeatId; via: AbilityId };
    }
  | { type: 'withdraw-intent'; ability: AbilityId }
  | { type: 'cast-ballot'; poll: PollId; slot: string; choices: string[]; maxTargets: number }
  | { type: 'withdraw-ballot'; poll: PollId; slot: string }
  /** `tags`: what the seat may mark the post as now (`RulesetHooks.postTags`), when any. */
  | { type: 'post'; channel: string; tags?: string[] }
  | { type: 'write-will'; maxLength: number; current: string | null };

type MoveOffer = Extract<AvailableCommand, { type: 'submit-intent' }>;

type Offered = { offer: MoveOffer; current: Intent | undefined };

/** The seat's own and granted moves usable now, each with the intent it would replace. */
function moveOffers(rules: RulesetRuntime, state: GameState, seat: Seat): Offered[] {
  const out: Offered[] = [];
  const own = abilitiesOf(rules, seat);
  // Without grants the moves are the abilities under their own ids (moveIds), in the same order.
  if (seat.grants === undefined || seat.grants.length === 0) for (const ability of own) offerMove(rules, state, seat, ability.id, ability, undefined, out);
  else for (const move of moveIds(rules, seat, own)) offerMove(rules, state, seat, move.id, move.ability, move.grant, out);
  return out;
}

function offerMove(rules: RulesetRuntime, state: GameState, seat: Seat, id: string, ability: AbilitySpec, grant: Grant | undefined, out: Offered[]): void {
  if (ability.hostOnly === true) return;
  // An ability of the other phase kind (outside a last-action window): usableNow refuses it whatever
  // else holds (wrong-phase, or a refusal it checks first); skipped here without building the refusal.
  if (ability.onDeath?.kind !== 'window' && !usableInPhase(ability, state.clock.phase.kind)) return;
  if (usableNow(rules, state, seat, ability, grant)) return;
  const key = intentKey(seat, ability, grant);
  // keyByTarget: the latest of the seat's intents of this ability (one per first target).
  const current = ability.keyByTarget === true ? state.intents.findLast((i) => i.key.startsWith(`${key}:`)) : state.intents.find((i) => i.key === key);
  const { count, min } = targetCount(rules, state, seat, ability);
  const offer: MoveOffer = {
    type: 'submit-intent',
    ability: id,
    targets: { count, min, choices: offeredTargets(rules, state, seat, ability) },
    options: ability.options ?? [],
    current: current ? { targets: current.targets } : null,
  };
  if (grant) offer.granted = { ability: ability.id, grant: grant.id, role: grant.role, source: grant.source };
  out.push({ offer, current });
}

/**
 * The moves of the seats this one may send moves for (`RulesetHooks.proxies`), as that seat would be
 * offered them. Only an intent this seat sent for him shows as `current`: what the other seat sent
 * himself is his own secret (and a ruleset stops the proxy once he acts, SV-6).
 */
function proxiedOffers(rules: RulesetRuntime, state: GameState, sender: Seat): MoveOffer[] {
  if (!sender.alive || sender.removed || rules.hooks.proxies === undefined) return [];
  return rules.hooks.proxies(state, sender).flatMap((proxy) => {
    const seat = state.seats.find((s) => s.id === proxy.seat);
    if (!seat) return [];
    return moveOffers(rules, state, seat)
      .filter(({ offer }) => proxy.abilities === undefined || proxy.abilities.includes(offer.granted?.ability ?? offer.ability))
      .map(({ offer, current }) => ({
        ...offer,
        current: current && current.sentBy === sender.id ? offer.current : null,
        proxy: { seat: proxy.seat, via: proxy.via },
      }));
  });
}

/** A move or a ballot: the offers a bot answers (`actionOffers`). */
export type ActionOffer = Extract<AvailableCommand, { type: 'submit-intent' | 'cast-ballot' }>;

/**
 * The seat's moves (its own, each followed by its withdrawal when `withdrawals` is given, then the
 * proxied ones) and ballots (each followed by its withdrawal), in `availableCommands`' order.
 */
function movesAndBallots(rules: RulesetRuntime, state: GameState, seat: Seat, out: AvailableCommand[], withdrawals: boolean): void {
  for (const { offer, current } of moveOffers(rules, state, seat)) {
    out.push(offer);
    if (withdrawals && current && current.actor === seat.id && seat.alive && !seat.removed) out.push({ type: 'withdraw-intent', ability: offer.ability });
  }
  if (rules.hooks.proxies !== undefined) for (const offer of proxiedOffers(rules, state, seat)) out.push(offer);
  if (seat.removed) return;
  for (const poll of state.polls) {
    if (!seat.alive && !votesWhileDead(poll.spec, seat.id)) continue;
    if (voteBlockingStatus(rules, seat, poll.spec) !== null) continue;
    for (const choice of pollChoicesFor(poll, seat.id)) {
      // The seat's ballot in this slot matters only for a withdrawal or a locked option.
      const ballot = withdrawals || poll.locked !== null ? poll.ballots.find((b) => b.voter === seat.id && b.slot === choice.slot) : undefined;
      // Seed 001 rule 7: a ballot on the locked option can be neither moved nor withdrawn (`vote-locked`).
      if (poll.locked !== null && ballot?.targets.includes(poll.locked)) continue;
      out.push({ type: 'cast-ballot', poll: poll.spec.id, slot: choice.slot, choices: choice.choices, maxTargets: choice.maxTargets });
      if (withdrawals && ballot) out.push({ type: 'withdraw-ballot', poll: poll.spec.id, slot: choice.slot });
    }
  }
}

/** What a seat can do right now: drives buttons in the client, bots, and tests. */
export function availableCommands(rules: RulesetRuntime, state: GameState, seatId: SeatId): AvailableCommand[] {
  const seat = state.seats.find((s) => s.id === seatId);
  if (!seat) return [];
  const out: AvailableCommand[] = [];
  if (!state.result) movesAndBallots(rules, state, seat, out, true);
  const wills = willsOf(rules, state);
  if (wills && !state.result && seat.alive && !seat.removed) {
    out.push({ type: 'write-will', maxLength: wills.maxLength, current: seat.will?.text ?? null });
  }
  const channels: string[] = [];
  if (seat.alive && !seat.removed) channels.push('thread');
  if (seat.alive && rules.factions[seat.faction]?.chat) channels.push(`faction:${seat.faction}`);
  if (!seat.alive) channels.push('dead');
  for (const channel of channels) {
    const tags = rules.hooks.postTags?.(state, seat, channel) ?? [];
    out.push(tags.length > 0 ? { type: 'post', channel, tags: [...tags] } : { type: 'post', channel });
  }
  return out;
}

/**
 * The moves and ballots of `availableCommands(rules, state, seat.id)`, the same objects' values
 * in the same order, without the withdrawals, the will and the posts, which it does not build
 * (the simulator's bots answer only these; docs/balance.md "Speed"). `seat` is the state's own
 * seat object.
 */
export function actionOffers(rules: RulesetRuntime, state: GameState, seat: Seat): ActionOffer[] {
  const out: AvailableCommand[] = [];
  if (!state.result) movesAndBallots(rules, state, seat, out, false);
  return out as ActionOffer[];
}

/**
 * How many targets the seat names: the ability's `count` and `min`, or exactly the number its
 * `counted` provider gives for the table now (never more than `count`), so a client shows as many
 * target menus as the ability allows and no spare one.
 */
function targetCount(rules: RulesetRuntime, state: GameState, seat: Seat, ability: AbilitySpec): { count: number; min: number } {
  const provider = ability.targets.counted?.provider;
  if (provider === undefined) return { count: ability.targets.count, min: ability.targets.min ?? ability.targets.count };
  const fn = rules.hooks.targetCounts?.[provider];
  if (!fn) throw new Error(`ability ${ability.id}: unknown target count provider ${provider}`);
  const exact = Math.min(ability.targets.count, fn(state, seat.id));
  return { count: exact, min: exact };
}

/** The legal targets, less the seats whose public status refuses this ability (statuses.ts). */
function offeredTargets(rules: RulesetRuntime, state: GameState, seat: Seat, ability: AbilitySpec): string[] {
  const legal = choicesFor(rules, state, seat, ability);
  if (ability.targets.of === 'choice') return legal;
  // No seat holds a status, so none refuses a target: the filter below would keep every one.
  if (!state.seats.some((s) => s.statuses.length > 0)) return legal;
  return legal.filter((id) => {
    const target = state.seats.find((s) => s.id === id);
    return !target || targetBlockingStatus(rules, target, ability.id) === null;
  });
}
