import { afterGameVoteOf, type AfterGameVoteState } from './after-game-vote';
import type { Audience } from './audience';
import type { FactionId, PhaseRef, RoleId, SeatId } from './ids';
import type { Json } from './json';
import { pollViewFor } from './poll-adapter';
import { pollSeenBy } from './polls';
import type { PollView } from './polls';
import type { RulesetRuntime } from './ruleset';
import type { ClockState, GameResult, Grant, Intent, LastActionWindow, Modifier, Notice, Post, Seat, Status, Will } from './state';
import { statusSeen } from './statuses';
import { willsOf } from './wills';
import { AppendProjections, PartProjections } from './view-memo';
import type { GameState } from './state';

export type Viewer = { kind: 'host' } | { kind: 'spectator' } | { kind: 'seat'; seat: SeatId };

export interface SeatView {
  id: SeatId;
  name: string;
  alive: boolean;
  removed: boolean;
  /** Known role and faction: the viewer's own, a revealed one, or a faction-mate's. */
  role?: RoleId;
  faction?: FactionId;
  modifiers?: Modifier[];
  statuses: Status[];
  attributes?: Seat['attributes'];
  eliminatedIn?: PhaseRef;
  eliminationCause?: string;
  /** The viewer's own will, or a revealed one (the host sees every will). */
  will?: Will;
  /** The viewer's own open last-action window (last-actions.ts); the host sees every one. */
  lastAction?: LastActionWindow;
  /** The viewer's own granted moves (grants.ts); the host sees every seat's. */
  grants?: Grant[];
}

export interface GameView {
  viewer: Viewer;
  ruleset: string;
  settings: GameState['settings'];
  clock: ClockState;
  seats: SeatView[];
  /** The viewer's own intents (and their faction's shared ones); every intent for the host. */
  intents: Intent[];
  polls: PollView[];
  notices: Notice[];
  posts: Post[];
  data: Record<string, Json>;
  /** Host only: the held-back resolution with its trace. */
  pending: GameState['pending'] | null;
  ledger: Record<string, number> | null;
  result: GameResult | null;
  seq: number;
  /** Present when this game has wills (the ruleset's, and its setting on). */
  wills?: { maxLength: number };
  /** Once the game is over, where the ruleset holds a vote after it: public, like its forum posts (BP-1a). */
  afterGameVote?: AfterGameVoteState;
}

/**
 * The one place secrets are filtered (style rule 8). Everything a client, a bot or a spectator
 * receives is one of these projections; the host sees the whole state.
 */
const seatProjections = new PartProjections<Seat[], SeatView[]>();
const intentProjections = new PartProjections<Intent[], Intent[]>();
const dataProjections = new PartProjections<GameState['data'], Record<string, Json>>();
const pollProjections = new PartProjections<GameState['polls'][number], PollView>();
const noticeProjections = new PartProjections<Notice[], Notice[]>();
const postProjections = new AppendProjections<Post>();

export function viewFor(rules: RulesetRuntime, state: GameState, viewer: Viewer): GameView {
  const me = viewer.kind === 'seat' ? state.seats.find((s) => s.id === viewer.seat) : undefined;
  if (viewer.kind === 'seat' && !me) throw new Error(`viewFor: unknown seat ${viewer.seat}`);
  const isHost = viewer.kind === 'host';
  const sees = (audience: Audience): boolean => isHost || reaches(rules, state, audience, me);
  const knowsFaction = (seat: Seat): boolean =>
    me !== undefined &&
    seat.faction === me.faction &&
    (rules.factions[me.faction]?.knowsMembers ?? false) &&
    (me.alive || rules.deadPolicy === 'keep-private');

  const viewerKey = viewer.kind === 'seat' ? `seat:${viewer.seat}` : viewer.kind;
  const seats: SeatView[] = seatProjections.get(rules, state.seats, viewerKey, me, () => state.seats.map((seat) => {
    const own = me?.id === seat.id;
    // A removal (seed 002's exile) is no public event: others see the seat out of the roster like
    // the dead, never why; the host and the seat itself see the removal and its cause.
    const hiddenRemoval = Boolean(seat.removed) && !isHost && !own;
    const base: SeatView = {
      id: seat.id,
      name: seat.name,
      alive: seat.alive && !hiddenRemoval,
      removed: Boolean(seat.removed) && !hiddenRemoval,
      // What a status shows is declared by the ruleset (statuses.ts); a status's own audience reaches further.
      statuses: isHost ? seat.statuses : seat.statuses.filter((s) => statusSeen(rules, s, own, s.audience ? sees(s.audience) : false)),
      ...(seat.eliminatedIn ? { eliminatedIn: seat.eliminatedIn } : {}),
      ...(seat.eliminationCause && !hiddenRemoval ? { eliminationCause: seat.eliminationCause } : {}),
      ...(seat.will && (isHost || own || seat.will.revealed) ? { will: seat.will } : {}),
      ...(seat.lastAction && (isHost || own) ? { lastAction: seat.lastAction } : {}),
      // Granted moves are the seat's secret (grants.ts): its own view and the host's only.
      ...(seat.grants && (isHost || own) ? { grants: seat.grants } : {}),
    };
    if (isHost) return { ...base, role: seat.role, faction: seat.faction, modifiers: seat.modifiers, attributes: seat.attributes };
    if (own) {
      return { ...base, role: seat.role, faction: seat.faction, modifiers: seat.modifiers.filter((m) => !m.hidden), attributes: seat.attributes };
    }
    if (seat.revealed) return { ...base, role: seat.revealed.role, faction: seat.revealed.faction };
    if (knowsFaction(seat)) return { ...base, role: seat.role, faction: seat.faction };
    return base;
  }));

  const intents = intentProjections.get(rules, state.intents, viewerKey, me, () =>
    state.intents.filter((intent) => {
      if (isHost) return true;
      if (!me) return false;
      // A move sent on another's behalf (Intent.sentBy) is seen by its sender too.
      if (intent.actor === me.id || intent.sentBy === me.id) return true;
      // A factional intent is the faction's shared decision (seed 001: any member may send the kill).
      return intent.key.startsWith(`faction:${me.faction}:`) && me.alive;
    }),
  );

  const pollViewer = isHost ? ({ kind: 'host' } as const) : me ? ({ kind: 'voter', seat: me.id } as const) : ({ kind: 'public' } as const);
  const wills = willsOf(rules, state);
  const afterGame = afterGameVoteOf(state, rules.afterGameVote);
  const data = dataProjections.get(rules, state.data, viewerKey, me, () => {
    const visible: Record<string, Json> = {};
    for (const [key, entry] of Object.entries(state.data)) if (sees(entry.audience)) visible[key] = entry.value;
    return visible;
  });

  return {
    viewer,
    ruleset: state.ruleset,
    settings: state.settings,
    clock: state.clock,
    seats,
    intents,
    // A poll's view depends on the poll and the voter's seat id only (not on `me`'s other fields).
    // A poll seen only by its voters (CB-D16.2) is not in anyone else's view at all.
    polls: state.polls
      .filter((poll) => pollSeenBy(poll, pollViewer))
      .map((poll) => pollProjections.get(rules, poll, viewerKey, undefined, () => pollViewFor(poll, pollViewer))),
    notices: noticeProjections.get(rules, state.notices, viewerKey, me, () => state.notices.filter((n) => sees(n.audience))),
    posts: postProjections.get(rules, state.posts, viewerKey, me, (p) => isHost || postVisible(rules, state, p, me)),
    data,
    pending: isHost ? state.pending : null,
    ledger: isHost ? state.ledger : null,
    result: state.result,
    seq: state.seq,
    ...(wills ? { wills: { maxLength: wills.maxLength } } : {}),
    ...(afterGame ? { afterGameVote: afterGame } : {}),
  };
}

/**
 * Whether an audience reaches a (non-host) viewer; spectators have no seat. It must depend on the
 * ruleset, the audience and the viewer's own seat only: viewFor reuses projections while those are
 * unchanged (view-memo.ts).
 */
export function reaches(rules: RulesetRuntime, state: GameState, audience: Audience, me: Seat | undefined): boolean {
  switch (audience.to) {
    case 'public':
      return true;
    case 'host':
      return false;
    case 'seat':
      return me?.id === audience.seat;
    case 'seats':
      return me !== undefined && audience.seats.includes(me.id);
    case 'faction':
      // seed 002: dead players receive public messages only, unless the ruleset keeps them informed.
      return me !== undefined && me.faction === audience.faction && (me.alive || rules.deadPolicy === 'keep-private');
    case 'dead':
      return me !== undefined && !me.alive;
  }
}

function postVisible(rules: RulesetRuntime, state: GameState, post: Post, me: Seat | undefined): boolean {
  if (post.channel === 'thread') return true;
  if (post.channel === 'dead') return me !== undefined && !me.alive;
  const faction = post.channel.startsWith('faction:') ? post.channel.slice('faction:'.length) : null;
  if (faction) return reaches(rules, state, { to: 'faction', faction }, me);
  return false;
}
