import { type GameState } from '@mafia/kernel';
import { defineAbility, defineRole, traceEffect } from '@mafia/ruleset-kit';
import { RED, seatOf } from '../../model';
import { pm, type NightLog } from '../../night/book';
import { NIGHT_ORDER } from '../../night/night-order';
import { CRIPPLED, visitsOf } from './visit';
import { activeKamikaze } from '../kamikaze/retaliation';

/** PRO-2: the roles whose moves on the client still go through (and notes, suicides: no moves, BLK-12). */
const UNAFFECTED = ['compare', 'torture', 'hex', 'serve', 'drug', 'note', 'suicide', 'approve-suicide'];
/** PRO-8: her move fails on a Homeless who made a move. */
const HOMELESS_MOVES = ['watch', 'drink'];
/** PRO-2: the executor's move (contract §7 `seize`). */
UNAFFECTED.push('seize');

/**
 * PRO-1, PRO-9: each night she takes any other player (reading PRO A3, contract §9 note 3: not
 * herself); PRO-7: `protection: on` declared with the move.
 */
export const take = defineAbility<NightLog>({
  id: 'take',
  phase: 'night',
  targets: { count: 1, self: 'forbidden' },
  options: [{ name: 'protection', values: ['on', 'off'] }],
  night: {
    slot: 'prostitute',
    handle({ night, book, intent }) {
      const client = intent.targets[0] as string;
      // Kamikaze r.6: an active Kamikaze refuses her: her move fails.
      if (activeKamikaze(book.state, client)) {
        traceEffect(night, 'failed', client, { rule: 'kamikaze r.6' });
        return;
      }
      // PRO-8: a Homeless who made a move tonight: her move fails.
      if (seatOf(book.state, client).role === 'homeless' && book.intents.some((i) => i.actor === client && HOMELESS_MOVES.includes(i.ability))) {
        traceEffect(night, 'failed', client, { rule: 'PRO-8' });
        return;
      }
      book.ran.add(night.action.id);
      night.visit(client);
      visitsOf(book).push({ prostitute: intent.actor, client, protection: intent.options?.['protection'] === 'on' });
      traceEffect(night, 'take', client, { rule: 'PRO-1' });
      // PRO-2: the client's own later moves, and later moves on him, do not go through.
      const mine = NIGHT_ORDER.indexOf('prostitute');
      const later = night.seats.flatMap((s) => night.actionsOf(s.id)).filter((a) => NIGHT_ORDER.indexOf(a.slot ?? '') > mine && !a.passive && !UNAFFECTED.includes(a.ability));
      for (const action of later) {
        const onClient = action.actor !== intent.actor && action.components.some((c) => 'target' in c && c.target === client);
        if (action.actor !== client && !onClient) continue;
        night.cancel(action.id);
        traceEffect(night, action.actor === client ? 'client-stays' : 'client-unreachable', action.actor, { rule: 'PRO-2' });
      }
    },
    // PRO-6: the client learns of the company (not who: l.115 item 12), she learns his civilian role;
    // PRO-7: a client who survived her death under protection is crippled (COM-6).
    morning({ ctx, book }) {
      for (const intent of book.intents.filter((i) => i.ability === 'take')) {
        const visit = visitsOf(book).find((v) => v.prostitute === intent.actor);
        if (!visit) {
          pm(book, intent.actor, 'pm.move-failed');
          continue;
        }
        const role = seatOf(book.state, visit.client).role;
        pm(book, intent.actor, 'pm.client-role', { target: visit.client, role }, { kind: 'client-role', target: visit.client, role });
        pm(book, visit.client, 'pm.company', {}, { kind: 'company' });
        if (visit.crippled) ctx.emit({ type: 'status-added', seat: visit.client, status: { id: CRIPPLED, source: 'take' } });
      }
    },
  },
});

export const prostitute = defineRole({ id: 'prostitute', faction: RED, abilities: [take] });

/** COM-5, COM-6: a crippled player lost his civilian role and colour. */
export const isCrippled = (state: GameState, seat: string): boolean => seatOf(state, seat).statuses.some((s) => s.id === CRIPPLED);
