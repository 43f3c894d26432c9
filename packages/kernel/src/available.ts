import { moveIds } from './grants';
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

/** The seat's own and granted moves usable now, each with the intent it would replace. */
function moveOffers(rules: RulesetRuntime, state: GameState, seat: Seat): { offer: MoveOffer; current: Intent | undefined }[] {
  const out: { offer: MoveOffer; current: Intent | undefined }[] = [];
  for (const move of moveIds(rules, seat, abilitiesOf(rules, seat))) {
    const { ability, grant } = move;
    if (ability.hostOnly === true || usableNow(rules, state, seat, ability, grant)) continue;
    const key = intentKey(seat, ability, grant);
    // keyByTarget: the latest of the seat's intents of this ability (one per first target).
    const current = ability.keyByTarget === true ? state.intents.findLast((i) => i.key.startsWith(`${key}:`)) : state.intents.find((i) => i.key === key);
    const { count, min } = targetCount(rules, state, seat, ability);
    const offer: MoveOffer = {
      type: 'submit-intent',
      ability: move.id,
      targets: { count, min, choices: offeredTargets(rules, state, seat, ability) },
      options: ability.options ?? [],
      current: current ? { targets: current.targets } : null,
    };
    if (grant) offer.granted = { ability: ability.id, grant: grant.id, role: grant.role, source: grant.source };
    out.push({ offer, current });
  }
  return out;
}

/**
 * The moves of the seats this one may send moves for (`RulesetHooks.proxies`), as that seat would be
 * offered them. Only an intent this seat sent for him shows as `current`: what the other seat sent
 * himself is his own secret (and a ruleset stops the proxy once he acts, SV-6).
 */
function proxiedOffers(rules: RulesetRuntime, state: GameState, sender: Seat): MoveOffer[] {
  if (!sender.alive || sender.removed) return [];
  return (rules.hooks.proxies?.(state, sender) ?? []).flatMap((proxy) => {
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

/** What a seat can do right now: drives buttons in the client, bots, and tests. */
export function availableCommands(rules: RulesetRuntime, state: GameState, seatId: SeatId): AvailableCommand[] {
  const seat = state.seats.find((s) => s.id === seatId);
  if (!seat) return [];
  const out: AvailableCommand[] = [];
  if (!state.result) {
    for (const { offer, current } of moveOffers(rules, state, seat)) {
      out.push(offer);
      if (current && current.actor === seat.id && seat.alive && !seat.removed) out.push({ type: 'withdraw-intent', ability: offer.ability });
    }
    out.push(...proxiedOffers(rules, state, seat));
    if (!seat.removed) {
      for (const poll of state.polls) {
        if (!seat.alive && !votesWhileDead(poll.spec, seat.id)) continue;
        if (voteBlockingStatus(rules, seat, poll.spec) !== null) continue;
        for (const choice of pollChoicesFor(poll, seat.id)) {
          const ballot = poll.ballots.find((b) => b.voter === seat.id && b.slot === choice.slot);
          // Seed 001 rule 7: a ballot on the locked option can be neither moved nor withdrawn (`vote-locked`).
          if (poll.locked !== null && ballot?.targets.includes(poll.locked)) continue;
          out.push({ type: 'cast-ballot', poll: poll.spec.id, slot: choice.slot, choices: choice.choices, maxTargets: choice.maxTargets });
          if (ballot) {
            out.push({ type: 'withdraw-ballot', poll: poll.spec.id, slot: choice.slot });
          }
        }
      }
    }
  }
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
  return legal.filter((id) => {
    const target = state.seats.find((s) => s.id === id);
    return !target || targetBlockingStatus(rules, target, ability.id) === null;
  });
}
