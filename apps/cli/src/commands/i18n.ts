import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { collectNamespaces, type NamespaceFiles } from '@mafia/i18n/check-repo';
import { compareLocales, flatten, genderBase, GRAMMAR_KEY, pluralBase, SOURCE_LANGUAGE } from '@mafia/i18n';
import { EXIT, UsageError, type CliIo, type ExitCode } from '../io';

export const I18N_USAGE = `Usage:
  mafia i18n status [--missing] [--strict] [--root DIR]
      per language and namespace (app, game, forum, each ruleset): translated keys of the English
      source; --missing lists the missing keys; --strict exits 1 when a language a package.json
      declares complete (mafia.locales) is not; --root reads another checkout (default: this one)`;

/** A plural family (`notices.deaths_one`, `_other`...) counts as one key, as a translator sees it. */
export interface LanguageStatus {
  language: string;
  namespace: string;
  total: number;
  translated: number;
  /** Keys not translated (missing, a plural form missing, other placeholders), sorted. */
  missing: string[];
  /** The namespace's package.json declares this language complete (`mafia.locales`). */
  declaredComplete: boolean;
}

const UNTRANSLATED = new Set(['missing', 'plural-form-missing', 'gender-form-missing', 'gender-missing', 'placeholders', 'not-a-string']);

/** The source key a problem counts against: a plural or gender form's base, a noun's gender its noun. */
function unitOf(key: string): string {
  if (key.startsWith(`${GRAMMAR_KEY}.`)) return key.slice(GRAMMAR_KEY.length + 1);
  return pluralBase(key) ?? genderBase(key) ?? key;
}

function sourceUnits(source: NamespaceFiles['languages'][string]): Set<string> {
  return new Set([...flatten(source).keys()].map((key) => pluralBase(key) ?? key));
}

/**
 * Every language found in any namespace (or declared complete by one) against every namespace:
 * a ruleset without a file for a language the app speaks shows 0 translated, which is what a
 * translator needs to see.
 */
export function localeStatus(namespaces: readonly NamespaceFiles[]): LanguageStatus[] {
  const languages = new Set<string>();
  for (const ns of namespaces) {
    for (const language of [...Object.keys(ns.languages), ...(ns.complete ?? [])]) if (language !== SOURCE_LANGUAGE) languages.add(language);
  }
  const rows: LanguageStatus[] = [];
  for (const language of [...languages].sort()) {
    for (const ns of namespaces) {
      const source = ns.languages[SOURCE_LANGUAGE];
      if (!source) continue;
      const units = sourceUnits(source);
      const target = ns.languages[language] ?? {};
      const missing = new Set(
        compareLocales(ns.namespace, source, language, target)
          .filter((p) => UNTRANSLATED.has(p.problem))
          .map((p) => unitOf(p.key)),
      );
      rows.push({
        language,
        namespace: ns.namespace,
        total: units.size,
        translated: units.size - missing.size,
        missing: [...missing].sort(),
        declaredComplete: (ns.complete ?? []).includes(language),
      });
    }
  }
  return rows;
}

export function renderStatus(rows: readonly LanguageStatus[], withMissing: boolean): string {
  const width = Math.max(9, ...rows.map((r) => r.namespace.length));
  const lines: string[] = [];
  let language = '';
  for (const row of rows) {
    if (row.language !== language) {
      language = row.language;
      const total = rows.filter((r) => r.language === language).reduce((sum, r) => sum + r.total, 0);
      const done = rows.filter((r) => r.language === language).reduce((sum, r) => sum + r.translated, 0);
      lines.push(`${language}: ${done}/${total} keys translated`);
    }
    const percent = row.total === 0 ? 100 : Math.floor((row.translated / row.total) * 100);
    const done = row.missing.length === 0;
    const mark = row.declaredComplete ? (done ? 'complete' : 'declared complete, but NOT') : done ? 'all keys, not declared complete' : 'partial';
    lines.push(`  ${row.namespace.padEnd(width)} ${`${row.translated}/${row.total}`.padStart(9)} ${`${percent}%`.padStart(4)}  ${mark}`);
    if (withMissing) for (const key of row.missing) lines.push(`      missing ${key}`);
  }
  return `${lines.join('\n')}\n`;
}

export function i18nCommand(args: string[], io: CliIo): ExitCode {
  const [sub, ...rest] = args;
  if (sub !== 'status') throw new UsageError(sub === undefined ? 'missing i18n subcommand' : `unknown i18n subcommand "${sub}"`);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { missing: { type: 'boolean' }, strict: { type: 'boolean' }, root: { type: 'string' } },
    allowPositionals: false,
  });
  if (positionals.length > 0) throw new UsageError('i18n status takes no file arguments');
  const rows = localeStatus(collectNamespaces(values.root === undefined ? undefined : resolve(io.cwd, values.root)));
  io.stdout(renderStatus(rows, values.missing === true));
  const broken = rows.filter((r) => r.declaredComplete && r.missing.length > 0);
  if (values.strict === true && broken.length > 0) {
    io.stderr(`declared complete but not: ${broken.map((r) => `${r.language} ${r.namespace} (${r.missing.length} missing)`).join(', ')}\n`);
    return EXIT.failed;
  }
  return EXIT.ok;
}
