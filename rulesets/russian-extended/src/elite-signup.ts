// EL-1 (part 4 §2.1, L123): "elite roles let an additional player take part in the game". An elite
// player signs up beside the setup's seats (they are not among its players, L131 §1) and names his
// elite role; a servant names his master (SV-9a: "servant and master agree before the game starts")
// and how the master treats him (SV-9b); an agent or a mason his declared team (AG-5, AG-9; MA-6,
// MA-9) or the player whose side he takes (AG-10, MA-10). The setup's seats are dealt as always
// (`assignDrawn`); each elite player then gets his seat: no civilian role of his own
// (AG-6, MA-5, SV-5), the attributes the engine reads (contract §8).
import type { JsonObject, SeatSetup } from '@mafia/kernel';
import type { AssignInput, AssignOutcome, Ruleset, SignupEntry } from '@mafia/ruleset-kit';
import { assignDrawn } from './drawn-setups';
import { z } from 'zod';
import { AGENT, MASON, SERVANT } from './roles/elite';
import { BLACK, ELITE, RED, TREATMENTS } from './model';

const userName = z.string().trim().min(1).max(64);

/** The sign-up options: each field only with the elite role it belongs to (a clear error at sign-up). */
export const signup = z
  .object({
    elite: z.enum([AGENT, MASON, SERVANT]).optional(),
    team: z.enum([RED, BLACK]).optional(),
    proxy: userName.optional(),
    master: userName.optional(),
    treatment: z.enum(TREATMENTS as [string, ...string[]]).optional(),
  })
  .strict()
  .refine((o) => o.elite === SERVANT || (o.master === undefined && o.treatment === undefined), { path: ['master'], message: 'servant-only' })
  .refine((o) => o.elite !== SERVANT || o.master !== undefined, { path: ['master'], message: 'servant-needs-master' })
  .refine((o) => o.elite === AGENT || o.elite === MASON || (o.team === undefined && o.proxy === undefined), { path: ['team'], message: 'agent-or-mason-only' });

/** A sign-up that plays beyond the setup's seats (kit `extraSignup`). */
export const isEliteSignup = (options: JsonObject): boolean => typeof options[ELITE] === 'string';

const text = (options: JsonObject, key: string): string | undefined => (typeof options[key] === 'string' ? (options[key] as string) : undefined);

/** The deal: the setup's seats to the other players (drawn ones drawn, drawn-setups.ts), then a seat per elite player. */
export function assignWithElite(ruleset: Ruleset, input: AssignInput): AssignOutcome {
  const elite = input.players.filter((p) => isEliteSignup(p.options));
  const dealt = assignDrawn(ruleset, { ...input, players: input.players.filter((p) => !isEliteSignup(p.options)) });
  if (!dealt.ok) return dealt;
  const seatByName = new Map(dealt.seats.map((s) => [s.name, s]));
  const seats: SeatSetup[] = [...dealt.seats];
  const mastered = new Set<string>();
  for (const player of elite) {
    const seat = eliteSeat(player, seatByName, mastered);
    if ('code' in seat) return { ok: false, rejection: { code: seat.code, params: seat.params } };
    seats.push(seat);
  }
  return { ok: true, seats, unmet: dealt.unmet };
}

type Refusal = { code: string; params: Record<string, string> };

function eliteSeat(player: SignupEntry, seatByName: Map<string, SeatSetup>, mastered: Set<string>): SeatSetup | Refusal {
  const role = text(player.options, ELITE) as string;
  const base = { id: player.id, name: player.name, role: 'citizen', modifiers: [] };
  if (role === SERVANT) {
    const masterName = text(player.options, 'master') ?? '';
    const master = seatByName.get(masterName);
    if (!master) return { code: 'elite-names-no-player', params: { player: player.name, name: masterName } };
    // SV-4: "a player may not have more than one Servant at a time".
    if (mastered.has(master.id)) return { code: 'second-servant', params: { player: player.name, master: masterName } };
    mastered.add(master.id);
    const treatment = text(player.options, 'treatment');
    // Reading AMB-SV-2: the servant is on his master's side.
    return { ...base, faction: master.faction, attributes: { [ELITE]: SERVANT, master: master.id, ...(treatment ? { treatment } : {}) } };
  }
  const proxyName = text(player.options, 'proxy');
  const proxy = proxyName === undefined ? undefined : seatByName.get(proxyName);
  if (proxyName !== undefined && !proxy) return { code: 'elite-names-no-player', params: { player: player.name, name: proxyName } };
  // AG-9, MA-9: his declared team; AG-10, MA-10: the side of the player he named (credited at the end, proxy.ts).
  const faction = text(player.options, 'team') ?? proxy?.faction ?? RED;
  return { ...base, faction, attributes: { [ELITE]: role, ...(proxy ? { proxy: proxy.id } : {}) } };
}
