import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { endForumPhase as endPhase, expectAccessible, fillGame12ForumForm, GAME_12_DAY_1_COUNT, forumPostText as postText, forumNightKill as nightKill, screenshot, signUp, tagged } from './helpers';

/**
 * Issue #23 in the browser: a Gorny game played on an external forum, to the end. The host creates
 * it with the thread's players (seed 001's game 12, `packages/forum/test/fixtures`), imports the
 * saved XenForo pages (twice: nothing is added), reads the count and the flags, sends the night
 * kills from the role PMs, ends the phases, and copies the posts, checked against seed 001's
 * Templates and rules 2, 3, 5, 6, 7 and 13.
 */

const fixture = (file: string) => fileURLToPath(new URL(`../../../packages/forum/test/fixtures/xenforo2/${file}`, import.meta.url));

test('a Gorny game on an external forum, from saved XenForo pages to the reveal', async ({ page }, info) => {
  await signUp(page, `fh${tagged()}`);
  await fillGame12ForumForm(page, { title: 'Game 12', beforeSubmit: () => screenshot(page, info, 'forum-create') });

  // Import both pages in one go, page 2 first: the order does not matter.
  const forum = page.locator('#forum-title').locator('..');
  await forum.locator('input[name=forumPages]').setInputFiles([fixture('page-2.html'), fixture('page-1.html')]);
  await forum.getByRole('button', { name: 'Import pages' }).click();
  await expect(forum.getByRole('status')).toHaveText('12 new posts, 0 edited since, 0 already read.');
  // Seed 001 rule 3 (no edits) and rule 2 (no night posts): flagged for the host.
  const flags = forum.getByRole('list', { name: 'To look at' });
  await expect(flags).toContainText('post 4 by Bad Ash: edited');
  await expect(flags).toContainText('post 10 by Dredd: posted at night');
  // Seed 001 Templates "Vote Tallies" with rule 6's bold votes, aliases ("Noods", "Ash") and rule 7's numbers.
  await expect(postText(page, 'Vote count')).toHaveValue(GAME_12_DAY_1_COUNT);
  await expectAccessible(page, 'forum console');
  await screenshot(page, info, 'forum-console');

  // The same pages again: every post was read before, nothing moves.
  await forum.locator('input[name=forumPages]').setInputFiles([fixture('page-1.html'), fixture('page-2.html')]);
  await forum.getByRole('button', { name: 'Import pages' }).click();
  await expect(forum.getByRole('status')).toHaveText('0 new posts, 0 edited since, 12 already read.');

  // Day 1 ends: Dredd has the majority (seed 001 rule 7). Night 1: the goons' PM says "kill Zarniwoop".
  await endPhase(page);
  await nightKill(page, 'Noodle', 'Zarniwoop');
  await endPhase(page);
  await expect(postText(page, 'Night results')).toHaveValue('[b]Night 1 is over[/b]\n[b]Zarniwoop[/b] was found dead — Vanilla Townie (Town).');
  await expect(postText(page, 'Phase start')).toHaveValue(
    '[b]Day 2 begins[/b]\n[b]Zarniwoop[/b] has died — Vanilla Townie (Town), killed Night 1\nWith 5 alive, 3 votes is a majority.\n4 votes locks the vote.\nThe phase ends at 2026-11-23T06:00Z.',
  );
  // Zarniwoop's day-2 post is a dead player's (seed 001 rule 5); rule 13: day 1's quiet players.
  await expect(flags).toContainText('post 12 by Zarniwoop: posted while dead');
  await expect(forum.getByRole('list', { name: 'Under the activity minimum' })).toContainText('Day 1: Bad Ash, 1 of 2 posts');
  await expect(postText(page, 'Role PM: Noodle')).toHaveValue(/You are \[b\]Mafia Goon\[\/b\] \(Mafia\)\.[\s\S]*Your team: Bad Ash\./);

  // Day 2 passes without a majority; night 2 the goons kill Leo: two goons against two townies, the mafia wins.
  await endPhase(page);
  await nightKill(page, 'Bad Ash', 'Leopold Stotch');
  await endPhase(page);
  await expect(postText(page, 'End of the game: reveal')).toHaveValue(
    [
      '[b]Game over[/b]',
      'The winners: Mafia.',
      '[list=1]',
      '[*][b]Noodle[/b] — Mafia Goon (Mafia) — won',
      '[*][b]Bad Ash[/b] — Mafia Goon (Mafia) — won',
      '[*][b]Leopold Stotch[/b] — Cop (Town), killed Night 2',
      '[*][b]Pyrotechnician[/b] — Doctor (Town)',
      '[*][b]Caluin Grey[/b] — Vanilla Townie (Town)',
      '[*][b]Zarniwoop[/b] — Vanilla Townie (Town), killed Night 1',
      '[*][b]Dredd[/b] — Vanilla Townie (Town), lynched Day 1',
      '[/list]',
    ].join('\n'),
  );
  await screenshot(page, info, 'forum-posts');
});
