import { attr, byClass, findAll, findFirst, hasClass, textOf, type Document, type Element } from './dom';
import { localInstant, normaliseOffset } from './instants';
import { toBbcode, type SpecialRule } from './to-bbcode';
import type { EngineReader, PagePost, PageRead, ReadOptions, ReadProblem } from './types';

/**
 * vBulletin 4.2, default style, `postbitlegacy` or `postbit` layout: each post is
 * `li.postcontainer` with `id="post_<id>"`; the date is `.postdate .date` in the forum's
 * display zone (the footer says "All times are GMT +3"), the number `a.postcounter` (`#12`),
 * the author `a.username` (or `.username` with `<strong>`), the body
 * `blockquote.postcontent` inside `div[id^=post_message_]`; an edit adds
 * `blockquote.lastedited` "Last edited by X; 11-20-2026 at 07:07 PM.". vBulletin 5 (`.b-post`) is not read.
 */
export const vbulletinReader: EngineReader = {
  engine: 'vbulletin4',
  label: 'vBulletin 4',
  recognises: (document) =>
    findFirst(
      document,
      (el) =>
        (el.name === 'meta' &&
          el.attribs['name'] === 'generator' &&
          /vbulletin/iu.test(el.attribs['content'] ?? '')) ||
        hasClass(el, 'postcontainer') ||
        el.attribs['id'] === 'postlist',
    ) !== undefined,
  read: (document, options) => readPage(document, options),
};

function readPage(document: Document, options: ReadOptions): PageRead {
  const posts: PagePost[] = [];
  const problems: Omit<ReadProblem, 'page'>[] = [];
  const footer = findFirst(
    document,
    (el) => el.attribs['id'] === 'footer_time' || hasClass(el, 'footer_time'),
  );
  const printed = /GMT\s*([+-]\s*\d+(?:\.\d+)?)?/u.exec(footer === undefined ? '' : textOf(footer));
  const pageOffset =
    printed === null
      ? undefined
      : printed[1] === undefined
        ? '+00:00'
        : normaliseOffset(printed[1].replace(/\s/gu, ''));
  const offset = pageOffset ?? options.utcOffset ?? '+00:00';
  if (pageOffset === undefined && options.utcOffset === undefined)
    problems.push({ code: 'assumed-utc', params: { engine: 'vbulletin4' } });

  for (const post of findAll(
    document,
    (el) => el.name === 'li' && hasClass(el, 'postcontainer') && /^post_\d+$/u.test(el.attribs['id'] ?? ''),
  )) {
    const id = (attr(post, 'id') ?? '').slice('post_'.length);
    const name = findFirst(post, (el) => hasClass(el, 'username'));
    const message = findFirst(post, (el) => (el.attribs['id'] ?? '').startsWith('post_message_'));
    const content =
      message === undefined ? undefined : (findFirst(message, byClass('postcontent')) ?? message);
    if (name === undefined || content === undefined) {
      problems.push({ code: 'unreadable-post', params: { id } });
      continue;
    }
    const date = findFirst(post, byClass('postdate'));
    const postedAt = date === undefined ? undefined : localInstant(textOf(date), offset);
    if (postedAt === undefined) {
      problems.push({
        code: 'unreadable-time',
        params: { id, text: date === undefined ? '' : textOf(date) },
      });
      continue;
    }
    const counter = findFirst(post, byClass('postcounter'));
    const number = /(\d+)/u.exec(counter === undefined ? '' : textOf(counter))?.[1];
    const edit = findFirst(post, byClass('lastedited'));
    const editText = edit === undefined ? '' : textOf(edit);
    const editedBy = /edited by\s+(.+?);/iu.exec(editText)?.[1];
    const editedAt =
      edit === undefined ? undefined : (localInstant(editText.replace(/\bat\b/iu, ''), offset) ?? postedAt);
    posts.push({
      id,
      author: textOf(name),
      body: toBbcode(content.children, special),
      postedAt,
      ...(number === undefined ? {} : { number: Number(number) }),
      ...(editedAt === undefined ? {} : { editedAt }),
      ...(editedBy === undefined ? {} : { editedBy }),
    });
  }
  return { posts, problems };
}

const special: SpecialRule = (el) => {
  if (hasClass(el, 'bbcode_container')) {
    const quote = findFirst(el, byClass('bbcode_quote'));
    if (quote === undefined) {
      const code = findFirst(el, (child) => child.name === 'pre' || hasClass(child, 'bbcode_code'));
      return code === undefined ? undefined : { kind: 'code', text: textOf(code) };
    }
    const postedBy = findFirst(quote, byClass('bbcode_postedby'));
    const author =
      postedBy === undefined ? undefined : findFirst(postedBy, (child) => child.name === 'strong');
    const message = findFirst(quote, byClass('message'));
    const container = findFirst(quote, byClass('quote_container')) ?? quote;
    const content =
      message?.children ??
      container.children.filter((child) => !(isElement(child) && hasClass(child, 'bbcode_quote_container')));
    return { kind: 'quote', ...(author === undefined ? {} : { author: textOf(author) }), content };
  }
  // vBulletin 4 has no spoiler BBCode of its own; the common add-ons use these classes.
  if (hasClass(el, 'bbcode_spoiler') || hasClass(el, 'spoiler')) {
    const body = hasClass(el, 'spoiler') ? el : (findFirst(el, byClass('spoiler')) ?? el);
    const header = findFirst(el, byClass('spoiler_title'));
    return {
      kind: 'spoiler',
      ...(header === undefined ? {} : { title: textOf(header) }),
      content: body.children,
    };
  }
  return undefined;
};

function isElement(node: unknown): node is Element {
  return typeof node === 'object' && node !== null && 'attribs' in node;
}
