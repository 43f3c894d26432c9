import { expect, test, type Page } from '@playwright/test';
import { screenshot, signUp, tagged } from './helpers';

/**
 * Issue #23 in the browser with a Russian ruleset: a russian-extended game hosted on a uCoz forum
 * (seed 004's engine), from its saved page to the end. Russian bold votes ("Голос: Имя") go into the
 * mayor's election, the posts for the thread are in Russian, and the game ends when the host
 * mod-kills the four blacks (the reds win, russian-extended-1: when all blacks are out).
 */

const NAMES = ['Алиса', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна', 'Захар', 'Ирина', 'Кирилл', 'Лада', 'Макар'];
// The deal of seed "forum-ru" for these twelve names (the seeded deal, as in apps/server/test/forum-russian.test.ts).
const BLACKS = ['Вера', 'Дина', 'Захар', 'Ирина'];

/** A saved uCoz thread page (the markup of packages/forum/test/fixtures/ucoz: local times, no zone). */
function ucozPage(posts: { id: number; author: string; at: string; html: string }[]): string {
  const rows = posts.map(
    (post, i) => `<tr><td><a name="${post.id}"></a><table class="postTable" id="post${post.id}">
<tr><td class="postTdTop"><a class="postUser" href="javascript://">${post.author}</a></td>
<td class="postTdTop"><div class="postNumberLink">Сообщение # <a class="postNumberLink" name="${post.id}" href="javascript://">${i + 1}</a></div>Дата: Пятница, ${post.at}</td></tr>
<tr><td class="postTdInfo"></td><td class="posttdMessage"><span class="ucoz-forum-post" id="ucoz-forum-post-${post.id}" edit-url="">${post.html}</span></td></tr>
</table></td></tr>`,
  );
  return `<html><head><meta charset="UTF-8"><title>Мафия 7 - Форум</title><script src="//s1.ucoz.net/src/jquery-1.12.4.min.js"></script></head>
<body><div class="forumContent"><table class="gTable" id="topic_7">${rows.join('\n')}</table></div><span class="pbkT7Dc1">Хостинг от <a href="https://www.ucoz.ru/">uCoz</a></span></body></html>`;
}

const postText = (page: Page, label: string) => page.locator('#forum-posts-title').locator('..').getByRole('textbox', { name: label, exact: true });

test('a russian-extended game on a uCoz forum: Russian votes, Russian posts, to the reveal', async ({ page }, info) => {
  const saved = ucozPage([
      { id: 901, author: 'Ведущий', at: '20.11.2026, 10:00', html: '<b>Начинается день 1.</b> Выбираем мэра.' },
      { id: 902, author: 'Алиса', at: '20.11.2026, 10:30', html: 'Я за Бориса.<br /><b>Голос: Борис</b>' },
      { id: 903, author: 'Вера', at: '20.11.2026, 11:00', html: '<b>Голосую за Алиса</b>' },
      { id: 904, author: 'Глеб', at: '20.11.2026, 11:30', html: 'Голос: Борис' },
  ]);
  await signUp(page, `fr${tagged()}`);
  const create = page.locator('#forum-create-title').locator('..');
  await create.getByRole('button', { name: /external forum|внешнем форуме/ }).click();
  await create.locator('input[name=forumTitle]').fill('Мафия 7');
  await create.locator('select[name=forumRuleset]').selectOption('russian-extended');
  await create.locator('select[name=forumSetup]').selectOption('standard');
  await create.locator('textarea[name=forumPlayers]').fill(NAMES.join('\n'));
  await create.locator('input[name=forumHosts]').fill('Ведущий');
  await create.locator('textarea[name=forumPhases]').fill('day 1 | 2026-11-20T07:00Z | 2026-11-21T07:00Z\nnight 1 | 2026-11-21T07:00Z | 2026-11-21T19:00Z');
  // A Russian ruleset proposes a Russian thread.
  await expect(create.locator('select[name=forumLanguage]')).toHaveValue('ru');
  await create.locator('details.advanced summary').click();
  await create.locator('input[name=forumUtcOffset]').fill('+03:00');
  await create.locator('input[name=forumSeed]').fill('forum-ru');
  await create.locator('button[type=submit]').click();
  await expect(page.locator('#forum-title')).toBeVisible();

  const forum = page.locator('#forum-title').locator('..');
  await forum.locator('input[name=forumPages]').setInputFiles({ name: 'mafia-7-page-1.html', mimeType: 'text/html', buffer: Buffer.from(saved) });
  await forum.getByRole('button', { name: 'Import pages' }).click();
  await expect(forum.getByRole('status')).toHaveText('4 new posts, 0 edited since, 0 already read.');
  // Day 1 opens with the discussion: the votes wait for the election, then land in thread order.
  await forum.getByRole('button', { name: 'End this phase' }).click();
  await expect(postText(page, 'Vote count')).toHaveValue(/^\[b\]Подсчёт голосов, день 1\[\/b\]/);
  await expect(postText(page, 'Vote count')).toHaveValue(/\[b\]Борис\[\/b\] \(1\): Алиса/);
  await expect(postText(page, 'Vote count')).toHaveValue(/\[b\]Алиса\[\/b\] \(1\): Вера/);
  await expect(postText(page, 'Role PM: Захар')).toHaveValue(/^\[b\]Роль для игрока Захар\[\/b\]\nВаша роль: \[b\]/);

  // The host mod-kills the four blacks from the console: the reds win.
  const flow = page.locator('#flow-title').locator('..');
  for (const name of BLACKS) {
    const form = flow.locator('form').filter({ has: page.locator('legend', { hasText: 'Mod-kill' }) });
    await form.locator('select').first().selectOption({ label: name });
    await form.locator('button[type=submit]').click();
    await expect(form.locator('select').first().locator('option', { hasText: name })).toHaveCount(0);
  }
  const reveal = postText(page, 'End of the game: reveal');
  await expect(reveal).toHaveValue(/^\[b\]Игра окончена\[\/b\]\nПобедили: Красные\./);
  for (const name of BLACKS) await expect(reveal).toHaveValue(new RegExp(`\\[\\*\\]\\[b\\]${name}\\[/b\\] — [^\\n]+ \\(Черные\\), выведен ведущим: День 1\\n`));
  await expect(reveal).toHaveValue(/\[\*\]\[b\]Алиса\[\/b\] — [^\n]+ \(Красные\) — победа/);
  await screenshot(page, info, 'forum-russian-reveal');
});
