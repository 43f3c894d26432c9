/**
 * `pnpm --filter @mafia/i18n check [-- <language>...]`: compares every language of every namespace
 * (app + every ruleset's locales) with English and fails on missing keys, placeholders or plural
 * forms. With languages given, only those are reported (a translator checking their own work).
 */
import { checkNamespaces, collectNamespaces, formatProblem } from '../src/check-repo';

const only = process.argv.slice(2).filter((a) => a !== '--');
const report = checkNamespaces(collectNamespaces());
const keep = <T extends { language: string }>(list: T[]) => (only.length ? list.filter((p) => only.includes(p.language)) : list);
const errors = keep(report.errors);
const warnings = keep(report.warnings);
for (const w of warnings) console.warn(`warning: ${formatProblem(w)}`);
for (const e of errors) console.error(`error:   ${formatProblem(e)}`);
for (const c of report.checked) console.info(`checked ${c.namespace}: ${c.languages.join(', ')}`);
if (errors.length > 0) {
  console.error(`\n${errors.length} locale problem(s).`);
  process.exit(1);
}
console.info(`\nlocales complete${only.length ? ` for ${only.join(', ')}` : ''}.`);
