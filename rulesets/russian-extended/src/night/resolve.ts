import type { GameState, Intent } from '@mafia/kernel';
import { resolveOrdered, type Component, type NightAction, type Resolution, type SlotContext, type SlotHandler } from '@mafia/resolver';
import { KEYS, read } from '../data';
import { isBlack, isExtended, seatOf, sideMembers, sideOf, GREY, type Side } from '../model';
import { suicideAction, suicideHandler, type SuicideOutcome } from '../roles/suicide';
import { prioritySide, type ShotOutcome } from './shots';

/**
 * The named night order. Part 3 §6 fixes the killers (K.1–K.5); the base roles around them are our
 * reading (README, Interpretations): the blocker and the doctor act before the killers (BLO-11:
 * a killed blocker's block still goes through), the checkers after them (MOV-10: an attacked
 * survivor whose move comes later than the killers skips it). BLK-14: a suicide resolves after every
 * killer move.
 */
export const NIGHT_ORDER = [
  'blocker',
  'doctor',
  'priority-kills',
  'priority-insurance',
  'other-kills',
  'other-insurance',
  'civilian-kills',
  'suicide',
  'commissar',
  'detective',
];

/** Negative moves: what the blocker's protection disrupts and what it leaves alone (BLO-4, BLO-5). */
export const NEGATIVE_ABILITIES = ['shoot', 'insure'];

export interface ShotRecord {
  action: string;
  actor: string;
  /** The side whose shot this realises (MAF-8: an insurance kill realises the insured side's shot). */
  side: Side;
  via: 'shot' | 'insurance' | 'vigilante';
  target: string;
  outcome: ShotOutcome;
}

export interface NightLog {
  night: number;
  shots: ShotRecord[];
  /** Actions that ran (not blocked, cancelled or skipped); for shots, MOV-4: the killer left home. */
  ran: Set<string>;
  /** Victim → killers who came, in order (K.6). */
  attackers: Map<string, string[]>;
  /** Seats whose civilian move the blocker's protection knocked out (BLO-5). */
  confined: Set<string>;
  /** Seats that skipped a later move because they were attacked and survived (MOV-10). */
  skipped: Set<string>;
  /** What became of each suicide (BLK-11..BLK-15). */
  suicides: Map<string, SuicideOutcome>;
}

const slotOfSide = (side: Side, night: number, kind: 'kills' | 'insurance'): string =>
  `${side === prioritySide(night) ? 'priority' : 'other'}-${kind}`;

function actionOf(intent: Intent, slot: string, components: Component[]): NightAction {
  return { id: intent.id, actor: intent.actor, ability: intent.ability, slot, order: intent.order, components };
}

const visits = (targets: string[]): Component[] => targets.map((target) => ({ kind: 'visit', target }));

/** The night's intents as resolver actions, with the slot each belongs to tonight. */
export function nightActions(state: GameState, intents: Intent[]): NightAction[] {
  const night = state.clock.phase.number;
  const actions: NightAction[] = [];
  for (const intent of intents) {
    const actor = seatOf(state, intent.actor);
    const t = intent.targets;
    switch (intent.ability) {
      case 'block': {
        const mode = intent.options?.['mode'];
        const effect: Component[] = t.map((target) => (mode === 'arrest' ? { kind: 'block', target } : { kind: 'protect', target }));
        actions.push(actionOf(intent, 'blocker', [...effect, ...visits(t)]));
        break;
      }
      case 'heal':
        actions.push(actionOf(intent, 'doctor', [...t.map((target): Component => ({ kind: 'protect', target })), ...visits(t)]));
        break;
      case 'shoot': {
        const side = sideOf(actor);
        if (!side) break;
        actions.push(actionOf(intent, slotOfSide(side, night, 'kills'), t.map((target) => ({ kind: 'kill', target, tag: side }))));
        break;
      }
      case 'insure': {
        const side = insuredSide(state, intent, intents);
        if (!side) break;
        actions.push(actionOf(intent, slotOfSide(side, night, 'insurance'), t.map((target) => ({ kind: 'kill', target, tag: sideOf(actor) ?? 'black' }))));
        break;
      }
      case 'suicide':
        actions.push(suicideAction(intent));
        break;
      case 'vigilante':
        actions.push(actionOf(intent, 'civilian-kills', t.map((target) => ({ kind: 'kill', target, tag: 'investigator' }))));
        break;
      case 'check':
        actions.push(actionOf(intent, 'commissar', [...t.map((target): Component => ({ kind: 'investigate', target })), ...visits(t)]));
        break;
      case 'detect': {
        const mode = intent.options?.['mode'];
        const kind = mode === 'track' ? 'track' : 'investigate';
        actions.push(actionOf(intent, 'detective', [...t.map((target): Component => ({ kind, target })), ...visits(t)]));
        break;
      }
      default:
        break;
    }
  }
  actions.push(...defaultInsurance(state, intents));
  return actions;
}

/** Whom an insurance move covers: the partner's shot (PAR-3), or the other side's (MAF-7, MAN-7). */
export function insuredSide(state: GameState, intent: Intent, intents: Intent[]): Side | null {
  const side = sideOf(seatOf(state, intent.actor));
  if (!side) return null;
  const partnerShoots = intents.some((i) => i.ability === 'shoot' && i.actor !== intent.actor && sideOf(seatOf(state, i.actor)) === side);
  return partnerShoots ? side : side === 'mafia' ? 'maniac' : 'mafia';
}

/**
 * PAR-5: the shooting partner's insurance is on by default: a living mafioso who neither shoots
 * nor sends his own insurance insures his shooting partner on the same target, unless the shooter
 * waived it (`options: { insurance: 'off' }`). MAF-10: when both shoot, nobody insures.
 */
function defaultInsurance(state: GameState, intents: Intent[]): NightAction[] {
  const night = state.clock.phase.number;
  const shooters = intents.filter((i) => i.ability === 'shoot' && sideOf(seatOf(state, i.actor)) === 'mafia');
  if (shooters.length !== 1) return [];
  const shooter = shooters[0] as Intent;
  if (shooter.options?.['insurance'] === 'off') return [];
  const partner = sideMembers(state, 'mafia').find((s) => s.id !== shooter.actor);
  if (!partner || intents.some((i) => i.actor === partner.id && (i.ability === 'insure' || i.ability === 'shoot'))) return [];
  const target = shooter.targets[0];
  if (target === undefined) return [];
  return [
    {
      id: `auto-insure:${partner.id}`,
      actor: partner.id,
      ability: 'insure',
      slot: slotOfSide('mafia', night, 'insurance'),
      order: shooter.order + 0.5,
      components: [{ kind: 'kill', target, tag: 'mafia' }],
    },
  ];
}

function attack(ctx: SlotContext, log: NightLog, state: GameState, record: Omit<ShotRecord, 'target' | 'outcome'>, target: string): void {
  const final = ctx.route(target);
  if (!ctx.isAlive(final)) {
    log.shots.push({ ...record, target: final, outcome: 'no-target' });
    return;
  }
  const victim = seatOf(state, final);
  // EXT-5: over nights 1–2 of the extended format at most one black dies from another black's killer move.
  const early = isExtended(state) && log.night <= 2 && record.via !== 'vigilante' && isBlack(victim);
  if (early && (read<number>(state, KEYS.blackOnBlack) ?? 0) + log.shots.filter((s) => s.outcome === 'killed-black' && s.via !== 'vigilante').length >= 1) {
    log.shots.push({ ...record, target: final, outcome: 'skipped' });
    return;
  }
  log.attackers.set(final, [...(log.attackers.get(final) ?? []), record.actor]);
  ctx.visit(final);
  const died = ctx.kill(final, record.via === 'vigilante' ? 'investigator' : record.side);
  const outcome: ShotOutcome = !died ? 'saved' : isBlack(victim) || victim.faction === GREY ? 'killed-black' : 'killed';
  log.shots.push({ ...record, target: final, outcome });
}

/** Did the side whose shot this insurance covers attack anyone tonight (MOV-4)? */
const sideAttacked = (log: NightLog, side: Side): boolean => log.shots.some((s) => s.side === side && s.outcome !== 'no-target' && s.outcome !== 'prevented');

function handlers(state: GameState, intents: Intent[], log: NightLog): Record<string, SlotHandler> {
  return {
    heal(ctx) {
      log.ran.add(ctx.action.id);
      ctx.runDefault();
    },
    block(ctx) {
      log.ran.add(ctx.action.id);
      ctx.runDefault();
      if (ctx.action.components.some((c) => c.kind === 'block')) return;
      // BLO-5: the protected player stays at home: his civilian move is knocked out, his negative move stays.
      for (const target of ctx.action.components.filter((c) => c.kind === 'protect').map((c) => ('target' in c ? c.target : ''))) {
        for (const other of ctx.actionsOf(target)) {
          if (other.id === ctx.action.id || NEGATIVE_ABILITIES.includes(other.ability) || other.passive) continue;
          ctx.cancel(other.id);
          log.confined.add(target);
        }
      }
    },
    shoot(ctx) {
      const actor = seatOf(state, ctx.action.actor);
      const side = sideOf(actor);
      if (!side) return;
      log.ran.add(ctx.action.id);
      for (const c of ctx.action.components) if (c.kind === 'kill') attack(ctx, log, state, { action: ctx.action.id, actor: actor.id, side, via: 'shot' }, c.target);
    },
    insure(ctx) {
      const insured = insuredSide(state, { ...(intents.find((i) => i.id === ctx.action.id) ?? fakeIntent(ctx)) }, intents);
      if (!insured) return;
      const shots = intents.filter((i) => i.ability === 'shoot' && sideOf(seatOf(state, i.actor)) === insured);
      // MAF-7 / MAN-7 (b): a voluntary skip of the insured side leaves the insurer nothing to cover.
      if (shots.length === 0) return;
      // PAR-3, MAF-7 (a)(c), MAN-7: the insurance fires only if the insured side never came to a victim.
      if (sideAttacked(log, insured)) return;
      for (const c of ctx.action.components) if (c.kind === 'kill') attack(ctx, log, state, { action: ctx.action.id, actor: ctx.action.actor, side: insured, via: 'insurance' }, c.target);
    },
    vigilante(ctx) {
      log.ran.add(ctx.action.id);
      for (const c of ctx.action.components) if (c.kind === 'kill') attack(ctx, log, state, { action: ctx.action.id, actor: ctx.action.actor, side: 'mafia', via: 'vigilante' }, c.target);
    },
    suicide: suicideHandler(state, intents, log.suicides),
    commissar: laterMove(log),
    detective: laterMove(log),
  };
}

function fakeIntent(ctx: SlotContext): Intent {
  return { id: ctx.action.id, key: ctx.action.id, actor: ctx.action.actor, ability: 'insure', targets: [], phase: { kind: 'night', number: 0 }, step: '', at: 0, order: ctx.action.order };
}

/** MOV-10: attacked and survived, a move later than the killers is skipped. */
const laterMove =
  (log: NightLog): SlotHandler =>
  (ctx) => {
    if (log.attackers.has(ctx.action.actor)) {
      log.skipped.add(ctx.action.actor);
      return;
    }
    log.ran.add(ctx.action.id);
    ctx.runDefault();
  };

export interface NightResult {
  resolution: Resolution;
  log: NightLog;
  actions: NightAction[];
}

/** Resolves tonight's intents in the named order (seed 004 kill priority, insurance and the base roles). */
export function resolveNight(state: GameState): NightResult {
  const night = state.clock.phase.number;
  const intents = state.intents.filter((i) => i.phase.kind === 'night' && i.phase.number === night);
  const actions = nightActions(state, intents);
  const log: NightLog = { night, shots: [], ran: new Set(), attackers: new Map(), confined: new Set(), skipped: new Set(), suicides: new Map() };
  const resolution = resolveOrdered(
    { seats: state.seats.map((s) => ({ id: s.id, alive: s.alive && !s.removed })), actions },
    { slots: NIGHT_ORDER, handlers: handlers(state, intents, log), eliminatedActorsAct: false },
  );
  // Shots that never ran were stopped at home (blocked, or their shooter died first): still in reserve.
  for (const a of actions) {
    if (a.ability !== 'shoot' || log.ran.has(a.id)) continue;
    const side = sideOf(seatOf(state, a.actor));
    if (!side) continue;
    for (const c of a.components) if (c.kind === 'kill') log.shots.push({ action: a.id, actor: a.actor, side, via: 'shot', target: c.target, outcome: 'prevented' });
  }
  return { resolution, log, actions };
}
