/**
 * Names for `mafia new` (issue #20). A ruleset or role id is what players' URLs, locale keys and
 * folder names carry, so it is kebab-case ASCII; the TypeScript export is its camelCase form.
 */
const ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Words a generated export may not be named (they would shadow JavaScript or the template's own names). */
const RESERVED = new Set(['default', 'new', 'class', 'function', 'delete', 'import', 'export', 'roles', 'table', 'villager', 'mafioso']);

/** Why `id` cannot name a ruleset or a role, or null when it can. */
export function badIdReason(id: string, what: 'ruleset' | 'role'): string | null {
  if (!ID.test(id)) {
    return `"${id}" is not a valid ${what} id: use lower-case letters, digits and single dashes, starting with a letter (e.g. ${what === 'ruleset' ? 'toy-village' : 'night-nurse'})`;
  }
  if (id.length > 40) return `"${id}" is too long for a ${what} id (at most 40 characters)`;
  if (what === 'role' && RESERVED.has(camelCase(id))) return `"${id}" is already used by the generated template; choose another role id`;
  if (what === 'ruleset' && RESERVED.has(camelCase(id))) return `"${id}" would be exported as a reserved word; choose another ruleset id`;
  return null;
}

/** `toy-village` → `toyVillage`: the name the package's `src/index.ts` exports (package.json `mafia.ruleset`). */
export function camelCase(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** `toy-village` → `Toy village`: a first English text the author replaces. */
export function sentenceCase(id: string): string {
  const words = id.split('-').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
