/** Small BBCode builders shared by the templates (XenForo and phpBB read the same tags). */

export const bold = (text: string): string => `[b]${text}[/b]`;
export const strike = (text: string): string => `[s]${text}[/s]`;

export function list(items: readonly string[], numbered: boolean): string {
  if (items.length === 0) return '';
  return [numbered ? '[list=1]' : '[list]', ...items.map((item) => `[*]${item}`), '[/list]'].join('\n');
}

/** Joins template lines, dropping empty ones, so optional parts leave no blank gaps. */
export function lines(...parts: readonly (string | null | undefined | false)[]): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n');
}
