import { findFirst, parseHtml, textOf, type Document } from './dom';

import { phpbbReader } from './phpbb';
import type { EngineReader, ForumEngine } from './types';
import { ucozReader } from './ucoz';
import { vbulletinReader } from './vbulletin';
import { xenforoReader } from './xenforo';

export const ENGINE_READERS: Readonly<Record<ForumEngine, EngineReader>> = {
  xenforo2: xenforoReader,
  phpbb3: phpbbReader,
  vbulletin4: vbulletinReader,
  ucoz: ucozReader,
};

/** The engine that produced a saved page (HTML), or null when no reader recognises it. */
export function detectEngine(html: string): ForumEngine | null {
  return engineOf(parseHtml(html));
}

/** The first reader that recognises the page wins. */
export function engineOf(document: Document): ForumEngine | null {
  const reader = Object.values(ENGINE_READERS).find((candidate) => candidate.recognises(document));
  return reader?.engine ?? null;
}

/** What a page that no reader recognised looked like, for the error message: its title and generator. */
export function describePage(document: Document): { title: string; generator: string } {
  const title = findFirst(document, (el) => el.name === 'title');
  const generator = findFirst(document, (el) => el.name === 'meta' && el.attribs['name'] === 'generator');
  return { title: title === undefined ? '' : textOf(title), generator: generator?.attribs['content'] ?? '' };
}

export function looksLikeHtml(text: string): boolean {
  return (
    /^\uFEFF?\s*(?:<!doctype html|<\?xml|<html|<head|<body|<!--)/iu.test(text) ||
    /<(?:div|article|table|li)\b[^>]*\bclass=/iu.test(text.slice(0, 20_000))
  );
}
