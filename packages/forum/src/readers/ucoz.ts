import { attr, byClass, findAll, findFirst, hasClass, textOf, type Document, type Element } from './dom';
import { localInstant } from './instants';
import { toBbcode, type SpecialRule } from './to-bbcode';
import type { EngineReader, PagePost, PageRead, ReadOptions, ReadProblem } from './types';

/**
 * uCoz forum (the default "forum" module templates): each post is a `table` with
 * `id="post<id>"`; its first row has the author (`a.postUser`, in `td.postTdTop`) and
 * "Дата: Пятница, 20.11.2026, 18:10 | Сообщение # 2" (the number is `a.postNumberLink`);
 * the second row has `td.postTdInfo` (profile) and the body `span.ucoz-forum-post`
 * (`id="ucoz-forum-post-<id>"`), followed by `.eMessage` or `.edited` "Сообщение отредактировал
 * X - Пятница, 20.11.2026, 19:07". Times are the site's local time, which the page never states.
 */
export const ucozReader: EngineReader = {
  engine: 'ucoz',
  label: 'uCoz',
  recognises: (document) =>
    findFirst(
      document,
      (el) =>
        hasClass(el, 'ucoz-forum-post') ||
        hasClass(el, 'postTdTop') ||
        (el.name === 'script' && /ucoz\.(net|ru)|\bu(coz)?_?Core\b/iu.test(el.attribs['src'] ?? '')),
    ) !== undefined,
  read: (document, options) => readPage(document, options),
};

function readPage(document: Document, options: ReadOptions): PageRead {
  const posts: PagePost[] = [];
  const problems: Omit<ReadProblem, 'page'>[] = [];
  const offset = options.utcOffset ?? '+00:00';
  if (options.utcOffset === undefined) problems.push({ code: 'assumed-utc', params: { engine: 'ucoz' } });
  for (const table of findAll(
    document,
    (el) => el.name === 'table' && /^post\d+$/u.test(el.attribs['id'] ?? ''),
  )) {
    const id = (attr(table, 'id') ?? '').slice('post'.length);
    const body = findFirst(table, byClass('ucoz-forum-post'));
    const name = findFirst(table, byClass('postUser'));
    if (body === undefined || name === undefined) {
      problems.push({ code: 'unreadable-post', params: { id } });
      continue;
    }
    const header =
      findAll(table, byClass('postTdTop'))
        .map(textOf)
        .find((text) => /\d{1,2}\.\d{1,2}\.\d{2,4}/u.test(text)) ?? '';
    const postedAt = localInstant(header, offset);
    if (postedAt === undefined) {
      problems.push({ code: 'unreadable-time', params: { id, text: header } });
      continue;
    }
    const numberLink = findFirst(table, byClass('postNumberLink'));
    const number = /(\d+)/u.exec(
      numberLink === undefined ? (/#\s*\d+/u.exec(header)?.[0] ?? '') : textOf(numberLink),
    )?.[1];
    const edit = findFirst(
      table,
      (el) =>
        /отредактировал|edited by/iu.test(textOf(el)) &&
        !hasClass(el, 'ucoz-forum-post') &&
        (hasClass(el, 'eMessage') || hasClass(el, 'edited')),
    );
    const editText = edit === undefined ? '' : textOf(edit);
    const editedBy = edit === undefined ? undefined : findFirst(edit, (el) => el.name === 'b');
    const editedAt = edit === undefined ? undefined : (localInstant(editText, offset) ?? postedAt);
    posts.push({
      id,
      author: textOf(name),
      body: toBbcode(body.children, special),
      postedAt,
      ...(number === undefined ? {} : { number: Number(number) }),
      ...(editedAt === undefined ? {} : { editedAt }),
      ...(editedBy === undefined ? {} : { editedBy: textOf(editedBy) }),
    });
  }
  return { posts, problems };
}

const special: SpecialRule = (el) => {
  if (hasClass(el, 'bbQuoteBlock')) {
    const name = findFirst(el, byClass('qName'));
    const message = findFirst(el, byClass('quoteMessage'));
    return {
      kind: 'quote',
      ...(name === undefined ? {} : { author: textOf(name) }),
      content: message?.children ?? [],
    };
  }
  if (isSpoiler(el)) {
    const text = findFirst(el, byClass('uSpoilerText'));
    const button = findFirst(el, byClass('uSpoilerButton'));
    const title = attr(button, 'value');
    return { kind: 'spoiler', ...(title ? { title } : {}), content: text?.children ?? [] };
  }
  if (hasClass(el, 'bbCodeBlock')) {
    const code = findFirst(el, byClass('codeMessage'));
    return { kind: 'code', text: textOf(code ?? el) };
  }
  return undefined;
};

function isSpoiler(el: Element): boolean {
  return hasClass(el, 'uSpoilerClosed') || hasClass(el, 'uSpoilerOpened');
}
