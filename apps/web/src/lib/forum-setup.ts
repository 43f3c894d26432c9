/**
 * The host's forum-game form as text (issue #23, docs/forum-games.md): one player a line,
 * `Name | alias, alias | role` (aliases and role optional), and one phase a line,
 * `day 1 | 2026-11-20T18:00Z | 2026-11-21T18:00Z` — the lines of the CLI's setup file.
 */
export interface ForumPlayerLine {
  name: string;
  aliases: string[];
  role?: string;
}

export interface ForumPhaseLine {
  kind: 'day' | 'night';
  number: number;
  startsAt: string;
  endsAt: string;
}

/** A line the form could not read: its number (1-based) and the problem key (`forum.lineProblems.<code>`). */
export interface LineProblem {
  line: number;
  code: 'phase-shape' | 'player-shape';
}

const split = (line: string) => line.split('|').map((part) => part.trim());

export function parsePlayerLines(text: string): { players: ForumPlayerLine[]; problems: LineProblem[] } {
  const players: ForumPlayerLine[] = [];
  const problems: LineProblem[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/^player:\s*/i, '').trim();
    if (line === '' || line.startsWith('#')) return;
    const [name = '', aliases = '', role = '', ...rest] = split(line);
    if (name === '' || rest.length > 0) {
      problems.push({ line: index + 1, code: 'player-shape' });
      return;
    }
    const list = aliases.replace(/^aliases:\s*/i, '').split(',').map((a) => a.trim()).filter(Boolean);
    const roleId = role.replace(/^role:\s*/i, '');
    players.push({ name, aliases: list, ...(roleId ? { role: roleId } : {}) });
  });
  return { players, problems };
}

export function parsePhaseLines(text: string): { phases: ForumPhaseLine[]; problems: LineProblem[] } {
  const phases: ForumPhaseLine[] = [];
  const problems: LineProblem[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/^phase:\s*/i, '').trim();
    if (line === '' || line.startsWith('#')) return;
    const [head = '', startsAt = '', endsAt = '', ...rest] = split(line);
    const match = /^(day|night)\s+(\d+)$/i.exec(head);
    if (!match || rest.length > 0 || !startsAt || !endsAt) {
      problems.push({ line: index + 1, code: 'phase-shape' });
      return;
    }
    phases.push({ kind: (match[1] ?? 'day').toLowerCase() as 'day' | 'night', number: Number(match[2]), startsAt, endsAt });
  });
  return { phases, problems };
}

export function phaseLines(phases: readonly ForumPhaseLine[]): string {
  return phases.map((p) => `${p.kind} ${p.number} | ${p.startsAt} | ${p.endsAt}`).join('\n');
}
