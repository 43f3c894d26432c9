import type { AvailableCommand, Command, GameState, JsonObject, RngCursor } from '@mafia/kernel';
import type { Ruleset } from '@mafia/ruleset-kit';
import { informed } from './informed';
import { seer } from './seer';

/** What a strategy sees when it is asked for one seat's command: the truth of the game (bots are the whole table). */
export interface Turn {
  /** The game being played (the simulator's `Table`; the kit's `GameDriver` fits too). */
  driver: { readonly state: GameState };
  bot: RngCursor;
  seat: string;
  offer: AvailableCommand;
}

/** One game's player for every seat: a fresh one per game, so memory never leaks between games. */
export interface StrategyPlayer {
  /** The seat's command for a move or ballot it is offered, or none. */
  choose(turn: Turn): Command | null;
  /**
   * The table after a seat's offers were answered, where `availableCommands` would have offered
   * the seat a post (the bots answer only moves and ballots; `playGame` asks for those alone). A
   * player that reads the state as it goes (informed.ts) reads it here as it did on a post offer.
   */
  observe?(state: GameState): void;
}

/** A way of playing every seat of a simulated game (`mafia simulate --strategy ID`; docs/balance.md). */
export interface Strategy {
  id: string;
  /** One line for `--help` and the report. */
  summary: string;
  start(ruleset: Ruleset): StrategyPlayer;
}

/** Today's bot: a random legal command for each offer, and sometimes nothing. */
export const random: Strategy = {
  id: 'random',
  summary: 'random legal commands (a fifth of the moves and a tenth of the ballots left out)',
  start: () => ({ choose: ({ bot, seat, offer }) => randomCommand(bot, seat, offer) }),
};

function randomCommand(bot: RngCursor, seat: string, offer: AvailableCommand): Command | null {
  if (offer.type === 'submit-intent') {
    if (bot.float() < 0.2) return null;
    const { count, min, choices } = offer.targets;
    if (choices.length < min) return null;
    const n = min + bot.int(Math.min(count, choices.length) - min + 1);
    const options: JsonObject = {};
    for (const option of offer.options) if (option.required || bot.float() < 0.5) options[option.name] = bot.pick(option.values);
    return { type: 'submit-intent', seat, ability: offer.ability, targets: bot.shuffle(choices).slice(0, n), ...(offer.options.length > 0 ? { options } : {}) };
  }
  if (offer.type === 'cast-ballot') {
    if (bot.float() < 0.1 || offer.choices.length === 0) return null;
    const n = 1 + bot.int(Math.min(offer.maxTargets, offer.choices.length));
    return { type: 'cast-ballot', seat, poll: offer.poll, slot: offer.slot, targets: bot.shuffle(offer.choices).slice(0, n) };
  }
  return null;
}

/**
 * The "mountainous" model of Braverman, Etesami and Mossel (2008): each day the town lynches a
 * uniformly random living player, each night the mafia kill a uniformly random townsperson. Here:
 * each day one living seat is drawn and every voter votes for it (so any majority or plurality
 * lynch selects it); each night a faction's own ability that targets (the factional kill) is aimed
 * at a uniformly random living seat outside the faction, once per faction; role abilities are not
 * used. In a ruleset whose night kill is not a faction ability, the nearest equivalent is no kill:
 * docs/balance.md says so.
 */
export const mountainous: Strategy = {
  id: 'mountainous',
  summary: 'the town lynches a random living player each day, the mafia kill a random townsperson each night',
  start(ruleset) {
    const factionAbilities = new Map(ruleset.definition.factions.map((f) => [f.id, new Set((f.abilities ?? []).map((a) => a.id))]));
    // The day's pick, drawn at the phase's first ballot (phase by kind and number, no key string per ballot).
    let day: { kind: string; number: number; target: string | null } = { kind: '', number: 0, target: null };
    return {
      choose({ driver, bot, seat, offer }) {
        const state = driver.state;
        if (offer.type === 'cast-ballot') {
          const { kind, number } = state.clock.phase;
          if (day.kind !== kind || day.number !== number) {
            const living = state.seats.filter((s) => s.alive && !s.removed);
            day = { kind, number, target: living.length > 0 ? bot.pick(living).id : null };
          }
          return day.target !== null && offer.choices.includes(day.target) ? { type: 'cast-ballot', seat, poll: offer.poll, slot: offer.slot, targets: [day.target] } : null;
        }
        if (offer.type !== 'submit-intent' || offer.current !== null) return null;
        const me = state.seats.find((s) => s.id === seat);
        if (!me || !factionAbilities.get(me.faction)?.has(offer.ability)) return null;
        const outside = offer.targets.choices.filter((id) => state.seats.find((s) => s.id === id)?.faction !== me.faction);
        if (outside.length === 0 || offer.targets.min > 1) return null;
        return { type: 'submit-intent', seat, ability: offer.ability, targets: [bot.pick(outside)] };
      },
    };
  },
};

export const STRATEGIES: readonly Strategy[] = [random, mountainous, informed, seer];
