// The Geisha (part 2 §4.7, seed 004 l.54; contract §7): a black overlay of the maniac's side. Each
// night she keeps company with one player (`entertain`): his later moves fail, so do later moves
// on him (r.2); a killer coming to her takes him along (r.3, r.4) unless the company cancels the
// kill (r.5). Her katana and her insurance of the maniac (r.12–r.15) are `katana.ts`.
import type { GameState, Intent, Json, Rejection } from '@mafia/kernel';
import type { SlotContext } from '@mafia/resolver';
import { defineAbility, traceEffect } from '@mafia/ruleset-kit';
import { read, write } from '../../data';
import { BLACK, negativeOf, seatOf } from '../../model';
import { pm, type NightLog } from '../../night/book';
import { NEGATIVE_ABILITIES, NIGHT_ORDER } from '../../night/night-order';
import { companiesOf } from './company';
import { activeKamikaze } from '../kamikaze';
import { katanaClash } from './katana';

/** r.2: the moves on her client that still go through: the witch, the maid, the drug dealer, the journalist, negative roles. */
const PASS_ON_CLIENT = ['hex', 'serve', 'drug', 'compare', 'seize', 'joker-check', 'contract'];
/** r.8: her move fails on a Homeless who made a move. */
const HOMELESS_MOVES = ['watch', 'drink'];
/** No moves at all (BLK-12, NN-1) or the poison's own clock. */
const NO_MOVES = ['note', 'suicide', 'approve-suicide', 'confirm-partner-kill', 'poison-death'];

/** Ruleset data (host only): each Geisha's last move, for r.11 (not herself two nights running). */
export const GEISHA_LAST = 'geisha-last';
interface LastVisit {
  night: number;
  client: string;
  /** MOV-6: a knocked-out move does not count for "not two nights in a row". */
  knockedOut: boolean;
}
const lastVisits = (state: GameState): Record<string, LastVisit> => read<Record<string, LastVisit> & Json>(state, GEISHA_LAST) ?? {};

export function validateEntertain(state: GameState, intent: Intent): Rejection | null {
  const actor = seatOf(state, intent.actor);
  if (actor.faction !== BLACK || negativeOf(actor) !== 'geisha') return { code: 'no-such-negative-move' };
  // r.11: herself, but not two nights in a row.
  // N-GEI.1: holding the prostitute's civilian role she takes two players at once.
  if (intent.targets.length > 1 && actor.role !== 'prostitute') return { code: 'wrong-target-count' };
  const last = lastVisits(state)[intent.actor];
  const self = intent.targets.includes(intent.actor);
  if (self && last && !last.knockedOut && last.client === intent.actor && last.night === state.clock.phase.number - 1) return { code: 'self-twice' };
  // r.13: her company and her katana on different players.
  return katanaClash(state, intent);
}

export const entertain = defineAbility<NightLog>({
  id: 'entertain',
  phase: 'night',
  targets: { count: 2, min: 1, self: 'allowed' },
  validate: validateEntertain,
  night: {
    slot: 'geisha',
    handle({ night, book, intent }) {
      for (const client of intent.targets.map((t) => night.route(t))) keepCompany(night, book, intent.actor, client);
    },
    // r.6, r.10, l.115 item 12: the client learns of the company (as with the Prostitute), she learns
    // his civilian role; l.115 item 3: a failed move is told to her. r.11's record.
    morning({ ctx, book }) {
      const intents = book.intents.filter((i) => i.ability === 'entertain');
      if (intents.length === 0) return;
      const record = { ...lastVisits(book.state) };
      for (const intent of intents) {
        const companies = companiesOf(book).filter((c) => c.geisha === intent.actor);
        const self = companies.some((c) => c.client === intent.actor) || (companies.length === 0 && intent.targets.includes(intent.actor));
        record[intent.actor] = { night: book.night, client: self ? intent.actor : (intent.targets[0] as string), knockedOut: companies.length === 0 };
        if (companies.length === 0) pm(book, intent.actor, 'pm.move-failed');
        for (const company of companies) {
          const role = seatOf(book.state, company.client).role;
          pm(book, intent.actor, 'pm.client-role', { target: company.client, role }, { kind: 'client-role', target: company.client, role });
          if (company.client !== intent.actor) pm(book, company.client, 'pm.company', {}, { kind: 'company' });
        }
      }
      write(ctx, GEISHA_LAST, record as unknown as Json);
    },
  },
});

/**
 * One client (r.1): r.8 her move fails on a blocker-protected player, a Homeless who made a move or an active Kamikaze
 * (blocked: it never gets here); r.2 his later moves and later moves on him fail.
 */
function keepCompany(night: SlotContext, book: NightLog, geisha: string, client: string): void {
  const homeless = seatOf(book.state, client).role === 'homeless' && book.intents.some((i) => i.actor === client && HOMELESS_MOVES.includes(i.ability));
  // r.8: an active Kamikaze (kamikaze r.5, r.6) makes her move fail too.
  if (!night.isAlive(client) || night.isProtected(client) || homeless || activeKamikaze(book.state, client)) {
    traceEffect(night, 'failed', client, { rule: 'geisha r.8' });
    return;
  }
  book.ran.add(night.action.id);
  companiesOf(book).push({ geisha, client });
  traceEffect(night, 'entertain', client, { rule: 'geisha r.1' });
  // r.11: keeping herself company changes nothing else (and does not save her).
  if (client === geisha) return;
  // r.2: the client's own later moves fail (negative roles excepted), so do later moves on him
  // (the witch, the maid, the drug dealer, the journalist and negative roles excepted).
  const mine = NIGHT_ORDER.indexOf('geisha');
  const later = night.seats.flatMap((s) => night.actionsOf(s.id)).filter((a) => NIGHT_ORDER.indexOf(a.slot ?? '') > mine && !a.passive && !NO_MOVES.includes(a.ability));
  for (const action of later) {
    const negative = NEGATIVE_ABILITIES.includes(action.ability) || PASS_ON_CLIENT.includes(action.ability);
    if (action.actor === client && !negative) {
      night.cancel(action.id);
      traceEffect(night, 'client-stays', action.actor, { rule: 'geisha r.2' });
    } else if (action.actor !== client && action.actor !== geisha && !negative && action.components.some((c) => 'target' in c && c.target === client)) {
      night.cancel(action.id);
      traceEffect(night, 'client-unreachable', action.actor, { rule: 'geisha r.2' });
    }
  }
}

export const GEISHA_ABILITIES = [entertain];
