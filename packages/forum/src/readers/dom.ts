import { parseDocument } from 'htmlparser2';
import { isTag, isText, type ChildNode, type Document, type Element } from 'domhandler';

/**
 * The few DOM look-ups the thread readers need, over htmlparser2's tolerant parse (saved pages
 * are often truncated or hand-edited; the parser never throws).
 */
export type { ChildNode, Document, Element };
export { isTag, isText };

export function parseHtml(html: string): Document {
  return parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
}

export function classesOf(element: Element): readonly string[] {
  return (element.attribs['class'] ?? '').split(/\s+/u).filter((name) => name !== '');
}

export function hasClass(element: Element, name: string): boolean {
  return classesOf(element).includes(name);
}

/** Every element below `root` in document order (not `root` itself). */
export function descendants(root: Document | Element): Element[] {
  const found: Element[] = [];
  const walk = (nodes: readonly ChildNode[]): void => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      found.push(node);
      walk(node.children);
    }
  };
  walk(root.children);
  return found;
}

export function findAll(root: Document | Element, test: (element: Element) => boolean): Element[] {
  return descendants(root).filter(test);
}

export function findFirst(
  root: Document | Element,
  test: (element: Element) => boolean,
): Element | undefined {
  return descendants(root).find(test);
}

export const byClass =
  (name: string) =>
  (element: Element): boolean =>
    hasClass(element, name);

export const byTag =
  (name: string) =>
  (element: Element): boolean =>
    element.name === name;

/** The text a reader sees, whitespace collapsed. */
export function textOf(node: ChildNode | Document): string {
  return rawText(node).replace(/\s+/gu, ' ').trim();
}

export function rawText(node: ChildNode | Document): string {
  if (isText(node)) return node.data;
  if ('children' in node) return node.children.map((child) => rawText(child)).join('');
  return '';
}

export function attr(element: Element | undefined, name: string): string | undefined {
  return element?.attribs[name];
}
