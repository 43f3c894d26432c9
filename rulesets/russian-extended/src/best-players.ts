/**
 * Voting for the best players (part 4 §8.6, L174–L175), held after the game has ended: the count
 * of the kernel's vote after the result (kernel after-game-vote.ts collects the ballots, adds to
 * them (BP-2), closes when everyone voted or the host says so (BP-6), and passes the host's lower
 * pass mark (BP-4c) and vetoes (BP-7) here). The forum tooling may run it on a thread's ballots too.
 */
export interface BestPlayerBallot {
  voter: string;
  /** BP-1b: usually two different players; more or fewer allowed. BP-1c: empty is a refusal. */
  names: string[];
}

export interface BestPlayerInput {
  /** Everyone who took part, elite players and the dead included (AMB-BP-3). */
  participants: string[];
  host: string;
  /** In the order given; BP-2: a voter may add names later but never take one back. */
  ballots: BestPlayerBallot[];
  /** BP-4c: a lower pass mark in special cases; default 1/2. */
  passMark?: { num: number; den: number };
  /** BP-7: the host may decline to count a best player. */
  vetoed?: string[];
}

export interface BestPlayerResult {
  /** BP-3: the number of those who voted (refusals included), the denominator of the pass mark. */
  voters: number;
  votes: Record<string, number>;
  best: string[];
}

export function bestPlayers(input: BestPlayerInput): BestPlayerResult {
  const allowed = new Set(input.participants);
  // BP-3: people unconnected with the game are not counted; BP-1a: the host and every participant vote.
  const byVoter = new Map<string, Set<string>>();
  for (const ballot of input.ballots) {
    if (ballot.voter !== input.host && !allowed.has(ballot.voter)) continue;
    const names = byVoter.get(ballot.voter) ?? new Set<string>();
    // BP-1d: a vote for oneself, the host or an outsider is a refusal.
    for (const name of ballot.names) if (name !== ballot.voter && name !== input.host && allowed.has(name)) names.add(name);
    byVoter.set(ballot.voter, names);
  }
  const votes: Record<string, number> = {};
  for (const names of byVoter.values()) for (const name of names) votes[name] = (votes[name] ?? 0) + 1;
  const n = byVoter.size;
  const { num, den } = input.passMark ?? { num: 1, den: 2 };
  const qualified = Object.entries(votes)
    .filter(([, v]) => n > 0 && v * den >= num * n)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  let best = qualified.map(([name]) => name);
  if (qualified.length > 4) {
    // BP-5 (AMB-BP-1): the top four; a tie group straddling fourth and fifth place passes not at all.
    const fifth = (qualified[4] as [string, number])[1];
    best = qualified.filter(([, v]) => v > fifth).slice(0, 4).map(([name]) => name);
  }
  const vetoed = new Set(input.vetoed ?? []);
  return { voters: n, votes, best: best.filter((name) => !vetoed.has(name)) };
}
