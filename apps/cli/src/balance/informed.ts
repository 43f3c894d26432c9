import type { Command, GameState, Intent, JsonObject, PhaseRef, RngCursor, Seat } from '@mafia/kernel';
import type { AbilityDefinition, Ruleset } from '@mafia/ruleset-kit';
import type { Strategy, StrategyPlayer, Turn } from './strategies';

import { readingOf, type MoveKind, type RulesetReading } from './informed-rulesets';

function kindFromSlot(slot: string): MoveKind {
  if (/kill|shoot|shot/.test(slot)) return 'kill';
  if (/protect|heal|doctor|guard/.test(slot)) return 'protect';
  if (/investigat|check|cop|detect/.test(slot)) return 'investigate';
  if (/block|arrest|jail/.test(slot)) return 'block';
  return 'other';
}

/**
 * What a move does: the ruleset's own reading first (informed-rulesets.ts), else the ability's
 * resolver components, else its night slot's name.
 */
function kindOf(ability: AbilityDefinition, actor: string, target: string, state: GameState, moves: Readonly<Record<string, MoveKind>>): MoveKind {
  const known = moves[ability.id];
  if (known !== undefined) return known;
  const night = ability.night;
  if (!night) return 'other';
  if (night.components) {
    const probe: Intent = { id: 'probe', key: 'probe', actor, ability: ability.id, targets: [target], phase: state.clock.phase, step: state.clock.step, at: 0, order: 0 };
    try {
      const kinds = new Set(night.components(probe, state).map((c) => c.kind));
      for (const kind of ['kill', 'investigate', 'protect', 'block'] as const) if (kinds.has(kind)) return kind;
    } catch {
      // An ability whose components need more than a probe: its slot's name tells.
    }
  }
  return kindFromSlot(night.slot);
}

/** The map under `key`, made empty on first use. */
function child<V>(map: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let found = map.get(key);
  if (found === undefined) map.set(key, (found = new Map()));
  return found;
}

/** What the strategy reads of a ruleset's definition (the same for every game, never changed). */
interface RulesetFacts {
  abilities: ReadonlyMap<string, AbilityDefinition>;
  reading: RulesetReading;
  /** The informed minority: the factions that know their members. */
  minority: ReadonlySet<string>;
  roleAbilities: ReadonlyMap<string, readonly AbilityDefinition[]>;
}

/** Built once per ruleset object, not per game: a pure function of its definition. */
const factsByRuleset = new WeakMap<Ruleset, RulesetFacts>();

function rulesetFacts(ruleset: Ruleset): RulesetFacts {
  let facts = factsByRuleset.get(ruleset);
  if (facts === undefined) {
    const abilities = new Map<string, AbilityDefinition>();
    for (const role of ruleset.definition.roles) for (const a of role.abilities ?? []) abilities.set(a.id, a as AbilityDefinition);
    for (const faction of ruleset.definition.factions) for (const a of faction.abilities ?? []) abilities.set(a.id, a as AbilityDefinition);
    facts = {
      abilities,
      reading: readingOf(ruleset.id),
      minority: new Set(ruleset.definition.factions.filter((f) => f.knowsMembers).map((f) => f.id)),
      roleAbilities: new Map(ruleset.definition.roles.map((r) => [r.id, (r.abilities ?? []) as AbilityDefinition[]])),
    };
    factsByRuleset.set(ruleset, facts);
  }
  return facts;
}

/** The seats of these ids, in their order (a module function: a closure per move cost its tsx name). */
const seatsOf = (state: GameState, ids: string[]): Seat[] =>
  ids.map((id) => state.seats.find((s) => s.id === id)).filter((s): s is Seat => s !== undefined);

/**
 * Heuristic play a reasonable table would follow (issue #22 `informed`, first version, read through
 * the ruleset's own ability data; docs/balance.md): an investigator who finds one of the informed
 * minority reveals it and his role; the town lynches a revealed culprit, else a random player it
 * has no reason to trust; protectors cover the revealed investigator; the informed minority (a
 * faction that knows its members) votes together and kills the revealed investigator first.
 */
export const informed: Strategy = {
  id: 'informed',
  summary: 'investigators reveal what they find, the town lynches on evidence, protectors cover them, the informed minority votes and kills together',
  start(ruleset: Ruleset): StrategyPlayer {
    const { abilities, reading, minority, roleAbilities } = rulesetFacts(ruleset);
    const culprits = new Set<string>();
    const cleared = new Set<string>();
    const revealed = new Set<string>();
    const checked = new Map<string, Set<string>>();
    const knows = { culprits, cleared, revealed };
    let readNotices = 0;
    /**
     * The sides' ballots: phase (`kind:number`) -> poll -> slot -> side -> picks. The phase's own map
     * is kept for its phase object, so a ballot is found without building a key string per voter.
     */
    const ballots = new Map<string, Map<string, Map<string, Map<string, string[]>>>>();
    let ballotsPhase: { ref: PhaseRef; ballots: Map<string, Map<string, Map<string, string[]>>> } | null = null;
    const phaseBallots = (phase: PhaseRef): Map<string, Map<string, Map<string, string[]>>> => {
      if (ballotsPhase?.ref !== phase) ballotsPhase = { ref: phase, ballots: child(ballots, `${phase.kind}:${phase.number}`) };
      return ballotsPhase.ballots;
    };
    const doubled = new Map<string, number>();

    /** Investigation results are made public by their holders (a revealing investigator). */
    const learn = (state: GameState): void => {
      for (; readNotices < state.notices.length; readNotices++) {
        const notice = state.notices[readNotices];
        const result = notice?.result;
        if (!notice || !result || notice.audience.to !== 'seat') continue;
        const holder = notice.audience.seat;
        const finding = reading.finding(result, { phase: notice.phase, state, knows });
        // A finding of the minority's own investigator (a black commissar) is never revealed to the town.
        if (!finding || inMinority(state.seats.find((s) => s.id === holder))) continue;
        // An exact finding (a verification, CHK-6) first takes back what an earlier one said of the target.
        if (finding.exact === true) (finding.guilty ? cleared : culprits).delete(finding.target);
        if (finding.guilty) {
          culprits.add(finding.target);
          revealed.add(holder);
        } else cleared.add(finding.target);
      }
    };
    const investigates = (seat: Seat, state: GameState): boolean =>
      (roleAbilities.get(seat.role) ?? []).some((a) => kindOf(a, seat.id, seat.id, state, reading.moves) === 'investigate');
    const alive = (state: GameState): Seat[] => state.seats.filter((s) => s.alive && !s.removed);
    const inMinority = (seat: Seat | undefined): boolean => seat !== undefined && minority.has(seat.faction);

    /**
     * One side's ballot in a poll, the same for every member of the side (they vote together):
     * approvals by the reading; an office (reading `offices`) for a player the side trusts; else
     * against players, as many as the poll takes: the town on its culprits, else at random among the
     * players it has no reason to trust; the minority on the revealed investigators, else at random
     * among the outsiders.
     */
    const sideBallot = (state: GameState, me: Seat | undefined, poll: string, choices: string[], maxTargets: number, rng: RngCursor): string[] => {
      const living = alive(state).filter((s) => choices.includes(s.id));
      const mine = inMinority(me);
      if (living.length === 0) {
        // A poll of options, not players: groups of players (Mafia 1923's families), or an approval.
        const groups = reading.groups?.(state);
        if (groups && choices.length > 0 && choices.every((c) => groups[c] !== undefined)) {
          // The town names the group of a culprit, the minority that of a revealed investigator; else one at random.
          const marked = mine ? revealed : culprits;
          const hit = choices.filter((c) => (groups[c] ?? []).some((id) => marked.has(id) && alive(state).some((s) => s.id === id)));
          return [rng.pick(hit.length > 0 ? hit : choices)];
        }
        const approve = reading.approvals?.[poll];
        if (!approve || choices.length === 0) return [];
        const all = alive(state);
        const table = { minority: mine, culprits: all.filter((s) => culprits.has(s.id)).length, living: all.length, minorityLiving: all.filter(inMinority).length };
        return approve(table) ? [choices[0] as string] : [];
      }
      if (reading.offices?.includes(poll)) {
        // The town's trust: a revealed investigator, a cleared player, else an investigator who claims
        // his role for the office (the minority's own investigators keep quiet).
        const known = living.filter((s) => revealed.has(s.id) || cleared.has(s.id));
        const claims = living.filter((s) => !inMinority(s) && investigates(s, state));
        const trusted = mine ? living.filter((s) => s.faction === me?.faction) : known.length > 0 ? known : claims;
        const unknown = living.filter((s) => !culprits.has(s.id));
        const pool = trusted.length > 0 ? trusted : unknown.length > 0 ? unknown : living;
        const pick = rng.pick(pool);
        // The town's candidate who claimed his role is revealed by the claim (the minority hunts him once he can be targeted).
        if (!mine && claims.includes(pick) && !known.includes(pick)) revealed.add(pick.id);
        return [pick.id];
      }
      const first = mine ? living.filter((s) => s.faction !== me?.faction && revealed.has(s.id)) : living.filter((s) => culprits.has(s.id));
      const rest = mine ? living.filter((s) => s.faction !== me?.faction && !revealed.has(s.id)) : living.filter((s) => !culprits.has(s.id) && !cleared.has(s.id) && !revealed.has(s.id));
      const picks = first.slice(0, maxTargets).map((s) => s.id);
      const others = rng.shuffle(rest.length > 0 ? rest : living.filter((s) => !first.includes(s)));
      for (const s of others) if (picks.length < maxTargets && !picks.includes(s.id)) picks.push(s.id);
      return picks;
    };

    /** A side's ballot in one poll slot, made once per slot and phase (hoisted: a closure per ballot cost its tsx name). */
    const ballotOf = (
      slot: Map<string, string[]>,
      state: GameState,
      offer: Extract<Turn['offer'], { type: 'cast-ballot' }>,
      side: Seat | undefined,
      bot: RngCursor,
    ): string[] => {
      const key = inMinority(side) ? (side?.faction as string) : 'town';
      let picks = slot.get(key);
      if (picks === undefined) {
        picks = sideBallot(state, side, offer.poll, offer.choices, Math.max(1, offer.maxTargets), bot);
        slot.set(key, picks);
      }
      return picks;
    };

    const vote = (turn: Turn, offer: Extract<Turn['offer'], { type: 'cast-ballot' }>): string[] => {
      const { driver, bot, seat } = turn;
      const state = driver.state;
      const me = state.seats.find((s) => s.id === seat);
      const slot = child(child(phaseBallots(state.clock.phase), offer.poll), offer.slot);
      let picks = ballotOf(slot, state, offer, me, bot);
      if (inMinority(me) && !reading.offices?.includes(offer.poll) && !reading.approvals?.[offer.poll]) {
        // The minority blends in: it votes with the town while the town's ballot spares its members.
        const town = ballotOf(slot, state, offer, undefined, bot);
        if (town.length > 0 && !town.some((id) => state.seats.find((s) => s.id === id)?.faction === me?.faction)) picks = town;
      }
      // A player the side picks does not vote for himself (a self-vote may be refused).
      const mine = picks.filter((id) => id !== seat && offer.choices.includes(id));
      // A voter whose choices hold none of the side's picks (Mafia 1923's vote inside one's own
      // family) makes his own ballot the same way.
      if (mine.length === 0 && !picks.includes(seat) && offer.choices.length > 0) {
        return sideBallot(state, me, offer.poll, offer.choices, Math.max(1, offer.maxTargets), bot).filter((id) => id !== seat);
      }
      return mine;
    };

    // `accepts` runs the ruleset's check of an intent (the kit's: the ability's own `validate`, then the
    // ruleset-wide rule, e.g. the Russian politician's support limit) on a probe, so a reading tests a move
    // before it sends it. One function per game, told the offer it checks (`act` sets the probe* fields):
    // a closure made per offer cost about 3% of a Gorny game under tsx (its keepNames wrapper).
    let probeSeat = '';
    let probeOffer: Extract<Turn['offer'], { type: 'submit-intent' }> | null = null;
    let probeAbility: AbilityDefinition | null = null;
    let probeState: GameState | null = null;
    const accepts = (targets: readonly string[], options?: JsonObject): boolean => {
      const offer = probeOffer;
      const ability = probeAbility;
      const state = probeState;
      if (offer === null || ability === null || state === null) return false;
      // A granted move (`<ability>@<grant>`) is checked as the intent it becomes: its ability and its grant.
      const granted = offer.granted && { ability: offer.granted.ability, grant: offer.granted.grant };
      const probe: Intent = { id: 'probe', key: 'probe', actor: probeSeat, ability: offer.ability, ...granted, targets: [...targets], ...(options && { options }), phase: state.clock.phase, step: state.clock.step, at: 0, order: 0 };
      const check = ruleset.runtime.hooks.validateIntent;
      return (check ? check(state, probe, ability) : (ability.validate?.(state, probe) ?? null)) === null;
    };

    const act = (turn: Turn, rng: RngCursor): Command | null => {
      const { driver, seat, offer } = turn;
      if (offer.type !== 'submit-intent') return null;
      const state = driver.state;
      const ability = abilities.get(offer.ability);
      const me = state.seats.find((s) => s.id === seat);
      const untouchable = reading.untouchable?.(offer.ability, state) ?? [];
      const choices = offer.targets.choices.filter((id) => id !== seat && !untouchable.includes(id));
      if (!ability || !me) return null;
      if (reading.mayAct && !reading.mayAct(offer.ability, seat, state)) return null;
      // The reading's own move first (several targets, none, options read from the table), else the generic kinds.
      // `accepts` (one function per game, below) checks a probe of this offer.
      probeSeat = seat;
      probeOffer = offer;
      probeAbility = ability;
      probeState = state;
      const composed = reading.compose?.({ offer, me, state, choices, minority: inMinority(me), culprits, cleared, revealed, rng, accepts });
      if (composed !== undefined) {
        if (composed === null) return null;
        const { targets, options } = composed;
        return { type: 'submit-intent', seat, ability: offer.ability, targets, ...(options !== undefined && { options: { ...options } }) };
      }
      if (choices.length === 0 || offer.targets.min > 1) return null;
      const kind = kindOf(ability, seat, choices[0] as string, state, reading.moves);
      let target: string | undefined;
      let second: string | undefined;
      if (kind === 'kill') {
        // A faction's kill once per night (the first member asked); a town killer shoots a culprit only.
        if (offer.current !== null) return null;
        const outsiders = seatsOf(state, choices).filter((s) => s.faction !== me.faction);
        if (inMinority(me)) target = (outsiders.find((s) => revealed.has(s.id)) ?? (outsiders.length > 0 ? rng.pick(outsiders) : undefined))?.id;
        else target = choices.find((id) => culprits.has(id));
      } else if (kind === 'protect') {
        // The town covers its revealed investigators; the minority's protector covers its own.
        const own = inMinority(me) ? seatsOf(state, choices).filter((s) => s.faction === me.faction).map((s) => s.id) : choices.filter((id) => revealed.has(id));
        target = own.length > 0 ? rng.pick(own) : rng.pick(choices);
        // A protector of two (the Russian doctor, DOC-1) also covers a player his side trusts, else one at
        // random, every other night (DOC-10: no double heal two nights running).
        const night = state.clock.phase.number;
        if (offer.targets.count > 1 && doubled.get(seat) !== night - 1) {
          const trusted = inMinority(me) ? own : choices.filter((id) => cleared.has(id) || revealed.has(id));
          const rest = (trusted.length > 0 ? trusted : choices).filter((id) => id !== target);
          if (rest.length > 0) {
            second = rng.pick(rest);
            doubled.set(seat, night);
          }
        }
      } else if (kind === 'investigate') {
        const mine = checked.get(seat) ?? new Set<string>();
        checked.set(seat, mine);
        const fresh = choices.filter((id) => !mine.has(id) && !cleared.has(id) && !culprits.has(id));
        target = fresh.length > 0 ? rng.pick(fresh) : undefined;
        if (target !== undefined) mine.add(target);
      } else if (kind === 'block') {
        const suspects = inMinority(me) ? choices.filter((id) => revealed.has(id)) : choices.filter((id) => culprits.has(id));
        // Else at random: the town among the players it has no reason to trust, the minority among the outsiders.
        const others = inMinority(me)
          ? seatsOf(state, choices).filter((s) => s.faction !== me.faction).map((s) => s.id)
          : choices.filter((id) => !cleared.has(id) && !revealed.has(id));
        const random = others.length > 0 ? rng.pick(others) : undefined;
        target = suspects[0] ?? (!inMinority(me) && reading.culpritsOnly?.includes(offer.ability) ? undefined : random);
      } else if (kind === 'shield') {
        // Once per step: the minority shields one of its own, the town a player it trusts.
        if (offer.current !== null) return null;
        // The town's trust as in an office poll: a revealed investigator or a cleared player, else one who claims.
        const trusted = choices.filter((id) => revealed.has(id) || cleared.has(id));
        const claims = seatsOf(state, choices).filter((s) => !inMinority(s) && investigates(s, state)).map((s) => s.id);
        const friends = inMinority(me) ? seatsOf(state, choices).filter((s) => s.faction === me.faction).map((s) => s.id) : trusted.length > 0 ? trusted : claims;
        const safe = choices.filter((id) => !culprits.has(id));
        target = friends[0] ?? (safe.length > 0 ? rng.pick(safe) : undefined);
        if (target !== undefined && !inMinority(me) && claims.includes(target) && !trusted.includes(target)) revealed.add(target);
      } else return null;
      if (target === undefined) return null;
      // Options: the reading's, else each required option's first value.
      const chosen = reading.options?.[offer.ability] ?? {};
      const options: Record<string, string> = {};
      for (const option of offer.options) {
        const value = chosen[option.name] ?? (option.required ? option.values[0] : undefined);
        if (value !== undefined) options[option.name] = value;
      }
      return { type: 'submit-intent', seat, ability: offer.ability, targets: second === undefined ? [target] : [target, second], ...(Object.keys(options).length > 0 && { options }) };
    };

    return {
      observe: learn,
      choose(turn) {
        learn(turn.driver.state);
        if (turn.offer.type === 'cast-ballot') {
          const targets = vote(turn, turn.offer);
          return targets.length === 0 ? null : { type: 'cast-ballot', seat: turn.seat, poll: turn.offer.poll, slot: turn.offer.slot, targets };
        }
        return act(turn, turn.bot);
      },
    };
  },
};
