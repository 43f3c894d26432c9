// Test vocabulary: roles as compositions of components (brief: jailkeeper = protect + block + visit...).
import type { Component, NightAction, NightInput, Resolution, SeatId, SettledEffect } from '../src';

let counter = 0;
const act = (actor: SeatId, ability: string, components: Component[], extra: Partial<NightAction> = {}): NightAction => ({
  id: extra.id ?? `${ability}-${actor}`,
  actor,
  ability,
  order: extra.order ?? counter++,
  components,
  ...extra,
});

export const vigilante = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'vigilante', [{ kind: 'kill', target, tag: 'vigilante' }, { kind: 'visit', target }], extra);
export const factionKill = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'factional-kill', [{ kind: 'kill', target, tag: 'factional-kill' }, { kind: 'visit', target }], extra);
export const doctor = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'doctor', [{ kind: 'protect', target }, { kind: 'visit', target }], extra);
export const roleblocker = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'roleblocker', [{ kind: 'block', target }, { kind: 'visit', target }], extra);
export const jailkeeper = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'jailkeeper', [{ kind: 'protect', target }, { kind: 'block', target }, { kind: 'visit', target }], extra);
export const cop = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'cop', [{ kind: 'investigate', target }, { kind: 'visit', target }], extra);
export const tracker = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'tracker', [{ kind: 'track', target }, { kind: 'visit', target }], extra);
export const watcher = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'watcher', [{ kind: 'watch', target }, { kind: 'visit', target }], extra);
export const redirector = (actor: SeatId, subject: SeatId, to: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'redirector', [{ kind: 'redirect', subject, to }, { kind: 'visit', target: subject }], extra);
export const busDriver = (actor: SeatId, first: SeatId, second: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'bus-driver', [{ kind: 'swap', first, second }], extra);
export const gunOwner = (actor: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'paranoid-gun-owner', [{ kind: 'trigger-on-visit', effect: 'kill' }], { passive: true, ...extra });
export const vest = (actor: SeatId, uses = 1, extra?: Partial<NightAction>) =>
  act(actor, 'bulletproof-vest', [{ kind: 'protect', target: actor, uses }], { passive: true, ...extra });
export const recruiter = (actor: SeatId, target: SeatId, faction = 'cult', extra?: Partial<NightAction>) =>
  act(actor, 'recruiter', [{ kind: 'recruit', target, faction }, { kind: 'visit', target }], extra);
export const poisoner = (actor: SeatId, target: SeatId, extra?: Partial<NightAction>) =>
  act(actor, 'poisoner', [{ kind: 'effect', effect: 'poison', target, protectable: true }, { kind: 'visit', target }], extra);

export function night(actions: NightAction[], options: { strongWilled?: SeatId[]; dead?: SeatId[] } = {}): NightInput {
  const ids = new Set<SeatId>(['A', 'B', 'C', 'D', 'E', 'V', 'T', 'R', 'X', 'Y', 'Z']);
  for (const a of actions) {
    ids.add(a.actor);
    for (const c of a.components) {
      if ('target' in c) ids.add(c.target);
      if (c.kind === 'swap') [c.first, c.second].forEach((id) => ids.add(id));
      if (c.kind === 'redirect') [c.subject, c.to].forEach((id) => ids.add(id));
    }
  }
  return {
    seats: [...ids].sort().map((id) => ({
      id,
      alive: !(options.dead ?? []).includes(id),
      ...((options.strongWilled ?? []).includes(id) ? { strongWilled: true } : {}),
    })),
    actions,
  };
}

export const deaths = (r: Resolution): SeatId[] =>
  r.effects.flatMap((e) => (e.kind === 'kill' ? [e.target] : [])).sort();

export function effectsOf<K extends SettledEffect['kind']>(r: Resolution, kind: K): Extract<SettledEffect, { kind: K }>[] {
  return r.effects.filter((e): e is Extract<SettledEffect, { kind: K }> => e.kind === kind);
}

/** A night order for ordered-strategy tests; each test ability gets its slot. */
export const testSlots = ['move', 'block', 'protect', 'kill', 'act'];
const slotOf: Record<string, string> = {
  'bus-driver': 'move',
  redirector: 'move',
  roleblocker: 'block',
  jailkeeper: 'block',
  doctor: 'protect',
  vigilante: 'kill',
  'factional-kill': 'kill',
};

export function withSlots(input: NightInput): NightInput {
  return {
    ...input,
    actions: input.actions.map((a) => (a.passive || a.slot ? a : { ...a, slot: slotOf[a.ability] ?? 'act' })),
  };
}
