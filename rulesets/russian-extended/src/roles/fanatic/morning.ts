// The Fanatic's evening and mornings (part 2 §3.19, l.36; contract §6, §9 note 4 "Fanatic r.2, r.9").
import { toSeat, type GameState, type HookContext, type Intent } from '@mafia/kernel';
import { MAYOR_ABILITIES } from '../../day/mayor';
import { GREY, living, seatOf } from '../../model';
import { pm, type NightLog } from '../../night/book';
import { BLACK_ABILITIES } from '../black';
import { BLACK_ROLE_ABILITIES } from '../black-roles';
import { FANATIC, fanaticOf, saveFanatic } from './state';
import { recordCivilianKill } from '../werewolf/first-kill';

const favouriteRole = (ctx: HookContext, fanatic: string, target: string): void => {
  const role = seatOf(ctx.state, target).role;
  ctx.notify(toSeat(fanatic), 'pm.favourite-role', { target, role }, { kind: 'favourite-role', target, role });
};

/** fanatic r.1, r.2: when day 1's evening closes the named favourite is fixed and his civilian role told at once. */
export function fixFavourites(ctx: HookContext): void {
  const day = ctx.state.clock.phase.number;
  if (day !== 1) return;
  const moves = ctx.state.intents.filter((i) => i.ability === 'favourite' && i.phase.kind === 'day' && i.phase.number === day);
  // The last move a fanatic sent this evening counts.
  for (const intent of moves.filter((m, at) => !moves.slice(at + 1).some((n) => n.actor === m.actor))) {
    const actor = seatOf(ctx.state, intent.actor);
    const target = intent.targets[0];
    if (!actor.alive || actor.role !== FANATIC || target === undefined || fanaticOf(ctx.state, actor.id)) continue;
    saveFanatic(ctx, actor.id, { favourite: target, avenged: false, ownKills: 0 });
    favouriteRole(ctx, actor.id, target);
  }
}

/** Moves that are not a civilian role's: the black overlays', the mayor's, the night note, the hacked black's choice. */
const NOT_ROLE_MOVES = new Set<string>([...BLACK_ABILITIES, ...BLACK_ROLE_ABILITIES, ...MAYOR_ABILITIES].map((a) => a.id).concat('note', 'keep-role'));

/** fanatic r.2: the targets of the favourite's role moves of the day before and of tonight (INF: role moves only, l.17). */
function favouriteTargets(state: GameState, log: NightLog, favourite: string): string[] {
  const ofDay = (i: Intent): boolean => i.actor === favourite && !NOT_ROLE_MOVES.has(i.ability);
  const day = state.intents.filter((i) => ofDay(i) && i.phase.kind === 'day' && i.phase.number === log.night);
  const night = log.intents.filter(ofDay);
  return [...new Set([...day, ...night].flatMap((i) => i.targets))].sort();
}

/**
 * The Fanatic's morning, after the night's deaths are known:
 * - r.9: without a favourite after day 1 he is given a random one, never a victim of the first night
 *   (nor himself), told by the morning (contract §9 note 4);
 * - r.2: every morning the targets of his favourite's role moves, if any (`favourite-moves`);
 * - r.4–r.6: what his revenge did (reading A2: any opposite-team or Faceless death avenges, so a
 *   red and a black killed together spend the attempt and end the revenge; an own-team death alone raises the limit).
 */
export function fanaticMorning(ctx: HookContext, log: NightLog, died: readonly string[]): void {
  for (const fan of living(log.state).filter((s) => s.role === FANATIC && !died.includes(s.id))) {
    let record = fanaticOf(ctx.state, fan.id);
    if (!record) {
      const pool = living(ctx.state).filter((s) => s.id !== fan.id && !died.includes(s.id));
      const pick = pool[ctx.rng.int(pool.length)];
      if (!pick) continue;
      record = { favourite: pick.id, avenged: false, ownKills: 0 };
      saveFanatic(ctx, fan.id, record);
      favouriteRole(ctx, fan.id, pick.id);
      continue;
    }
    const visited = favouriteTargets(log.state, log, record.favourite);
    if (visited.length > 0 && seatOf(log.state, record.favourite).alive) {
      pm(log, fan.id, 'pm.favourite-moves', { target: record.favourite, visited }, { kind: 'favourite-moves', target: record.favourite, visited });
    }
    const victims = [...log.attackers].filter(([victim, killers]) => died.includes(victim) && killers.includes(fan.id) && log.shots.some((s) => s.actor === fan.id && s.tag === FANATIC)).map(([victim]) => seatOf(log.state, victim));
    if (victims.length === 0) continue;
    // N-FN.5: a werewolf who killed through the fanatic's move loses his peacefulness at once.
    recordCivilianKill(ctx, log.night, fan);
    // r.4, fanatic A8: the opposite team, or the Faceless (grey) whatever his own team.
    const avenged = victims.some((v) => v.faction !== fan.faction || v.faction === GREY);
    saveFanatic(ctx, fan.id, { ...record, avenged: record.avenged || avenged, ownKills: record.ownKills + (avenged ? 0 : 1) });
  }
}
