import type { LocaleTree } from './check';

/**
 * The development pseudo-locale (excalidraw's idea): English with accented letters, padded by a
 * third and bracketed. Text that went through i18next looks like `[Ŝîĝñ îñ ···]`; a hard-coded
 * English string stays plain and stands out. Placeholders and nesting (`{{x}}`, `$t(...)`) are kept.
 */
export const PSEUDO_LANGUAGE = 'en-XA';

const ACCENTS: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'î', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ö', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'û', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Å', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Î', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ö', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Û', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};

// Placeholders, nesting and HTML-ish tags pass through untouched.
const PROTECTED = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<[^>]+>)/g;

export function pseudoLocalize(text: string): string {
  const parts = text.split(PROTECTED);
  let letters = 0;
  const body = parts
    .map((part, i) => {
      if (i % 2 === 1) return part;
      letters += part.replace(/\s/g, '').length;
      return [...part].map((ch) => ACCENTS[ch] ?? ch).join('');
    })
    .join('');
  const padding = '·'.repeat(Math.max(1, Math.ceil(letters / 3)));
  return `[${body} ${padding}]`;
}

export function pseudoLocalizeTree(tree: LocaleTree): LocaleTree {
  const out: LocaleTree = {};
  for (const [key, value] of Object.entries(tree)) {
    out[key] = typeof value === 'string' ? pseudoLocalize(value) : pseudoLocalizeTree(value);
  }
  return out;
}
