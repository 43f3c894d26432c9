import { expect, test, type Page } from '@playwright/test';
import { screenshot, signUp, tagged } from './helpers';

/**
 * Issue #23 in the browser with a Russian ruleset: a russian-extended game hosted on a uCoz forum
 * (seed 004's engine), from its saved page to the end. Russian bold votes ("Голос: Имя") go into the
 * mayor's election, the posts for the thread are in Russian; from day 2 the host imports each day's
 * page and the town lynches one black a day by bold votes (the kernel's count, the count at the
 * close naming the lynched), until no black is left and the reds win (russian-extended-1 §8.1).
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

/** Day 1 to day 5 with the nights between: day N's posts are dated inside day N (uCoz: Moscow time). */
const TIMELINE = [
  'day 1 | 2026-11-20T07:00Z | 2026-11-21T07:00Z',
  'night 1 | 2026-11-21T07:00Z | 2026-11-21T19:00Z',
  'day 2 | 2026-11-21T19:00Z | 2026-11-22T19:00Z',
  'night 2 | 2026-11-22T19:00Z | 2026-11-23T07:00Z',
  'day 3 | 2026-11-23T07:00Z | 2026-11-24T07:00Z',
  'night 3 | 2026-11-24T07:00Z | 2026-11-24T19:00Z',
  'day 4 | 2026-11-24T19:00Z | 2026-11-25T19:00Z',
  'night 4 | 2026-11-25T19:00Z | 2026-11-26T07:00Z',
  'day 5 | 2026-11-26T07:00Z | 2026-11-27T07:00Z',
].join('\n');
/** A local date inside each day from day 2 on (07:00–11:59 UTC + 3 h). */
const DAY_DATES: Record<number, string> = { 2: '22.11.2026', 3: '23.11.2026', 4: '25.11.2026', 5: '26.11.2026' };

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
  await create.locator('textarea[name=forumPhases]').fill(TIMELINE);
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
  // A black's PM names his negative role too (part 3 N.0: laid over his civilian role); a red's does not.
  await expect(postText(page, 'Role PM: Захар')).toHaveValue(/\nНегативная роль: \[b\][^[\n]+\[\/b\]\n/);
  await expect(postText(page, 'Role PM: Алиса')).not.toHaveValue(/Негативная роль/);

  // Days 2 to 5: the host ends the phases up to the day's lynch, imports that day's page, and ends
  // the lynch: the town lynches one black a day by bold votes (every other living player votes for
  // her, she for Алиса); the reds win once no black is left.
  const phaseBar = page.locator('section.phase-bar h2');
  const endPhase = async () => {
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().includes('/trpc/forum.advance') && r.request().method() === 'POST'), forum.getByRole('button', { name: 'End this phase' }).click()]);
    expect(response.ok()).toBe(true);
  };
  const lynched: string[] = [];
  for (const [day, target] of [[2, 'Вера'], [3, 'Дина'], [4, 'Захар'], [5, 'Ирина']] as const) {
    for (let i = 0; i < 10 && !(await phaseBar.textContent())?.includes(`Day ${day} · Lynch vote`); i++) await endPhase();
    await expect(phaseBar).toContainText(`Day ${day} · Lynch vote`);
    const authors = NAMES.filter((name) => !lynched.includes(name));
    const dayPage = ucozPage(
      authors.map((author, i) => ({ id: 1000 * day + i, author, at: `${DAY_DATES[day]}, 11:${String(10 + i).padStart(2, '0')}`, html: `<b>Голос: ${author === target ? 'Алиса' : target}</b>` })),
    );
    await forum.locator('input[name=forumPages]').setInputFiles({ name: `mafia-7-day-${day}.html`, mimeType: 'text/html', buffer: Buffer.from(dayPage) });
    await forum.getByRole('button', { name: 'Import pages' }).click();
    await expect(forum.getByRole('status')).toHaveText(`${authors.length} new posts, 0 edited since, 0 already read.`);
    // The running count (seed 004: the host posts it during the vote), in Russian.
    await expect(postText(page, 'Vote count')).toHaveValue(new RegExp(`^\\[b\\]Подсчёт голосов, день ${day}\\[/b\\]`));
    await expect(postText(page, 'Vote count')).toHaveValue(new RegExp(`\\[b\\]${target}\\[/b\\] \\(${authors.length - 1}\\)`));
    await endPhase();
    lynched.push(target);
    if (day < 5) await expect(postText(page, 'Vote count at the lock')).toHaveValue(new RegExp(target));
  }

  const reveal = postText(page, 'End of the game: reveal');
  await expect(reveal).toHaveValue(/^\[b\]Игра окончена\[\/b\]\nПобедили: Красные\./);
  for (const [i, name] of BLACKS.entries()) await expect(reveal).toHaveValue(new RegExp(`\\[\\*\\]\\[b\\]${name}\\[/b\\] — [^\\n,]+, [^\\n]+ \\(Черные\\), линчеван: День ${i + 2}\\n`));
  await expect(reveal).toHaveValue(/\[\*\]\[b\]Алиса\[\/b\] — [^\n]+ \(Красные\) — победа/);
  await screenshot(page, info, 'forum-russian-reveal');
});
