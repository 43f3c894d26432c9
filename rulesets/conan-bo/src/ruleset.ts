// Detective Conan BO (seed 003, /work/shared/rules/conan-bo.md). Read it like the specification's
// table of contents; each line points at the file that implements the section.
import { toFaction, toSeat } from '@mafia/kernel';
import { defineRuleset } from '@mafia/ruleset-kit';
import en from '../locales/en.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import { aptx, giveSuitcase } from './actions/faction';
import { suitcase } from './actions/suitcase';
import { killOrder } from './actions/kill';
import { useGadget } from './actions/town';
import { publishBoCard } from './game/bo-card';
import { endDay, openDay, suitcaseHolder } from './game/day';
import { countElection, startElection, succeedOnDeath } from './game/election';
import { night } from './game/night';
import { holds, living } from './game/seats';
import { checkWin } from './game/win';
import { ABILITY, FACTION, NOTICE, REJECTION, RESULT, RULESET_ID, STATUS, STEP, TRAVELLER_ROLES, type RoleId } from './ids';
import { ROLE_MODULES } from './roles/index';
import { settingsSchema } from './settings';
import { SETUPS as SETUP_ROLES, setupRoles } from './setups';
import { validateConanSetup } from './validate-setup';

/** CB-21, CB-33: what an injured, suspended or arrested player may still do. */
const ITEMS = [ABILITY.useGadget, ABILITY.suitcase];

export const conanBo = defineRuleset({
  id: RULESET_ID,
  settings: settingsSchema,
  players: { min: 5, max: 33 },
  // CB-D2: the BO knows its members and has the channel faction:bo (CB-38); everybody holds use-gadget.
  factions: [
    { id: FACTION.town, knowsMembers: false, chat: false, abilities: [useGadget] },
    { id: FACTION.bo, knowsMembers: true, chat: true, abilities: [killOrder, aptx, giveSuitcase, suitcase, useGadget] },
  ],
  // CB-D4: one folder per role (src/roles/<id>).
  roles: ROLE_MODULES,
  // CB-D1.1: one step per phase, the game starts with Night 1.
  cycle: {
    first: 'night',
    night: { steps: [{ id: STEP.night, duration: 'nightLength', review: true }] },
    day: { steps: [{ id: STEP.day, duration: 'dayLength' }] },
  },
  // CB-D7: the Order of Actions as the night's slots (src/order-of-actions.ts, src/game/night.ts).
  night,
  deadPolicy: 'public-only',
  // CB-D22: wills of 2,000 characters, read out on any death, never on an arrest.
  wills: { maxLength: 2000 },
  // CB-D6: the statuses; only `arrested` is public (CB-23).
  statuses: {
    [STATUS.abroad]: { blocksActions: true, blocksVotes: true },
    [STATUS.injured]: { blocksActions: { except: [ABILITY.killOrder, ABILITY.giveSuitcase, ABILITY.vengeance, ...ITEMS] } },
    [STATUS.suspended]: { blocksActions: { except: [ABILITY.killOrder, ABILITY.giveSuitcase, ...ITEMS] } },
    [STATUS.arrested]: {
      visibility: 'public',
      blocksActions: { except: [ABILITY.killOrder, ABILITY.giveSuitcase] },
      blocksVotes: true,
    },
    [STATUS.hindered]: { blocksVotes: true },
    [STATUS.blackmailed]: {},
    [STATUS.disguised]: {},
    [STATUS.lover]: {},
  },
  hooks: {
    stepStarted(ctx) {
      const { phase } = ctx.state.clock;
      // CB-D6: a travel request takes the traveller abroad for the whole of this phase.
      for (const [key, value] of Object.entries(ctx.state.ledger)) {
        if (!key.startsWith('travel:') || value <= 0) continue;
        const seat = key.slice('travel:'.length);
        ctx.emit({ type: 'ledger-changed', key, delta: -value });
        if (ctx.state.seats.find((s) => s.id === seat)?.alive) ctx.emit({ type: 'status-added', seat, status: { id: STATUS.abroad, expires: phase } });
      }
      // CB-D1.3: an elected leader takes office before the suitcase is handed over; the phase's
      // polls open `lynch` first, then `bo-leader` (CB-D16.2).
      if (phase.kind === 'day') openDay(ctx);
      startElection(ctx);
      // CB-D17.2: tonight's suitcase holder is told, and the BO channel names them.
      if (phase.kind === 'night') {
        const holder = suitcaseHolder(ctx.state);
        if (holder) {
          ctx.notify(toSeat(holder), 'results.suitcase-received', {}, { kind: RESULT.suitcaseReceived });
          ctx.notify(toFaction(FACTION.bo), NOTICE.boSuitcase, { seat: holder });
        }
      }
      // CB-18: the travellers start abroad and come back at the start of Night 2.
      if (phase.kind === 'night' && phase.number === 1) {
        for (const seat of living(ctx.state)) {
          if (!(TRAVELLER_ROLES as readonly RoleId[]).includes(seat.role as RoleId) || holds(seat, STATUS.abroad)) continue;
          ctx.emit({ type: 'status-added', seat: seat.id, status: { id: STATUS.abroad, expires: { kind: 'day', number: 1 } } });
          ctx.notify(toSeat(seat.id), 'pm.traveller');
        }
      }
      // The BO's card for the client (src/game/bo-card.ts): ranks, leader, suitcase, pills.
      publishBoCard(ctx);
    },
    // CB-D16.1: a dead leader's successor leads at once (announced to the BO); the card follows.
    afterElimination(ctx, seat) {
      succeedOnDeath(ctx, seat);
      publishBoCard(ctx);
    },
    stepEnding(ctx) {
      if (ctx.state.clock.phase.kind === 'day') endDay(ctx);
      // CB-D7 #23, CB-D8 #10: the election is the last stage of both phases (after the night's resolution).
      countElection(ctx);
    },
    // CB-D5: blackmailed players post nothing in the day thread.
    // The kernel's own rule comes after a ruleset's hook, so the dead author is refused here too.
    validatePost(state, seat, channel) {
      if (channel !== 'thread') return { flags: [] };
      if (!seat.alive || seat.removed) return { rejection: { code: 'author-not-alive' }, flags: [] };
      return holds(seat, STATUS.blackmailed) && state.clock.phase.kind === 'day' ? { rejection: { code: REJECTION.blackmailed }, flags: [] } : { flags: [] };
    },
    checkWin,
    // CB-39: deaths show the role (an erased body passes revealRole: false).
    revealOnElimination: () => true,
  },
  setups: SETUP_ROLES.map((setup) => ({ id: setup.id, seats: setupRoles(setup).map((role) => ({ role })) })),
  // Issue #22: the setup editor's checks.
  validateSetup: validateConanSetup,
  locales: { en, ru },
});


