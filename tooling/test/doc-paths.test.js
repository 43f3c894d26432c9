// Every repository path the docs name exists (style rule 20; review 2026-11 §8.6): backticked paths
// that start at a top-level folder of the repo (`packages/room/src/room.ts`), and relative Markdown
// links. Paths with placeholders (`rulesets/<id>/…`, globs) and paths outside the repo (`../shared`)
// and git-ignored outputs are not checked.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TOP = ['apps', 'packages', 'rulesets', 'bench', 'tooling', 'docs', '.ci'];
/** Git-ignored outputs a doc may name (they exist only after a build, a test run or an install). */
const OUTPUTS = ['test-results', 'playwright-report', 'dist', 'generated', '.data', 'node_modules'];
const docs = ['README.md', 'AGENTS.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** The repository paths a Markdown file names, each with the folder it is relative to. */
function namedPaths(doc) {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  const found = [];
  for (const [, token] of text.matchAll(/`([^`\s]+)`/g)) {
    const clean = token.replace(/[:,.]$/, '').replace(/:\d+(-\d+)?$/, '');
    if (/[<>*{}$]/.test(clean) || !TOP.some((top) => clean.startsWith(`${top}/`))) continue;
    if (clean.split('/').some((part) => OUTPUTS.includes(part))) continue;
    found.push({ named: clean, from: ROOT });
  }
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^(https?:|mailto:|#)/.test(target) || target.startsWith('../shared')) continue;
    const file = target.split('#')[0];
    if (file && !file.startsWith('../../')) found.push({ named: file, from: path.dirname(path.join(ROOT, doc)) });
  }
  return found;
}

describe.each(docs)('%s', (doc) => {
  it('names only paths that exist', () => {
    const missing = namedPaths(doc).filter(({ named, from }) => !existsSync(path.resolve(from, named))).map(({ named }) => named);
    expect(missing).toEqual([]);
  });
});

it('finds the paths the docs name', () => {
  expect(docs.flatMap(namedPaths).length).toBeGreaterThan(50);
});
