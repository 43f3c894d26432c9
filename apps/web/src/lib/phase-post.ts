import type { JsonObject } from '@mafia/kernel';

/**
 * A phase-change post (conan-bo CB-39 … CB-41, CB-D23: notice `phase-change`) read from its
 * params, ready to render: deaths with role and cause (no role for an erased body), arrests,
 * releases, the lynch, each option's voters and counted total, and the modifiers that changed a
 * total. The post carries nothing it must hide (suspensions, injuries, failed arrests...): the
 * engine leaves them out, and so does this reading. Votes and totals are null under the Voice of
 * Reason (CB-41): then there are no vote lines. Pure; null when the params are not such a post.
 */
export interface PhasePost {
  phase: 'night' | 'day';
  number: number;
  deaths: Array<{ seat: string; cause: string; role: string | null }>;
  arrests: string[];
  releases: string[];
  lynch: { outcome: string; seat: string | null } | null;
  /** Options by counted total, highest first, then by first appearance in the post. */
  votes: Array<{ option: string; voters: string[]; total: number }> | null;
  modifiers: Array<{ kind: string; target: string; change: number }>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function readPhasePost(params: JsonObject): PhasePost | null {
  const { phase, number } = params;
  if ((phase !== 'night' && phase !== 'day') || typeof number !== 'number' || !Array.isArray(params['deaths'])) return null;
  const deaths = params['deaths'].flatMap((d) =>
    isObject(d) && typeof d['seat'] === 'string' && typeof d['cause'] === 'string' ? [{ seat: d['seat'], cause: d['cause'], role: typeof d['role'] === 'string' ? d['role'] : null }] : [],
  );
  const lynchRaw = params['lynch'];
  const lynch = isObject(lynchRaw) && typeof lynchRaw['outcome'] === 'string' ? { outcome: lynchRaw['outcome'], seat: typeof lynchRaw['seat'] === 'string' ? lynchRaw['seat'] : null } : null;
  const votesRaw = params['votes'];
  const totalsRaw = params['totals'];
  let votes: PhasePost['votes'] = null;
  if (isObject(votesRaw) || isObject(totalsRaw)) {
    const ballots = isObject(votesRaw) ? votesRaw : {};
    const totals = isObject(totalsRaw) ? totalsRaw : {};
    const options = [...new Set([...Object.keys(ballots), ...Object.keys(totals)])];
    votes = options
      .map((option) => ({ option, voters: strings(ballots[option]), total: typeof totals[option] === 'number' ? totals[option] : 0 }))
      .sort((a, b) => b.total - a.total);
  }
  const modifiers = (Array.isArray(params['modifiers']) ? params['modifiers'] : []).flatMap((m) =>
    isObject(m) && typeof m['kind'] === 'string' && typeof m['target'] === 'string' ? [{ kind: m['kind'], target: m['target'], change: typeof m['change'] === 'number' ? m['change'] : 0 }] : [],
  );
  return { phase, number, deaths, arrests: strings(params['arrests']), releases: strings(params['releases']), lynch, votes, modifiers };
}
