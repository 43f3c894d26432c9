import type { Strategy } from './strategies';

/**
 * The seer model after Bruno Wolff's werewolf odds (2001), played on a table with one investigator
 * (the sandbox's cop) and otherwise vanilla seats; its exact value is `seerMafiaWinProbability`
 * (theory.ts, which states the model). The seer is the seat offered the `investigate` ability.
 * Her check's answer is read from the seat's faction, which is what the sandbox cop is told
 * (`mafia` or `not-mafia`); the table acts on it only if she is alive at dawn.
 */
export const seer: Strategy = {
  id: 'seer',
  summary: 'Wolff\'s seer model: the seer checks a random unchecked player each night and reveals a wolf she finds; the town lynches it, else a random player it cannot clear; the mafia kill the revealed seer, else a random townsperson',
  start(ruleset) {
    const factionAbilities = new Map(ruleset.definition.factions.map((f) => [f.id, new Set((f.abilities ?? []).map((a) => a.id))]));
    let seerSeat: string | null = null;
    const checked = new Set<string>();
    let pending: string | null = null;
    let revealed = false;
    let day: { phase: string; target: string | null } = { phase: '', target: null };
    return {
      choose({ driver, bot, seat, offer }) {
        const state = driver.state;
        const phase = `${state.clock.phase.kind}:${state.clock.phase.number}`;
        const living = state.seats.filter((s) => s.alive && !s.removed);
        const alive = (id: string | null): boolean => id !== null && living.some((s) => s.id === id);
        if (offer.type === 'cast-ballot') {
          if (day.phase !== phase) {
            // Dawn: a seer who lived through the night and found a wolf reveals herself and it.
            const found = alive(seerSeat) && pending !== null ? living.find((s) => s.id === pending && s.faction === 'mafia') : undefined;
            pending = null;
            if (found) revealed = true;
            // Once she has revealed, her cleared players (and she) are known to the town.
            const cleared = revealed ? new Set([...checked, seerSeat]) : new Set<string | null>();
            const suspects = living.filter((s) => !cleared.has(s.id));
            day = { phase, target: found ? found.id : suspects.length > 0 ? bot.pick(suspects).id : null };
          }
          return day.target !== null && offer.choices.includes(day.target) ? { type: 'cast-ballot', seat, poll: offer.poll, slot: offer.slot, targets: [day.target] } : null;
        }
        if (offer.type !== 'submit-intent' || offer.current !== null) return null;
        const me = state.seats.find((s) => s.id === seat);
        if (!me) return null;
        if (offer.ability === 'investigate') {
          seerSeat = seat;
          const unchecked = offer.targets.choices.filter((id) => id !== seat && !checked.has(id));
          if (unchecked.length === 0) return null;
          const target = bot.pick(unchecked);
          checked.add(target);
          pending = target;
          return { type: 'submit-intent', seat, ability: offer.ability, targets: [target] };
        }
        if (!factionAbilities.get(me.faction)?.has(offer.ability) || offer.targets.min > 1) return null;
        const outside = offer.targets.choices.filter((id) => state.seats.find((s) => s.id === id)?.faction !== me.faction);
        if (revealed && seerSeat !== null && outside.includes(seerSeat)) return { type: 'submit-intent', seat, ability: offer.ability, targets: [seerSeat] };
        return outside.length > 0 ? { type: 'submit-intent', seat, ability: offer.ability, targets: [bot.pick(outside)] } : null;
      },
    };
  },
};
