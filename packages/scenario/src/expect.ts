import { matchesSubset, rejectionMatches, sameSet, show } from './match';
import { formatPath } from './paths';
import type { NoticeRecord, PhaseReport, WillRecord } from './report';
import type { ExpectedNotice, PhaseExpectations } from './schema';

const sorted = (list: readonly string[]): string[] => [...list].sort();

const UNIT_MS = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 } as const;

/** A scenario duration (`8h`, `30m`, or ms) in milliseconds. */
export function durationMs(value: number | string): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+)(ms|s|m|h)$/.exec(value);
  if (!match) throw new Error(`not a duration: ${value}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

function showVotes(votes: Record<string, readonly string[]> | null): string {
  if (votes === null) return 'no poll';
  const entries = Object.entries(votes).filter(([, voters]) => voters.length > 0);
  if (entries.length === 0) return '{}';
  return `{ ${entries.map(([target, voters]) => `${target}: ${show(voters)}`).join('; ')} }`;
}

function sameVotes(expected: Record<string, readonly string[]>, actual: Record<string, readonly string[]> | null): boolean {
  if (actual === null) return false;
  const want = Object.entries(expected).filter(([, voters]) => voters.length > 0);
  const got = Object.entries(actual).filter(([, voters]) => voters.length > 0);
  return want.length === got.length && want.every(([target, voters]) => sameSet(voters, actual[target] ?? []));
}

/** Whether a notice went to the audience a scenario names (`public`, `host`, `dead`, `faction:<id>`, a seat). */
function sentTo(notice: NoticeRecord, to: string): boolean {
  const audience = notice.audience;
  switch (audience.to) {
    case 'public':
    case 'host':
    case 'dead':
      return audience.to === to;
    case 'faction':
      return to === `faction:${audience.faction}`;
    case 'seat':
      return audience.seat === to;
    case 'seats':
      return audience.seats.includes(to);
  }
}

const noticeMatches = (wanted: ExpectedNotice, notice: NoticeRecord): boolean =>
  notice.key === wanted.key && sentTo(notice, wanted.to ?? 'public') && (wanted.params === undefined || matchesSubset(wanted.params, notice.params));

const showWill = (will: WillRecord | undefined): string => (will ? show(will) : 'no will');

const showNotice = (notice: NoticeRecord): string => show({ key: notice.key, params: notice.params });

/**
 * Checks one phase's expectations against its report. Each unmet expectation is one readable line:
 * `phases[1] (day 1) expect.dead: expected [Ann], got []`.
 */
/** `statuses`, `lasting`: an empty list says "holds none"; otherwise each listed status must be held (others may be too). */
function checkHeld(key: 'statuses' | 'lasting', player: string, wanted: readonly string[], held: readonly string[], fail: (key: PropertyKey[], message: string) => void): void {
  if (wanted.length === 0 && held.length > 0) fail([key, player], `expected none, got ${show(held)}`);
  const missing = wanted.filter((status) => !held.includes(status));
  if (missing.length > 0) fail([key, player], `expected ${show(wanted)}, missing ${show(missing)}; held ${show(held)}`);
}

export function checkPhase(index: number, expect: PhaseExpectations, report: PhaseReport): string[] {
  const failures: string[] = [];
  const where = report.step ? `this step` : 'this phase';
  const fail = (key: PropertyKey[], message: string): void => {
    const label = report.step ? `${report.phase}, ${report.step}` : report.phase;
    failures.push(`${formatPath(['phases', index])} (${label}) ${formatPath(['expect', ...key])}: ${message}`);
  };
  if (expect.dead && !sameSet(expect.dead, report.deaths)) fail(['dead'], `expected ${show(sorted(expect.dead))}, got ${show(sorted(report.deaths))}`);
  if (expect.alive) {
    const notAlive = expect.alive.filter((name) => !report.alive.includes(name));
    if (notAlive.length > 0) fail(['alive'], `expected alive, but not: ${show(notAlive)}`);
  }
  if (expect.eliminated && !sameSet(expect.eliminated, report.eliminated)) {
    fail(['eliminated'], `expected ${show(sorted(expect.eliminated))}, got ${show(sorted(report.eliminated))}`);
  }
  if (expect.votes && !sameVotes(expect.votes, report.votes)) fail(['votes'], `expected ${showVotes(expect.votes)}, got ${showVotes(report.votes)}`);
  for (const [id, wanted] of Object.entries(expect.polls ?? {})) {
    // A poll id names its first slot; a slot id (`family`) names that slot of the poll holding it.
    const record = report.polls.find((p) => p.id === id) ?? report.polls.find((p) => p.slot === id);
    if (!record) fail(['polls', id], `no poll "${id}" in ${where}; polls: ${show(report.polls.map((p) => p.id))}`);
    else if (!sameVotes(wanted, record.votes)) fail(['polls', id], `expected ${showVotes(wanted)}, got ${showVotes(record.votes)}`);
  }
  for (const [id, wanted] of Object.entries(expect.outcomes ?? {})) {
    const got = report.outcomes[id];
    if (!got) fail(['outcomes', id], `poll "${id}" did not close in ${where}; closed: ${show(Object.keys(report.outcomes))}`);
    else if (!matchesSubset(wanted, got)) fail(['outcomes', id], `expected ${show(wanted)}, got ${show(got)}`);
  }
  for (const [id, wanted] of Object.entries(expect.totals ?? {})) {
    const got = report.totals[id];
    if (!got) {
      fail(['totals', id], `poll "${id}" did not close in ${where}; closed: ${show(Object.keys(report.totals))}`);
      continue;
    }
    // A listed option with 0 says "counted nothing": an option nobody voted for is not in `got`.
    const wrong = Object.entries(wanted).filter(([option, total]) => (got[option] ?? 0) !== total);
    if (wrong.length > 0) fail(['totals', id], `expected ${show(wanted)}, got ${show(got)}`);
  }
  for (const [player, wanted] of Object.entries(expect.results ?? {})) {
    const got = report.results[player] ?? [];
    // An empty list says "received no result" (a blocked cop).
    if (wanted.length === 0 && got.length > 0) fail(['results', player], `expected no result, got ${got.map(show).join(', ')}`);
    wanted.forEach((result, i) => {
      if (!got.some((actual) => matchesSubset(result, actual))) {
        fail(['results', player, i], `no result matches ${show(result)}; got ${got.length === 0 ? 'none' : got.map(show).join(', ')}`);
      }
    });
  }
  expect.rejected?.forEach((wanted, i) => {
    const matching = report.rejections.filter((actual) => rejectionMatches(wanted, actual)).length;
    if (wanted.count !== undefined && matching !== wanted.count && matching > 0) {
      fail(['rejected', i], `expected ${wanted.count} rejections matching ${show(wanted)}, got ${matching}`);
      return;
    }
    if (wanted.count === 0 && matching === 0) return;
    if (matching === 0) {
      // The author names a refused post or will; a post's vote names its voter, the author too.
      const got = report.rejections.map((r) =>
        show({ ...(r.actor ? { actor: r.actor } : {}), ...(r.voter ? { voter: r.voter } : {}), ...(r.author && !r.voter ? { author: r.author } : {}), reason: r.reason }),
      );
      fail(['rejected', i], `no rejection matches ${show(wanted)}; got ${got.length === 0 ? 'none' : got.join(', ')}`);
    }
  });
  if (expect.notices) {
    // `[]` says "no public notice in the span"; otherwise each listed notice must match one sent.
    const isPublic = (n: NoticeRecord): boolean => n.audience.to === 'public';
    const publicNotices = report.notices.filter(isPublic);
    if (expect.notices.length === 0 && publicNotices.length > 0) fail(['notices'], `expected no public notice, got ${publicNotices.map(showNotice).join(', ')}`);
    expect.notices.forEach((wanted, i) => {
      if (report.notices.some((notice) => noticeMatches(wanted, notice))) return;
      const to = wanted.to ?? 'public';
      const candidates = report.notices.filter((n) => sentTo(n, to));
      fail(['notices', i], `no notice to ${to} matches ${show(wanted)}; got ${candidates.length === 0 ? 'none' : candidates.map(showNotice).join(', ')}`);
    });
  }
  for (const [key, table] of [['statuses', report.statuses], ['lasting', report.lasting]] as const) {
    for (const [player, wanted] of Object.entries(expect[key] ?? {})) checkHeld(key, player, wanted, table[player] ?? [], fail);
  }
  for (const [player, wanted] of Object.entries(expect.wills ?? {})) {
    const got = report.wills[player];
    // null says "has no will" (never written, or withdrawn with an empty text).
    if (wanted === null) {
      if (got) fail(['wills', player], `expected no will, got ${showWill(got)}`);
    } else if (!got || !matchesSubset(wanted, got)) fail(['wills', player], `expected ${show(wanted)}, got ${showWill(got)}`);
  }
  for (const [player, wanted] of Object.entries(expect.roles ?? {})) {
    const got = report.roles[player];
    if (got !== wanted) fail(['roles', player], `expected ${wanted}, got ${got ?? 'no seat'}`);
  }
  for (const [key, wanted] of Object.entries(expect.data ?? {})) {
    const got = report.data[key] ?? null;
    if (!matchesSubset(wanted, got)) fail(['data', key], `expected ${show(wanted)}, got ${got === null ? 'not set' : show(got)}`);
  }
  failures.push(...checkAbsent(expect.absent, report).map(([key, message]) => `${formatPath(['phases', index])} (${report.step ? `${report.phase}, ${report.step}` : report.phase}) ${formatPath(['expect', 'absent', ...key])}: ${message}`));
  if (expect.winner !== undefined) {
    const result = report.result;
    const got = result === null ? 'none (the game goes on)' : result.factions.length === 0 ? 'a draw ([])' : show(result.factions);
    if (expect.winner === null) {
      if (result !== null) fail(['winner'], `expected the game to go on, got ${got}`);
    } else {
      const wanted = typeof expect.winner === 'string' ? [expect.winner] : expect.winner;
      if (result === null || !sameSet(wanted, result.factions)) fail(['winner'], `expected ${show(wanted)}, got ${got}`);
    }
  }
  if (expect.deadCount !== undefined && report.deaths.length !== expect.deadCount) {
    fail(['deadCount'], `expected ${expect.deadCount} deaths, got ${report.deaths.length} ${show(sorted(report.deaths))}`);
  }
  for (const [viewer, wanted] of Object.entries(expect.views ?? {})) {
    const seen = report.views?.[viewer];
    for (const [seat, statuses] of Object.entries(wanted.statuses)) {
      const got = seen?.[seat] ?? [];
      if (!sameSet(statuses, got)) fail(['views', viewer, 'statuses', seat], `expected ${show(sorted(statuses))}, got ${show(sorted(got))}`);
    }
  }
  for (const [step, wanted] of Object.entries(expect.stepLengths ?? {})) {
    if (!(step in report.stepLengths)) {
      fail(['stepLengths', step], `step "${step}" did not open in ${where}; opened: ${show(Object.keys(report.stepLengths))}`);
      continue;
    }
    const got = report.stepLengths[step] ?? null;
    const want = wanted === null ? null : durationMs(wanted);
    if (got !== want) fail(['stepLengths', step], `expected ${want === null ? 'no deadline' : `${want} ms`}, got ${got === null ? 'no deadline' : `${got} ms`}`);
  }
  if (expect.winners) {
    const got = report.result?.seats ?? [];
    if (!sameSet(expect.winners, got)) fail(['winners'], `expected ${show(sorted(expect.winners))}, got ${show(sorted(got))}`);
  }
  return failures;
}

/** `absent`: each listed result, notice or status must match nothing the span produced. */
function checkAbsent(absent: PhaseExpectations['absent'], report: PhaseReport): Array<[PropertyKey[], string]> {
  const failures: Array<[PropertyKey[], string]> = [];
  for (const [player, unwanted] of Object.entries(absent?.results ?? {})) {
    const got = report.results[player] ?? [];
    unwanted.forEach((result, i) => {
      const hit = got.find((actual) => matchesSubset(result, actual));
      if (hit) failures.push([['results', player, i], `expected no result matching ${show(result)}, got ${show(hit)}`]);
    });
  }
  absent?.notices?.forEach((unwanted, i) => {
    const hit = report.notices.find((notice) => noticeMatches(unwanted, notice));
    if (hit) failures.push([['notices', i], `expected no notice to ${unwanted.to ?? 'public'} matching ${show(unwanted)}, got ${showNotice(hit)}`]);
  });
  for (const [player, unwanted] of Object.entries(absent?.statuses ?? {})) {
    const held = (report.statuses[player] ?? []).filter((status) => unwanted.includes(status));
    if (held.length > 0) failures.push([['statuses', player], `expected none of ${show(unwanted)}, held ${show(held)}`]);
  }
  return failures;
}
