import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../src';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const here = dirname(fileURLToPath(import.meta.url));

/** Runs the CLI in-process with captured output, from `cwd` (the repository root by default). */
export function cli(argv: string[], cwd = root): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const code = main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd });
  return { code, stdout, stderr };
}
