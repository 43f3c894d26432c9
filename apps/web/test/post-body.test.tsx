import { createI18n } from '@mafia/i18n';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PostBody } from '../src/components/PostBody';
import { PostVotes } from '../src/components/PostVotes';

function html(node: ReactNode, lng = 'en'): string {
  return renderToStaticMarkup(<I18nextProvider i18n={createI18n({ lng })}>{node}</I18nextProvider>);
}
const post = (body: string): string => html(<PostBody body={body} jumpTo={() => undefined} />);

describe('PostBody: posts rendered safely (issue #21)', () => {
  it('renders bold, italic, strike, spoilers and quotes with their author', () => {
    const out = post('**Vote: Ann** *why* ~~no~~ ||secret|| [quote=Bob #4]earlier[/quote]');
    expect(out).toContain('<strong><span class="post-text">Vote: Ann</span></strong>');
    expect(out).toContain('<em>');
    expect(out).toContain('<s>');
    expect(out).toContain('<details class="spoiler"><summary>Spoiler (click to show)</summary>');
    expect(out).toMatch(/<blockquote><cite>Bob <button[^>]*>#4<\/button><\/cite>/u);
  });

  it('hostile input is inert: no script, no handler, no javascript: link', () => {
    const out = post('<script>alert(1)</script><img src=x onerror=alert(1)> [url=javascript:alert(1)]click[/url] [b]unclosed');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toContain('href="javascript');
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('<strong><span class="post-text">unclosed</span></strong>');
  });

  it('links carry rel noopener nofollow', () => {
    expect(post('[url=https://example.org]site[/url]')).toContain('<a href="https://example.org" rel="noopener nofollow ugc noreferrer" target="_blank">');
  });
});

describe('PostVotes: what a post’s votes did', () => {
  it('says which vote counted and why a fragment did not, in the reader’s language', () => {
    const votes = [
      { text: 'Vote: Ann', counted: true as const, kind: 'vote' as const, target: 'S1' },
      { text: 'Vote: Zed', counted: false as const, reason: 'unknown-name' },
    ];
    const en = html(<PostVotes votes={votes} nameOf={() => 'Ann'} />);
    expect(en).toContain('Your vote for Ann counted.');
    expect(en).toContain('Not counted: “Vote: Zed”: no player has that name');
    const ru = html(<PostVotes votes={votes} nameOf={() => 'Ann'} />, 'ru');
    expect(ru).toContain('Ваш голос за Ann засчитан.');
    expect(ru).toContain('игрока с таким именем нет');
  });
});
