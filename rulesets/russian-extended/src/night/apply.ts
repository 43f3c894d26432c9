import type { GameState, HookContext, Intent, Json, JsonObject, Seat } from '@mafia/kernel';
import { toFaction, toPublic, toSeat } from '@mafia/kernel';
import { publishTrace } from '@mafia/ruleset-kit';
import { KEYS, read, write } from '../data';
import { BLACK, living, negativeOf, seatOf, SIDES, trueColour, type Side } from '../model';
import { fillVacancies } from '../roles/active-citizen';
import { patronised } from '../roles/politician';
import { checkColour, type CheckRecord } from '../roles/commissar';
import { detectiveMorning, movementsOf, selfMoverRoles, visitorRoles, type Delivery, type Movement } from '../roles/detective/morning';
import { publishNotes } from './notes';
import { NEGATIVE_ABILITIES, resolveNight, type NightResult } from './resolve';
import { bankKey, banked, banksAfter, shotsTonight, spends } from './shots';

/** BLK-12: a suicide cannot be disrupted; a night note is no move at all. */
const NOT_KNOCKED_OUT = ['suicide', 'approve-suicide', 'note'];

/** The team a killer learns about his victim (part 3 §5 item 2; K.6: every killer who came learns it). */
const teamOf = (seat: Seat): string => seat.faction;

/**
 * Resolves the night and applies it: deaths, banked shots, the public morning results of the
 * commissar, the doctor and the blocker (l.115 item 1) and the private ones (items 2–5), the
 * active citizen's takeover (ACT-2). A.0: only the living receive private results.
 */
export function applyNight(ctx: HookContext): NightResult {
  const start = ctx.state;
  const night = start.clock.phase.number;
  const result = resolveNight(start);
  const { resolution, log } = result;
  // The trace and the host's night review, as every night has them (kit night-tail.ts).
  publishTrace(ctx, resolution);
  const intents = start.intents.filter((i) => i.phase.kind === 'night' && i.phase.number === night);
  const privateNotes: Array<{ seat: string; key: string; params?: JsonObject; result?: JsonObject }> = [];
  const pm = (seat: string, key: string, params: JsonObject = {}, res?: JsonObject) => privateNotes.push({ seat, key, params, ...(res ? { result: res } : {}) });

  // Deaths.
  const died: string[] = [];
  for (const effect of resolution.effects) {
    if (effect.kind !== 'kill') continue;
    died.push(effect.target);
  }
  const diedSet = new Set(died);

  // Banked shots: what each side held tonight minus what was spent on its behalf.
  const held = shotsTonight(start, night);
  const spent: Record<Side, number> = { mafia: 0, maniac: 0 };
  for (const shot of log.shots) if (shot.via !== 'vigilante' && spends(shot.outcome)) spent[shot.side] += 1;
  const after = banksAfter(held, spent);
  for (const side of SIDES) {
    const delta = after[side] - banked(start, side);
    if (delta !== 0) ctx.emit({ type: 'ledger-changed', key: bankKey(side), delta });
  }
  const earlyBlackDeaths = log.shots.filter((s) => s.via !== 'vigilante' && s.outcome === 'killed-black').length;
  if (earlyBlackDeaths > 0) write(ctx, KEYS.blackOnBlack, (read<number>(start, KEYS.blackOnBlack) ?? 0) + earlyBlackDeaths);

  // Killers learn their victims' team (K.6); survivors learn of the attempt (INF-7, item 4).
  for (const [victim, killers] of log.attackers) {
    const seat = seatOf(start, victim);
    if (diedSet.has(victim)) {
      for (const killer of new Set(killers)) pm(killer, 'pm.victim-team', { target: victim }, { kind: 'victim-team', target: victim, colour: teamOf(seat) });
    } else {
      pm(victim, 'pm.attempt');
    }
  }

  // BLK-12, BLK-15, PAR-9: the black learns what became of his suicide.
  for (const [seat, outcome] of log.suicides) if (outcome !== 'died') pm(seat, `pm.suicide-${outcome}`, {}, { kind: 'suicide', outcome });

  // Vigilante (INV-5): the right ends when he kills a negative or the Faceless.
  for (const shot of log.shots) {
    if (shot.via !== 'vigilante') continue;
    if (shot.outcome === 'killed-black') ctx.emit({ type: 'ledger-changed', key: `vigilante-done:${shot.actor}`, delta: 1 });
    else if (shot.outcome !== 'killed') pm(shot.actor, 'pm.try-again');
  }

  const didRun = (intent: Intent): boolean => log.ran.has(intent.id);

  // Doctor (DOC-2..DOC-8).
  for (const intent of intents.filter((i) => i.ability === 'heal')) {
    const ran = didRun(intent);
    // BLK-12: a suicide survived under the doctor's heal is a hit too.
    const saved = ran ? intent.targets.filter((t) => (log.attackers.has(t) || log.suicides.get(t) === 'saved') && !diedSet.has(t)) : [];
    ctx.notify(toPublic, 'morning.doctor', { outcome: saved.length > 0 ? 'hit' : 'miss' });
    if (!ran) pm(intent.actor, 'pm.move-failed');
    else if (saved.length > 0) pm(intent.actor, 'pm.doctor-saved', { seats: saved });
  }
  announceSkipped(ctx, start, intents, 'heal', 'doctor', 'morning.doctor', 'miss');

  // Blocker (BLO-1..BLO-10).
  for (const intent of intents.filter((i) => i.ability === 'block')) {
    const target = intent.targets[0] as string;
    const targetSeat = seatOf(start, target);
    const mode = intent.options?.['mode'];
    let role: string | null = null;
    if (mode === 'arrest') {
      const knocked = intents.filter((i) => i.actor === target && i.id !== intent.id && !NOT_KNOCKED_OUT.includes(i.ability));
      if (knocked.length > 0) role = knocked.some((i) => NEGATIVE_ABILITIES.includes(i.ability)) ? (negativeOf(targetSeat) ?? targetSeat.role) : targetSeat.role;
    } else {
      const attackers = log.attackers.get(target) ?? [];
      const first = attackers[0];
      if (first !== undefined && !diedSet.has(target)) {
        const attacker = seatOf(start, first);
        role = negativeOf(attacker) ?? attacker.role;
      } else if (log.suicides.get(target) === 'saved') {
        // BLK-12: a suicide survived under protection; the blocker learns the suicide's negative role.
        role = negativeOf(targetSeat) ?? targetSeat.role;
      } else if (log.confined.has(target)) role = targetSeat.role;
    }
    ctx.notify(toPublic, 'morning.blocker', { outcome: role ? 'hit' : 'miss' });
    if (role) {
      pm(intent.actor, 'pm.blocker-hit', { role });
      pm(target, 'pm.move-blocked');
    }
  }
  announceSkipped(ctx, start, intents, 'block', 'blocker', 'morning.blocker', 'miss');

  // Commissar (COM-1..COM-5); the investigator receives the result too (INV-1).
  const investigators = living(start).filter((s) => s.role === 'investigator').map((s) => s.id);
  const checks = (read<CheckRecord[]>(start, KEYS.checks) ?? []).slice();
  const checkedOk = new Set<string>();
  for (const intent of intents.filter((i) => i.ability === 'check')) {
    const target = intent.targets[0] as string;
    const outcome = checkColour(start, intent, intents, { ran: didRun(intent), targetDied: diedSet.has(target) });
    ctx.notify(toPublic, 'morning.commissar', { outcome: outcome.public });
    if (outcome.public === 'passed') checkedOk.add(target);
    if (outcome.colour) {
      const res = { kind: 'check', target, colour: outcome.colour };
      pm(intent.actor, 'pm.check', { target, colour: outcome.colour }, res);
      for (const inv of investigators) pm(inv, 'pm.investigator-check', { target, colour: outcome.colour }, { ...res, kind: 'copied-check' });
      checks.push({ night, checker: intent.actor, target, colour: outcome.colour });
    } else if (outcome.public === 'failed') pm(intent.actor, 'pm.move-failed');
  }
  if (checks.length > (read<CheckRecord[]>(start, KEYS.checks) ?? []).length) write(ctx, KEYS.checks, checks as unknown as Json);
  announceSkipped(ctx, start, intents, 'check', 'commissar', 'morning.commissar', 'failed');

  // Detective (DET-1..DET-19), all by PM; the investigator receives it too (INV-1).
  const dueLater: Delivery[] = (read<Delivery[]>(start, KEYS.delayed) ?? []).filter((d) => d.night > night);
  detectiveMorning({ state: start, night, intents, result, died: diedSet, checkedOk, investigators, pm, later: (d) => dueLater.push(d) });
  for (const d of read<Delivery[]>(start, KEYS.delayed) ?? []) {
    if (d.night !== night) continue;
    for (const seat of d.to === 'investigators' ? investigators : [d.to]) pm(seat, d.key, d.params, d.result);
  }
  if (dueLater.length > 0 || (read<Delivery[]>(start, KEYS.delayed) ?? []).length > 0) write(ctx, KEYS.delayed, dueLater as unknown as Json);
  write(ctx, KEYS.movements, [...(read<Movement[]>(start, KEYS.movements) ?? []), ...movementsOf(start, result, night)] as unknown as Json);

  // POL-7: the politician learns the roles, not the names, of his night visitors, and (l.115 item 17)
  // the roles of those who made a move on themselves.
  for (const pol of living(start).filter((s) => s.role === 'politician')) {
    const roles = visitorRoles(start, result, pol.id);
    if (roles.length > 0) pm(pol.id, 'pm.visitor-roles', { roles }, { kind: 'visitor-roles', roles });
    const selfMovers = selfMoverRoles(start, result, pol.id);
    if (selfMovers.length > 0) pm(pol.id, 'pm.self-mover-roles', { roles: selfMovers }, { kind: 'self-mover-roles', roles: selfMovers });
  }

  // POL-12b: the roles of everyone who visited the player under patronage, even if he was killed.
  const ward = patronised(start, night);
  if (ward) {
    const roles = visitorRoles(start, result, ward.seat);
    if (roles.length > 0) pm(ward.politician, 'pm.patronage-visitors', { target: ward.seat, roles }, { kind: 'patronage-visitors', target: ward.seat, roles });
  }

  // Verifications sent the evening before (CHK-6): the true colour in the morning.
  for (const v of read<Array<{ night: number; checker: string; target: string }>>(start, KEYS.verifications) ?? []) {
    if (v.night !== night) continue;
    const colour = trueColour(seatOf(start, v.target));
    pm(v.checker, 'pm.verification', { target: v.target, colour }, { kind: 'verification', target: v.target, colour });
  }

  // Doctor history for DOC-10.
  const heal = intents.find((i) => i.ability === 'heal');
  if (heal) write(ctx, KEYS.heal, { night, targets: heal.targets, doctor: heal.actor });

  for (const seat of died) ctx.eliminate(seat, `killed:${[...new Set(resolution.effects.flatMap((e) => (e.kind === 'kill' && e.target === seat ? e.by.map((b) => b.tag ?? b.ability) : [])))].sort().join('+')}`);
  ctx.notify(toPublic, 'morning.deaths', { count: died.length, seats: died });
  publishNotes(ctx, intents, died);

  // A.0: morning results reach only the living.
  for (const note of privateNotes) {
    if (diedSet.has(note.seat) || !seatOf(ctx.state, note.seat).alive) continue;
    ctx.notify(toSeat(note.seat), note.key, note.params ?? {}, note.result);
  }
  fillVacancies(ctx, died);
  // The blacks know their own shots for the coming night.
  ctx.emit({ type: 'data-set', key: 'black-shots', value: { mafia: after.mafia, maniac: after.maniac }, audience: toFaction(BLACK) });
  return result;
}

/** DOC-8, COM-4: a role that skipped its move still gets its public line. */
function announceSkipped(ctx: HookContext, state: GameState, intents: Intent[], ability: string, role: string, key: string, outcome: string): void {
  const holders = living(state).filter((s) => s.role === role);
  for (const holder of holders) {
    if (intents.some((i) => i.actor === holder.id && i.ability === ability)) continue;
    ctx.notify(toPublic, key, { outcome });
  }
}
