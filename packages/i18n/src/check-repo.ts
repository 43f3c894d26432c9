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
import { LANGUAGES, SOURCE_LANGUAGE } from './languages';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface NamespaceFiles {
  namespace: string;
  /** Where the files live, for messages. */
  origin: string;
  languages: Record<string, LocaleTree>;
}

const isDir = (p: string) => existsSync(p) && statSync(p).isDirectory();
const readJson = (file: string): LocaleTree => JSON.parse(readFileSync(file, 'utf8')) as LocaleTree;
const jsonFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.json')).sort();

export function collectNamespaces(root: string = REPO_ROOT): NamespaceFiles[] {
  const out: NamespaceFiles[] = [];
  const appDir = path.join(root, 'packages', 'i18n', 'locales');
  if (isDir(appDir)) {
    const byNs = new Map<string, NamespaceFiles>();
    for (const lng of readdirSync(appDir).filter((d) => isDir(path.join(appDir, d))).sort()) {
      for (const file of jsonFiles(path.join(appDir, lng))) {
        const ns = file.slice(0, -'.json'.length);
        const entry = byNs.get(ns) ?? { namespace: ns, origin: path.relative(root, appDir), languages: {} };
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
      const entry: NamespaceFiles = { namespace: id, origin: path.relative(root, dir), languages: {} };
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
  /** Problems that fail the check: missing keys, placeholders, plural forms, missing files. */
  errors: LocaleProblem[];
  /** Keys a translation has that English does not (stale, harmless at runtime). */
  warnings: LocaleProblem[];
  checked: { namespace: string; languages: string[] }[];
}

/**
 * Every shipped language must exist in every namespace; every language found in any file is
 * compared with English, so a translator's new language is checked before it is listed as shipped.
 */
export function checkNamespaces(namespaces: NamespaceFiles[], shipped: readonly string[] = LANGUAGES.map((l) => l.code)): CheckReport {
  const errors: LocaleProblem[] = [];
  const warnings: LocaleProblem[] = [];
  const checked: CheckReport['checked'] = [];
  for (const ns of namespaces) {
    const source = ns.languages[SOURCE_LANGUAGE];
    if (!source) {
      errors.push({ language: SOURCE_LANGUAGE, namespace: ns.namespace, key: '*', problem: 'missing', detail: `no ${SOURCE_LANGUAGE} file in ${ns.origin}` });
      continue;
    }
    const languages = [...new Set([...shipped, ...Object.keys(ns.languages)])].filter((l) => l !== SOURCE_LANGUAGE).sort();
    for (const language of languages) {
      const target = ns.languages[language];
      if (!target) {
        errors.push({ language, namespace: ns.namespace, key: '*', problem: 'missing', detail: `no ${language} file in ${ns.origin}` });
        continue;
      }
      for (const problem of compareLocales(ns.namespace, source, language, target)) {
        (problem.problem === 'extra' ? warnings : errors).push(problem);
      }
    }
    checked.push({ namespace: ns.namespace, languages: [SOURCE_LANGUAGE, ...languages.filter((l) => ns.languages[l])] });
  }
  return { errors, warnings, checked };
}

export function formatProblem(p: LocaleProblem): string {
  return `${p.language} ${p.namespace}: ${p.key} — ${p.problem}${p.detail ? ` (${p.detail})` : ''}`;
}
