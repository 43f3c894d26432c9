import { attr, byClass, findAll, findFirst, hasClass, textOf, type Document, type Element } from './dom';
import { isoInstant } from './instants';
import { toBbcode, type SpecialRule } from './to-bbcode';
import type { EngineReader, PagePost, PageRead, ReadProblem } from './types';

/**
 * XenForo 2 (2.0–2.3, default style): each post is `article.message--post` with `data-author`
 * and `data-content="post-<id>"`; the body is `.message-body .bbWrapper`; the time is the first
 * `time.u-dt[datetime]` of `.message-attribution`; the number is `#N` in
 * `.message-attribution-opposite`; an edit shows `.message-lastEdit` with its own `time.u-dt`.
 */
export const xenforoReader: EngineReader = {
  engine: 'xenforo2',
  label: 'XenForo 2',
  recognises: (document) =>
    findFirst(
      document,
      (el) =>
        (el.name === 'html' && el.attribs['id'] === 'XF') ||
        el.attribs['data-xf-init'] !== undefined ||
        hasClass(el, 'bbWrapper'),
    ) !== undefined,
  read: (document) => readPage(document),
};

function readPage(document: Document): PageRead {
  const posts: PagePost[] = [];
  const problems: Omit<ReadProblem, 'page'>[] = [];
  for (const article of findAll(
    document,
    (el) => el.name === 'article' && hasClass(el, 'message') && el.attribs['data-author'] !== undefined,
  )) {
    const id = /post-(\d+)/u.exec(attr(article, 'data-content') ?? attr(article, 'id') ?? '')?.[1];
    const body = findFirst(article, byClass('bbWrapper'));
    const attribution = findFirst(article, byClass('message-attribution'));
    const postedAt = isoInstant(attr(attribution && findFirst(attribution, isTime), 'datetime'));
    if (id === undefined || body === undefined) {
      problems.push({ code: 'unreadable-post', params: { author: attr(article, 'data-author') ?? '' } });
      continue;
    }
    if (postedAt === undefined) {
      problems.push({ code: 'unreadable-time', params: { id } });
      continue;
    }
    const opposite = findFirst(article, byClass('message-attribution-opposite'));
    const number = /#\s*(\d+)/u.exec(opposite === undefined ? '' : textOf(opposite))?.[1];
    const lastEdit = findFirst(article, byClass('message-lastEdit'));
    const editedAt =
      lastEdit === undefined
        ? undefined
        : (isoInstant(attr(findFirst(lastEdit, isTime), 'datetime')) ?? postedAt);
    posts.push({
      id,
      author: attr(article, 'data-author') ?? '',
      body: toBbcode(body.children, special),
      postedAt,
      ...(number === undefined ? {} : { number: Number(number) }),
      ...(editedAt === undefined ? {} : { editedAt }),
    });
  }
  return { posts, problems };
}

function isTime(el: Element): boolean {
  return el.name === 'time' && el.attribs['datetime'] !== undefined;
}

const special: SpecialRule = (el) => {
  if (hasClass(el, 'bbCodeBlock--quote')) {
    const content =
      findFirst(el, byClass('bbCodeBlock-expandContent')) ?? findFirst(el, byClass('bbCodeBlock-content'));
    const title = findFirst(el, byClass('bbCodeBlock-title'));
    const author =
      attr(el, 'data-quote') ?? (title === undefined ? undefined : textOf(title).replace(/\s*said:$/u, ''));
    return { kind: 'quote', ...(author ? { author } : {}), content: content?.children ?? [] };
  }
  if (hasClass(el, 'bbCodeSpoiler') || hasClass(el, 'bbCodeInlineSpoiler')) {
    const content = findFirst(el, byClass('bbCodeSpoiler-content')) ?? el;
    const title = findFirst(el, byClass('bbCodeSpoiler-button-title'));
    if (content === el) return { kind: 'spoiler', content: el.children };
    return {
      kind: 'spoiler',
      ...(title === undefined ? {} : { title: textOf(title) }),
      content: content.children,
    };
  }
  if (hasClass(el, 'bbCodeBlock--code')) {
    const code = findFirst(el, (child) => child.name === 'code');
    return { kind: 'code', text: code === undefined ? textOf(el) : textOf(code) };
  }
  if (hasClass(el, 'bbCodeBlock-expandLink') || hasClass(el, 'bbCodeBlock-title')) return { kind: 'skip' };
  return undefined;
};
