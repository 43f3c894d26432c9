/**
 * `pnpm --filter @mafia/i18n check [-- <language>...]`: compares every language of every namespace
 * (app + every ruleset's locales) with English. It fails only on a language a namespace declares
 * complete (`package.json` → `mafia.locales`); a partial translation's gaps are listed, not fatal.
 * With languages given, only those are reported (a translator checking their own work).
 */
import { checkNamespaces, collectNamespaces, formatProblem } from '../src/check-repo';

const only = process.argv.slice(2).filter((a) => a !== '--');
const report = checkNamespaces(collectNamespaces());
const keep = <T extends { language: string }>(list: T[]) => (only.length ? list.filter((p) => only.includes(p.language)) : list);
const errors = keep(report.errors);
for (const w of keep(report.warnings)) console.warn(`warning: ${formatProblem(w)}`);
for (const p of keep(report.partial)) console.info(`partial: ${formatProblem(p)}`);
for (const e of errors) console.error(`error:   ${formatProblem(e)}`);
for (const c of report.checked) {
  const partial = c.partial.length ? `; partial: ${c.partial.join(', ')}` : '';
  console.info(`checked ${c.namespace}: complete: ${c.complete.join(', ')}${partial}`);
}
for (const language of only) {
  const state = (c: (typeof report.checked)[number]) =>
    c.complete.includes(language) ? 'complete' : c.partial.includes(language) ? 'partial' : 'no file';
  console.info(`\n${language}: ${report.checked.map((c) => `${c.namespace} ${state(c)}`).join(', ')}`);
}
if (errors.length > 0) {
  console.error(`\n${errors.length} locale problem(s).`);
  process.exit(1);
}
console.info(`\nevery declared-complete language is complete${only.length ? ` (reported: ${only.join(', ')})` : ''}.`);
