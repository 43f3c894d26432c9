// Issue #18, done-when: "the README's clause table shows, for every clause id of the four
// specification parts, where it is implemented and tested or which documented interpretation
// replaces it — no clause left unaccounted". Every id of the specification (listed in
// clause-ids.txt) is cited in the README, a scenario file or the code.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

function filesUnder(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, ext);
    return entry.name.endsWith(ext) ? [path] : [];
  });
}

const ids = readFileSync(join(root, 'test/clause-ids.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

const cited = [
  readFileSync(join(root, 'README.md'), 'utf8'),
  ...filesUnder(join(root, 'scenarios'), '.yaml').map((f) => readFileSync(f, 'utf8')),
  ...filesUnder(join(root, 'src'), '.ts').map((f) => readFileSync(f, 'utf8')),
].join('\n');

describe('the clause table (issue #18)', () => {
  it('lists the specification\'s clause ids', () => {
    expect(ids.length).toBeGreaterThan(600);
  });

  it('cites every clause id in the README, a scenario file or the code', () => {
    expect(ids.filter((id) => !cited.includes(id))).toEqual([]);
  });
});
