import type { Command, GameState, Intent, RngCursor, Seat } from '@mafia/kernel';
import type { AbilityDefinition, Ruleset } from '@mafia/ruleset-kit';
import type { Strategy, StrategyPlayer, Turn } from './strategies';

import { readingOf, type MoveKind } from './informed-rulesets';

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
    const abilities = new Map<string, AbilityDefinition>();
    for (const role of ruleset.definition.roles) for (const a of role.abilities ?? []) abilities.set(a.id, a as AbilityDefinition);
    for (const faction of ruleset.definition.factions) for (const a of faction.abilities ?? []) abilities.set(a.id, a as AbilityDefinition);
    const reading = readingOf(ruleset.id);
    const minority = new Set(ruleset.definition.factions.filter((f) => f.knowsMembers).map((f) => f.id));
    const culprits = new Set<string>();
    const cleared = new Set<string>();
    const revealed = new Set<string>();
    const checked = new Map<string, Set<string>>();
    let readNotices = 0;
    const ballots = new Map<string, string | null>();

    /** Investigation results are made public by their holders (a revealing investigator). */
    const learn = (state: GameState): void => {
      for (; readNotices < state.notices.length; readNotices++) {
        const notice = state.notices[readNotices];
        const result = notice?.result;
        if (!notice || !result || notice.audience.to !== 'seat') continue;
        const finding = reading.finding(result);
        if (!finding) continue;
        if (finding.guilty) {
          culprits.add(finding.target);
          revealed.add(notice.audience.seat);
        } else cleared.add(finding.target);
      }
    };
    const alive = (state: GameState): Seat[] => state.seats.filter((s) => s.alive && !s.removed);
    const inMinority = (seat: Seat | undefined): boolean => seat !== undefined && minority.has(seat.faction);

    const vote = (turn: Turn, choices: string[]): string | null => {
      const { driver, bot, seat } = turn;
      const state = driver.state;
      const me = state.seats.find((s) => s.id === seat);
      const living = alive(state).filter((s) => choices.includes(s.id));
      const key = `${state.clock.phase.kind}:${state.clock.phase.number}:${inMinority(me) ? me?.faction : 'town'}`;
      if (!ballots.has(key)) {
        let pick: Seat | undefined;
        if (inMinority(me)) {
          // Together, on a revealed investigator or else a random outsider.
          const outsiders = living.filter((s) => s.faction !== me?.faction);
          pick = outsiders.find((s) => revealed.has(s.id)) ?? (outsiders.length > 0 ? bot.pick(outsiders) : undefined);
        } else {
          const known = living.filter((s) => culprits.has(s.id));
          const unknown = living.filter((s) => !cleared.has(s.id) && !revealed.has(s.id));
          pick = known[0] ?? (unknown.length > 0 ? bot.pick(unknown) : living.length > 0 ? bot.pick(living) : undefined);
        }
        ballots.set(key, pick?.id ?? null);
      }
      const target = ballots.get(key) ?? null;
      return target !== null && target !== seat ? target : null;
    };

    const act = (turn: Turn, rng: RngCursor): Command | null => {
      const { driver, seat, offer } = turn;
      if (offer.type !== 'submit-intent') return null;
      const state = driver.state;
      const ability = abilities.get(offer.ability);
      const me = state.seats.find((s) => s.id === seat);
      const choices = offer.targets.choices.filter((id) => id !== seat);
      if (!ability || !me || choices.length === 0 || offer.targets.min > 1) return null;
      const kind = kindOf(ability, seat, choices[0] as string, state, reading.moves);
      const seats = (ids: string[]) => ids.map((id) => state.seats.find((s) => s.id === id)).filter((s): s is Seat => s !== undefined);
      let target: string | undefined;
      if (kind === 'kill') {
        // A faction's kill once per night (the first member asked); a town killer shoots a culprit only.
        if (offer.current !== null) return null;
        const outsiders = seats(choices).filter((s) => s.faction !== me.faction);
        if (inMinority(me)) target = (outsiders.find((s) => revealed.has(s.id)) ?? (outsiders.length > 0 ? rng.pick(outsiders) : undefined))?.id;
        else target = choices.find((id) => culprits.has(id));
      } else if (kind === 'protect') {
        target = choices.find((id) => revealed.has(id)) ?? rng.pick(choices);
      } else if (kind === 'investigate') {
        const mine = checked.get(seat) ?? new Set<string>();
        checked.set(seat, mine);
        const fresh = choices.filter((id) => !mine.has(id) && !cleared.has(id) && !culprits.has(id));
        target = fresh.length > 0 ? rng.pick(fresh) : undefined;
        if (target !== undefined) mine.add(target);
      } else if (kind === 'block') {
        const suspects = inMinority(me) ? choices.filter((id) => revealed.has(id)) : choices.filter((id) => culprits.has(id));
        target = suspects[0] ?? rng.pick(choices);
      } else return null;
      return target === undefined ? null : { type: 'submit-intent', seat, ability: offer.ability, targets: [target] };
    };

    return {
      choose(turn) {
        learn(turn.driver.state);
        if (turn.offer.type === 'cast-ballot') {
          const target = vote(turn, turn.offer.choices);
          return target === null ? null : { type: 'cast-ballot', seat: turn.seat, poll: turn.offer.poll, slot: turn.offer.slot, targets: [target] };
        }
        return act(turn, turn.bot);
      },
    };
  },
};
