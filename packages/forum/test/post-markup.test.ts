import { describe, expect, it } from 'vitest';
import { parsePostVotes, readThreadPages, type ForumPlayer } from '../src';

const players: ForumPlayer[] = [
  { id: 'Dredd', name: 'Dredd' },
  { id: 'Noodle', name: 'Noodle' },
];

/** One post of each engine's markup around `body`, on a page of that engine. */
const pages = {
  xenforo2: (body: string) =>
    `<html id="XF"><body><article class="message message--post" data-author="Noodle" data-content="post-9"><header class="message-attribution"><time class="u-dt" datetime="2026-11-20T18:10:00+0000">Nov 20</time></header><div class="message-attribution-opposite"><a>#1</a></div><article class="message-body"><div class="bbWrapper">${body}</div></article></article></body></html>`,
  phpbb3: (body: string) =>
    `<html><body id="phpbb"><div id="p9" class="post bg2"><div class="postbody"><p class="author">by <strong><a class="username" href="./memberlist.php?u=5">Noodle</a></strong> » <time datetime="2026-11-20T18:10:00+00:00">Fri</time></p><div class="content">${body}</div></div></div></body></html>`,
  vbulletin4: (body: string) =>
    `<html><head><meta name="generator" content="vBulletin 4.2.5"></head><body><ol id="posts"><li class="postbitlegacy postcontainer" id="post_9"><span class="postdate"><span class="date">11-20-2026, <span class="time">06:10 PM</span></span></span><a class="postcounter">#1</a><a class="username"><strong>Noodle</strong></a><div id="post_message_9"><blockquote class="postcontent restore">${body}</blockquote></div></li></ol><div id="footer_time">All times are GMT.</div></body></html>`,
  ucoz: (body: string) =>
    `<html><body><table id="post9"><tr><td class="postTdTop"><a class="postUser">Noodle</a></td><td class="postTdTop">Дата: Пятница, 20.11.2026, 18:10 | Сообщение # <a class="postNumberLink">1</a></td></tr><tr><td class="postTdInfo"></td><td><span class="ucoz-forum-post" id="ucoz-forum-post-9">${body}</span></td></tr></table></body></html>`,
};

function bodyOf(engine: keyof typeof pages, body: string): string {
  const read = readThreadPages([pages[engine](body)], { utcOffset: '+00:00' });
  expect(read.engine).toBe(engine);
  expect(read.posts).toHaveLength(1);
  return read.posts[0]?.body ?? '';
}

const counted = (body: string): string[] =>
  parsePostVotes(body, players).commands.map((command) =>
    `${command.kind} ${command.kind === 'vote' ? command.target : ''}`.trim(),
  );

describe('post bodies back to BBCode, per engine', () => {
  it('XenForo: nested quotes keep both authors; a code box keeps BBCode literal; inline spoilers', () => {
    const nested =
      '<blockquote class="bbCodeBlock bbCodeBlock--quote" data-quote="Dredd"><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent">' +
      '<blockquote class="bbCodeBlock bbCodeBlock--quote" data-quote="Noodle"><div class="bbCodeBlock-content"><div class="bbCodeBlock-expandContent"><b>Vote: Dredd</b></div></div></blockquote>' +
      'no</div></div></blockquote>' +
      '<div class="bbCodeBlock bbCodeBlock--code"><div class="bbCodeBlock-title">Code:</div><div class="bbCodeBlock-content"><pre class="bbCodeCode"><code>[b]Vote: Dredd[/b]</code></pre></div></div>' +
      'Hidden: <span class="bbCodeInlineSpoiler"><b>Vote: Dredd</b></span>';
    const body = bodyOf('xenforo2', nested);
    expect(body).toBe(
      '[quote=Dredd]\n[quote=Noodle]\n[b]Vote: Dredd[/b]\n[/quote]\nno\n[/quote]\n[code][b]Vote: Dredd[/b][/code]\nHidden:\n[spoiler]\n[b]Vote: Dredd[/b]\n[/spoiler]',
    );
    expect(counted(body)).toEqual([]);
  });

  it('phpBB: an uncited quote, a quote with author, and phpBB 3.0 inline bold', () => {
    const body = bodyOf(
      'phpbb3',
      '<blockquote class="uncited"><div><strong class="text-strong">Vote: Dredd</strong></div></blockquote>' +
        '<blockquote><div><cite>Dredd wrote:</cite>hi</div></blockquote>' +
        '<span style="font-weight: bold">Vote: Noodle</span>',
    );
    expect(body).toBe(
      '[quote]\n[b]Vote: Dredd[/b]\n[/quote]\n[quote=Dredd]\nhi\n[/quote]\n[b]Vote: Noodle[/b]',
    );
    expect(counted(body)).toEqual(['vote Noodle']);
  });

  it('vBulletin: a quote without an author, and a code box', () => {
    const body = bodyOf(
      'vbulletin4',
      '<div class="bbcode_container"><div class="bbcode_quote"><div class="quote_container"><div class="bbcode_quote_container"></div><b>Vote: Dredd</b></div></div></div>' +
        '<div class="bbcode_container"><div class="bbcode_description">Code:</div><pre class="bbcode_code">[b]Vote: Dredd[/b]</pre></div>' +
        '<b>Unvote</b>',
    );
    expect(body).toBe(
      '[quote]\n[b]Vote: Dredd[/b]\n[/quote]\n[code][b]Vote: Dredd[/b][/code]\n[b]Unvote[/b]',
    );
    expect(counted(body)).toEqual(['unvote']);
  });

  it('uCoz: quote with author and a spoiler titled by its button', () => {
    const body = bodyOf(
      'ucoz',
      '<div class="bbQuoteBlock"><div class="bbQuoteName"><b>Цитата</b> <span class="qName">Dredd</span></div><div class="quoteMessage"><b>Vote: Noodle</b></div></div>' +
        '<div class="uSpoilerClosed"><div class="uSpoilerButBl"><input type="button" class="uSpoilerButton" value="Ход"/></div><div class="uSpoilerText"><b>Vote: Noodle</b></div></div>' +
        '<b>Vote: Dredd</b>',
    );
    expect(body).toBe(
      '[quote=Dredd]\n[b]Vote: Noodle[/b]\n[/quote]\n[spoiler=Ход]\n[b]Vote: Noodle[/b]\n[/spoiler]\n[b]Vote: Dredd[/b]',
    );
    expect(counted(body)).toEqual(['vote Dredd']);
  });
});
