/** `['phases', 2, 'actions', 0, 'actor']` → `phases[2].actions[0].actor`, the way problems name a place in a file. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out;
}

export const at = (path: readonly PropertyKey[], message: string): string => {
  const where = formatPath(path);
  return where === '' ? message : `${where}: ${message}`;
};
