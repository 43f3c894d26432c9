import type { GameView, Json } from '@mafia/kernel';

/**
 * The Black Organization's card (conan-bo `src/game/bo-card.ts`): a `view.data` entry only living
 * BO members and the host receive. Its members with ranks (CB-D3), the leader (CB-25, CB-D16),
 * who may be named killer tonight (CB-D13.1, CB-D14), tonight's suitcase holder (CB-D17) and the
 * pills left (CB-D19.2). Pure: the card component and the action forms read it.
 */
export interface BoCard {
  members: Array<{ seat: string; rank: number; turns: number }>;
  leader: string | null;
  killers: string[];
  suitcase: string | null;
  pills: number;
}

export const BO_CARD_KEY = 'bo';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeatList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** The card when the view carries one of the expected shape; null otherwise (other rulesets, town seats). */
export function readBoCard(data: Record<string, Json> | undefined): BoCard | null {
  const raw: unknown = data?.[BO_CARD_KEY];
  if (!isObject(raw) || !Array.isArray(raw['members']) || !isSeatList(raw['killers'])) return null;
  const members = raw['members'].flatMap((m: unknown) =>
    isObject(m) && typeof m['seat'] === 'string' && typeof m['rank'] === 'number' ? [{ seat: m['seat'], rank: m['rank'], turns: typeof m['turns'] === 'number' ? m['turns'] : 0 }] : [],
  );
  const seatOrNull = (v: unknown): string | null => (typeof v === 'string' ? v : null);
  return {
    members,
    leader: seatOrNull(raw['leader']),
    killers: raw['killers'],
    suitcase: seatOrNull(raw['suitcase']),
    pills: typeof raw['pills'] === 'number' ? raw['pills'] : 0,
  };
}

/** One line of the rank list. */
export interface BoMemberRow {
  seat: string;
  name: string;
  role: string | undefined;
  rank: number;
  turns: number;
  leader: boolean;
  alive: boolean;
  you: boolean;
}

/** The rank list, highest rank first, with names and roles from the view (CB-D2: members know each other). */
export function boRows(card: BoCard, view: Pick<GameView, 'seats' | 'viewer'>): BoMemberRow[] {
  const me = view.viewer.kind === 'seat' ? view.viewer.seat : null;
  return [...card.members]
    .sort((a, b) => a.rank - b.rank)
    .map((m) => {
      const seat = view.seats.find((s) => s.id === m.seat);
      return { seat: m.seat, name: seat?.name ?? m.seat, role: seat?.role, rank: m.rank, turns: m.turns, leader: card.leader === m.seat, alive: seat ? seat.alive && !seat.removed : false, you: m.seat === me };
    });
}

/** The BO's faction abilities whose forms the card shapes (conan-bo §3.3, CB-D26 ids). */
export const BO_ABILITY = { killOrder: 'kill-order', giveSuitcase: 'give-suitcase', suitcase: 'suitcase' } as const;

/**
 * Whether to leave out an offered form: the suitcase hand-out is the leader's (CB-32, CB-D17.1:
 * `not-leader` for anyone else), the suitcase action its holder's tonight (CB-D17.3: `no-suitcase`).
 * The server would refuse these; the form is not offered instead.
 */
export function boHidesAbility(card: BoCard | null, me: string | null, ability: string): boolean {
  if (!card || !me) return false;
  if (ability === BO_ABILITY.giveSuitcase) return card.leader !== me;
  if (ability === BO_ABILITY.suitcase) return card.suitcase !== me;
  return false;
}

/**
 * The choices of one target menu, narrowed to what the engine accepts. Kill order (CB-D13.1): the
 * killer is one of tonight's `killers` (the rotation), any of them for the leader (CB-31), only
 * oneself for anyone else (CB-27); the victim is anyone offered but the chosen killer. Suitcase
 * hand-out (CB-D17.1): living BO members not already listed. Other abilities keep the offer.
 */
export function boSlotChoices(card: BoCard | null, me: string | null, ability: string, slot: number, chosen: string[], offered: string[]): string[] {
  if (!card || !me) return offered;
  if (ability === BO_ABILITY.killOrder) {
    if (slot === 0) return offered.filter((s) => card.killers.includes(s) && (card.leader === me || s === me));
    return offered.filter((s) => s !== chosen[0]);
  }
  if (ability === BO_ABILITY.giveSuitcase) {
    const members = new Set(card.members.map((m) => m.seat));
    const taken = new Set(chosen.filter((s, i) => i !== slot && s));
    return offered.filter((s) => members.has(s) && !taken.has(s));
  }
  return offered;
}
