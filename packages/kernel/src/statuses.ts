/**
 * What a status does is the ruleset's to declare, not the kernel's to know. The same word means
 * different things in different rulebooks: seed 002's Injured "cannot vote or perform any actions",
 * while seed 003's `injured` may still vote and keep its night kill (CB-21). A ruleset lists its
 * statuses' effects as data (`RulesetRuntime.statuses`); the kernel applies them when it judges a
 * command and when it filters a view.
 */
import type { AbilityId } from './ids';
import type { PollSpec } from './polls';
import type { RulesetRuntime, StatusExceptions, StatusSpec } from './ruleset';
import type { Seat, Status } from './state';

export type StatusVisibility = NonNullable<StatusSpec['visibility']>;

export function statusSpecOf(rules: RulesetRuntime, status: string): StatusSpec | undefined {
  return rules.statuses?.[status];
}

const blocks = (rule: boolean | StatusExceptions | undefined, ability: AbilityId): boolean =>
  rule === true || (typeof rule === 'object' && !rule.except.includes(ability));

/** The first status of the seat that forbids it this ability, or null. */
export function actionBlockingStatus(rules: RulesetRuntime, seat: Seat, ability: AbilityId): string | null {
  const found = seat.statuses.find((s) => blocks(statusSpecOf(rules, s.id)?.blocksActions, ability));
  return found ? found.id : null;
}

/** The first status of the target that refuses this ability on it, or null. */
export function targetBlockingStatus(rules: RulesetRuntime, target: Seat, ability: AbilityId): string | null {
  const found = target.statuses.find((s) => blocks(statusSpecOf(rules, s.id)?.blocksTargeting, ability));
  return found ? found.id : null;
}

/**
 * The first status of the seat that stops it voting in this poll, or null. A poll's
 * `eligibility.ignoreStatuses` (`'all'` or a list) lets its voters vote despite them.
 */
export function voteBlockingStatus(rules: RulesetRuntime, seat: Seat, poll?: PollSpec): string | null {
  const ignored = poll?.eligibility?.ignoreStatuses;
  if (ignored === 'all') return null;
  const found = seat.statuses.find((s) => statusSpecOf(rules, s.id)?.blocksVotes === true && !(ignored ?? []).includes(s.id));
  return found ? found.id : null;
}

/** The declared visibility of a status (`private` when undeclared). */
export function statusVisibility(rules: RulesetRuntime, status: string): StatusVisibility {
  return statusSpecOf(rules, status)?.visibility ?? 'private';
}

/**
 * Whether a (non-host) viewer sees this status on a seat. `own`: the viewer holds it; `reached`:
 * the status's own audience reaches the viewer (false when it has none).
 */
export function statusSeen(rules: RulesetRuntime, status: Status, own: boolean, reached: boolean): boolean {
  if (status.audience) return reached || (own && statusVisibility(rules, status.id) !== 'hidden');
  const visibility = statusVisibility(rules, status.id);
  if (visibility === 'public') return true;
  return own && visibility === 'private';
}
