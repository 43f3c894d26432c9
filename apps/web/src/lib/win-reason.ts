/**
 * A game result's `reason` as the end screen words it (issue #21, "the winners and the win
 * condition"). A reason is an id (`no-mafia-left`), may name what it is about after a colon
 * (Mafia 1923's `families:family-1,family-3`), and may join a second condition with `+`
 * (russian-extended's `no-blacks-left+faceless-won`). Each part is read as `reasons.<id>` with
 * `{{items}}`, the named items listed; a part without a text is left out, and a reason with no
 * text at all gives null (the screen then names the winners only).
 */
export interface ReasonPart {
  id: string;
  items: string[];
}

export function reasonParts(reason: string): ReasonPart[] {
  return reason
    .split('+')
    .filter((part) => part !== '')
    .map((part) => {
      const colon = part.indexOf(':');
      if (colon < 0) return { id: part, items: [] };
      return { id: part.slice(0, colon), items: part.slice(colon + 1).split(',').filter((item) => item !== '') };
    });
}

/** `text(id, items)` answers a part's words or null; the parts with words, joined by `join`. */
export function reasonText(reason: string, text: (id: string, items: string[]) => string | null, join: (texts: string[]) => string): string | null {
  const texts = reasonParts(reason)
    .map((part) => text(part.id, part.items))
    .filter((t): t is string => t !== null && t !== '');
  return texts.length === 0 ? null : join(texts);
}

/** The part of i18next the end screen's words need. */
export interface ReasonTexts {
  exists(key: string): boolean;
  t(key: string, options: { items: string }): string;
}

/**
 * The end screen's words for a result's reason in ruleset namespace `ns`: each part's
 * `<ns>:reasons.<id>`, else the app's `reasons.<id>` (the kernel's `cycle-finished`), its items
 * named by `list`; the parts joined with "; ".
 */
export function winReasonText(reason: string, ns: string, texts: ReasonTexts, list: (items: string[]) => string): string | null {
  return reasonText(
    reason,
    (id, items) => {
      const key = [`${ns}:reasons.${id}`, `reasons.${id}`].find((k) => texts.exists(k));
      return key === undefined ? null : texts.t(key, { items: list(items) });
    },
    (parts) => parts.join('; '),
  );
}
