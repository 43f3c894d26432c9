import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isScenarioFile, scenarioFiles } from '@mafia/scenario';

const GLOB = /[*?[]/;

function segmentPattern(segment: string): RegExp {
  let source = '';
  for (const char of segment) {
    if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else source += char.replace(/[.+^${}()|\\\]]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Matches `pattern` segment by segment under `base`; `**` spans any number of directories. */
function walk(base: string, segments: readonly string[]): string[] {
  const [head, ...rest] = segments;
  if (head === undefined) return existsSync(base) ? [base] : [];
  if (!existsSync(base) || !statSync(base).isDirectory()) return [];
  if (head === '**') {
    const here = walk(base, rest);
    const deeper = readdirSync(base)
      .sort()
      .filter((name) => statSync(join(base, name)).isDirectory())
      .flatMap((name) => walk(join(base, name), segments));
    return [...here, ...deeper];
  }
  if (!GLOB.test(head)) return walk(join(base, head), rest);
  const pattern = segmentPattern(head);
  return readdirSync(base)
    .sort()
    .filter((name) => pattern.test(name))
    .flatMap((name) => walk(join(base, name), rest));
}

export function expandGlob(pattern: string, cwd: string): string[] {
  const absolute = isAbsolute(pattern);
  const segments = pattern.split(/[\\/]+/).filter((s) => s !== '');
  return walk(absolute ? sep : cwd, segments);
}

/**
 * `scenario check` arguments: files, directories (their *.yaml, *.yml and *.json files, recursively)
 * and globs (quoted, so the shell leaves them to us). A missing path is kept so it is reported.
 */
export function expandScenarioPaths(args: readonly string[], cwd: string): string[] {
  const out: string[] = [];
  for (const arg of args) {
    if (GLOB.test(arg)) {
      for (const path of expandGlob(arg, cwd)) {
        if (statSync(path).isDirectory()) out.push(...scenarioFiles(path));
        else if (isScenarioFile(path)) out.push(path);
      }
      continue;
    }
    const path = resolve(cwd, arg);
    if (existsSync(path) && statSync(path).isDirectory()) out.push(...scenarioFiles(path));
    else out.push(path);
  }
  return [...new Set(out)];
}

/** Paths in messages read relative to where the user stands. */
export const display = (path: string, cwd: string): string => {
  const rel = relative(cwd, path);
  return rel === '' || rel.startsWith('..') ? path : rel;
};
