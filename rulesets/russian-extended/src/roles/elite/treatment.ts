// SV-9b (part 4 §2.4; contract §8 `treatment: soft|harsh|merciless`): what the moderator tells the
// servant. Soft: "everything, as he tells the master"; harsh: nothing ("the Servant gets everything
// only from the master"); merciless: "only information tied to the master's civilian role, as if the
// master were a red player". Copies of the master's private notices go to his living servant
// (kernel `RulesetHooks.noticeCopies`), and at the start the servant is told the master's role.
import { toSeat, type GameState, type HookContext, type JsonObject, type Seat } from '@mafia/kernel';
import { BLACK, GREY, living, negativeOf, seatOf, TREATMENTS } from '../../model';
import { eliteOf, masterOf, SERVANT } from '.';

export type Treatment = 'soft' | 'harsh' | 'merciless';

/** Reading AMB-SV-6: a servant whose master named no mode is treated harshly (told nothing by the host). */
export function treatmentOf(seat: Seat): Treatment {
  const value = seat.attributes['treatment'];
  return typeof value === 'string' && TREATMENTS.includes(value) ? (value as Treatment) : 'harsh';
}

/**
 * Reading AMB-SV-7 (merciless, "as if the master were a red player"): the notices only a black or
 * grey player is sent, about his negative role, his team's night or his face cuts, are not copied;
 * for a black or grey master neither are his killers' `victim-team` (a red one made no such kill) nor
 * a geisha's `client-role`. Everything else a red holder of his civilian role would be told is.
 */
const NEGATIVE_NOTICES = [
  'pm.maniac-identity', 'pm.true-colour', 'pm.torture-report', 'pm.partner-kill', 'pm.mercenary-died',
  'pm.joker-check', 'pm.false-blackening', 'pm.copied-joker-check', 'pm.contract-survivor', 'pm.cut-role',
];
const BLACK_MASTER_NOTICES = ['pm.victim-team', 'pm.client-role'];

function tiedToCivilianRole(master: Seat, key: string): boolean {
  if (NEGATIVE_NOTICES.includes(key) || key.startsWith('pm.suicide-')) return false;
  return !((master.faction === BLACK || master.faction === GREY) && BLACK_MASTER_NOTICES.includes(key));
}

/** The living servants of `seat`. */
const servantsOf = (state: GameState, seat: string): Seat[] => living(state).filter((s) => eliteOf(s) === SERVANT && masterOf(s) === seat);

/** SV-9b: the servants who receive a copy of a private notice to their master. */
export function servantCopies(state: GameState, seat: string, notice: { key: string }): string[] {
  const master = state.seats.find((s) => s.id === seat);
  if (!master) return [];
  return servantsOf(state, seat)
    .filter((servant) => {
      const mode = treatmentOf(servant);
      return mode === 'soft' || (mode === 'merciless' && tiedToCivilianRole(master, notice.key));
    })
    .map((s) => s.id);
}

/**
 * SV-9a, SV-9b: when the game's first step starts, a softly treated servant is told his master's
 * role, team and negative role (`pm.master-role`); a mercilessly treated one his civilian role only,
 * as a red's; a harshly treated one nothing.
 */
export function tellServants(ctx: HookContext): void {
  for (const servant of living(ctx.state).filter((s) => eliteOf(s) === SERVANT)) {
    const masterId = masterOf(servant);
    const mode = treatmentOf(servant);
    if (masterId === null || mode === 'harsh' || !ctx.state.seats.some((s) => s.id === masterId)) continue;
    const master = seatOf(ctx.state, masterId);
    const negative = negativeOf(master);
    const told: JsonObject =
      mode === 'soft'
        ? { kind: 'master-role', seat: master.id, role: master.role, team: master.faction, ...(negative === null ? {} : { negative }) }
        : { kind: 'master-role', seat: master.id, role: master.role };
    ctx.notify(toSeat(servant.id), 'pm.master-role', { seat: master.id, role: master.role }, told);
  }
}
