/**
 * The repository-wide locale check (Node only; not exported from the package index, so the web
 * bundle never sees `node:fs`). Every namespace is one file per language:
 *   packages/i18n/locales/<lng>/<ns>.json      app namespaces
 *   rulesets/<id>/locales/<lng>.json           the ruleset's namespace (`<id>`)
 *   rulesets/<id>/locales/<lng>/<file>.json    the same namespace, split into files by top-level key
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareLocales, type LocaleProblem, type LocaleTree } from './check';
import { SOURCE_LANGUAGE } from './languages';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface NamespaceFiles {
  namespace: string;
  /** Where the files live, for messages. */
  origin: string;
  languages: Record<string, LocaleTree>;
  /**
   * The languages its package declares complete (`package.json` → `mafia.locales.<namespace>`);
   * absent: English only. A file of any other language is a partial translation.
   */
  complete?: readonly string[];
}

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();
const readJson = (file: string): LocaleTree => JSON.parse(readFileSync(file, 'utf8')) as LocaleTree;
const jsonFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

/** `mafia.locales` of the package at `dir`: namespace → languages it ships as complete. */
export function declaredComplete(dir: string): Record<string, readonly string[]> {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { mafia?: { locales?: Record<string, readonly string[]> } };
  return manifest.mafia?.locales ?? {};
}

export function collectNamespaces(root: string = REPO_ROOT): NamespaceFiles[] {
  const out: NamespaceFiles[] = [];
  const appDir = path.join(root, 'packages', 'i18n', 'locales');
  if (isDir(appDir)) {
    const declared = declaredComplete(path.join(root, 'packages', 'i18n'));
    const byNs = new Map<string, NamespaceFiles>();
    for (const lng of readdirSync(appDir).filter((d) => isDir(path.join(appDir, d))).sort()) {
      for (const file of jsonFiles(path.join(appDir, lng))) {
        const ns = file.slice(0, -'.json'.length);
        const complete = declared[ns];
        const entry = byNs.get(ns) ?? { namespace: ns, origin: path.relative(root, appDir), languages: {}, ...(complete ? { complete } : {}) };
        entry.languages[lng] = readJson(path.join(appDir, lng, file));
        byNs.set(ns, entry);
      }
    }
    out.push(...byNs.values());
  }
  const rulesetsDir = path.join(root, 'rulesets');
  if (isDir(rulesetsDir)) {
    for (const id of readdirSync(rulesetsDir).sort()) {
      const dir = path.join(rulesetsDir, id, 'locales');
      if (!isDir(dir)) continue;
      const complete = declaredComplete(path.join(rulesetsDir, id))[id];
      const entry: NamespaceFiles = { namespace: id, origin: path.relative(root, dir), languages: {}, ...(complete ? { complete } : {}) };
      for (const name of readdirSync(dir).sort()) {
        const full = path.join(dir, name);
        if (name.endsWith('.json')) entry.languages[name.slice(0, -'.json'.length)] = readJson(full);
        else if (isDir(full)) {
          const tree: LocaleTree = {};
          for (const file of jsonFiles(full)) tree[file.slice(0, -'.json'.length)] = readJson(path.join(full, file));
          entry.languages[name] = tree;
        }
      }
      if (Object.keys(entry.languages).length > 0) out.push(entry);
    }
  }
  return out;
}

export interface CheckReport {
  /** Problems of a language declared complete: missing keys or files, placeholders, plural forms. */
  errors: LocaleProblem[];
  /** Keys a translation has that English does not (stale, harmless at runtime). */
  warnings: LocaleProblem[];
  /** Problems of partial (undeclared) translations: reported, never failing. */
  partial: LocaleProblem[];
  checked: { namespace: string; complete: string[]; partial: string[] }[];
}

/**
 * Each namespace must be complete in the languages it declares (`complete`, else `defaultComplete`);
 * every other language found in its files is compared with English too, but its gaps are `partial`,
 * so a community's half-done language, or a ruleset added after a language shipped, never fails CI.
 */
export function checkNamespaces(namespaces: NamespaceFiles[], defaultComplete: readonly string[] = [SOURCE_LANGUAGE]): CheckReport {
  const errors: LocaleProblem[] = [];
  const warnings: LocaleProblem[] = [];
  const partial: LocaleProblem[] = [];
  const checked: CheckReport['checked'] = [];
  for (const ns of namespaces) {
    const source = ns.languages[SOURCE_LANGUAGE];
    if (!source) {
      errors.push({ language: SOURCE_LANGUAGE, namespace: ns.namespace, key: '*', problem: 'missing', detail: `no ${SOURCE_LANGUAGE} file in ${ns.origin}` });
      continue;
    }
    const required = new Set(ns.complete ?? defaultComplete);
    const languages = [...new Set([...required, ...Object.keys(ns.languages)])].filter((l) => l !== SOURCE_LANGUAGE).sort();
    for (const language of languages) {
      const target = ns.languages[language];
      if (!target) {
        errors.push({ language, namespace: ns.namespace, key: '*', problem: 'missing', detail: `no ${language} file in ${ns.origin}, but its package.json declares it complete` });
        continue;
      }
      for (const problem of compareLocales(ns.namespace, source, language, target)) {
        (problem.problem === 'extra' ? warnings : required.has(language) ? errors : partial).push(problem);
      }
    }
    checked.push({
      namespace: ns.namespace,
      complete: [SOURCE_LANGUAGE, ...languages.filter((l) => required.has(l) && ns.languages[l])],
      partial: languages.filter((l) => !required.has(l) && ns.languages[l]),
    });
  }
  return { errors, warnings, partial, checked };
}

export function formatProblem(p: LocaleProblem): string {
  return `${p.language} ${p.namespace}: ${p.key} — ${p.problem}${p.detail ? ` (${p.detail})` : ''}`;
}
