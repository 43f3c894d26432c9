import {
  attr,
  byClass,
  findAll,
  findFirst,
  hasClass,
  textOf,
  type ChildNode,
  type Document,
  type Element,
} from './dom';
import { englishInstant, isoInstant } from './instants';
import { toBbcode, type SpecialRule } from './to-bbcode';
import type { EngineReader, PagePost, PageRead, ReadOptions, ReadProblem } from './types';

/**
 * phpBB 3.1–3.3, prosilver: each post is `div.post` with `id="p<id>"`; `.postbody` holds
 * `p.author` (the author's `a.username` or `.username-coloured`, the time as `time[datetime]`)
 * and `div.content`; an edit adds `div.notice` "Last edited by X on <time>". phpBB prints no
 * post number, so posts are numbered by post id across the pages.
 */
export const phpbbReader: EngineReader = {
  engine: 'phpbb3',
  label: 'phpBB 3',
  recognises: (document) =>
    findFirst(
      document,
      (el) =>
        (el.name === 'body' && el.attribs['id'] === 'phpbb') ||
        (el.name === 'a' && /phpbb\.com/iu.test(el.attribs['href'] ?? '') && /phpbb/iu.test(textOf(el))) ||
        (hasClass(el, 'postbody') && findFirst(el, byClass('author')) !== undefined),
    ) !== undefined,
  read: (document, options) => readPage(document, options),
};

function readPage(document: Document, options: ReadOptions): PageRead {
  const posts: PagePost[] = [];
  const problems: Omit<ReadProblem, 'page'>[] = [];
  for (const post of findAll(
    document,
    (el) => el.name === 'div' && hasClass(el, 'post') && /^p\d+$/u.test(el.attribs['id'] ?? ''),
  )) {
    const id = (attr(post, 'id') ?? '').slice(1);
    const author = findFirst(post, byClass('author'));
    const content = findFirst(post, (el) => el.name === 'div' && hasClass(el, 'content'));
    const name =
      author === undefined
        ? undefined
        : findFirst(author, (el) => hasClass(el, 'username') || hasClass(el, 'username-coloured'));
    if (author === undefined || content === undefined || name === undefined) {
      problems.push({ code: 'unreadable-post', params: { id } });
      continue;
    }
    // phpBB 3.0 prints the time as text only ("by Noodle » Fri Nov 20, 2026 6:10 pm"), in the reader's zone.
    const printed = isoInstant(
      attr(
        findFirst(author, (el) => el.name === 'time'),
        'datetime',
      ),
    );
    const postedAt = printed ?? englishInstant(textOf(author), options.utcOffset ?? '+00:00');
    if (
      printed === undefined &&
      postedAt !== undefined &&
      options.utcOffset === undefined &&
      !problems.some((p) => p.code === 'assumed-utc')
    ) {
      problems.push({ code: 'assumed-utc', params: { engine: 'phpbb3' } });
    }
    if (postedAt === undefined) {
      problems.push({ code: 'unreadable-time', params: { id } });
      continue;
    }
    const notice = findFirst(post, (el) => hasClass(el, 'notice') && /edited/iu.test(textOf(el)));
    const editedBy =
      notice === undefined
        ? undefined
        : findFirst(notice, (el) => hasClass(el, 'username') || hasClass(el, 'username-coloured'));
    const editedAt =
      notice === undefined
        ? undefined
        : (isoInstant(
            attr(
              findFirst(notice, (el) => el.name === 'time'),
              'datetime',
            ),
          ) ??
          englishInstant(textOf(notice), options.utcOffset ?? '+00:00') ??
          postedAt);
    posts.push({
      id,
      author: textOf(name),
      body: toBbcode(content.children, special),
      postedAt,
      ...(editedAt === undefined ? {} : { editedAt }),
      ...(editedBy === undefined ? {} : { editedBy: textOf(editedBy) }),
    });
  }
  return { posts, problems };
}

const special: SpecialRule = (el) => {
  if (el.name === 'blockquote') {
    const inner =
      el.children.find((child): child is Element => 'name' in child && child.name === 'div') ?? el;
    const cite = findFirst(inner, (child) => child.name === 'cite');
    const content: ChildNode[] = inner.children.filter((child) => child !== cite);
    return { kind: 'quote', ...quoteAuthor(cite), content };
  }
  if (hasClass(el, 'codebox')) {
    const code = findFirst(el, (child) => child.name === 'code');
    return { kind: 'code', text: code === undefined ? textOf(el) : textOf(code) };
  }
  // Spoilers are an extension in phpBB (no default BBCode); the common ones use these classes.
  if (hasClass(el, 'spoiler') || hasClass(el, 'spoilwrapper')) {
    const body =
      findFirst(el, (child) => hasClass(child, 'spoiler-body') || hasClass(child, 'spoilbody')) ?? el;
    const header = findFirst(el, (child) => hasClass(child, 'spoiler-header') || hasClass(child, 'spoiltop'));
    return {
      kind: 'spoiler',
      ...(header === undefined ? {} : { title: textOf(header) }),
      content: body.children,
    };
  }
  if (hasClass(el, 'signature')) return { kind: 'skip' };
  return undefined;
};

/** `<cite><a class="username">Noodle</a> wrote: <a>↑</a><span>date</span></cite>` → Noodle. */
function quoteAuthor(cite: Element | undefined): { author?: string } {
  if (cite === undefined) return {};
  const link = findFirst(cite, (el) => el.name === 'a' && /memberlist\.php/iu.test(el.attribs['href'] ?? ''));
  const author =
    link === undefined
      ? textOf(cite)
          .split(/\s+(?:wrote|писал|написал)/iu)[0]
          ?.trim()
      : textOf(link);
  return author ? { author } : {};
}
