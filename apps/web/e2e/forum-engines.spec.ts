import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { endForumPhase, forumNightKill, fillGame12ForumForm, GAME_12_DAY_1_COUNT, forumPostText as postText, signUp, tagged } from './helpers';

/**
 * Issue #23, done-when: "for each engine, a saved multi-page thread fixture ... gives the right count
 * and flags through the CLI and the client". forum-games.spec.ts plays the XenForo 2 pages to the end;
 * here the same thread saved from phpBB 3, vBulletin 4 and uCoz (packages/forum/test/fixtures; the
 * CLI's check is apps/cli/test/forum.test.ts) is imported through the forum console, pages in reverse
 * order, and must give XenForo's count and flags: seed 001 rule 6's bold votes with aliases and quoted
 * votes ignored, rule 3's edit, rule 2's night post; then day 2's dead player's post (rule 5) and
 * rule 13's activity minimum.
 */

const fixture = (engine: string, file: string) => fileURLToPath(new URL(`../../../packages/forum/test/fixtures/${engine}/${file}`, import.meta.url));

// uCoz prints local times without a zone: the thread's forum is in Moscow time (the host says so).
for (const { engine, utcOffset } of [{ engine: 'phpbb3' }, { engine: 'vbulletin4' }, { engine: 'ucoz', utcOffset: '+03:00' }] as { engine: string; utcOffset?: string }[]) {
  test(`${engine}: the saved thread's pages give the count and the flags`, async ({ page }) => {
    await signUp(page, `fe${engine.slice(0, 3)}${tagged()}`);
    await fillGame12ForumForm(page, { title: `Game 12 (${engine})`, ...(utcOffset ? { utcOffset } : {}) });

    const forum = page.locator('#forum-title').locator('..');
    await forum.locator('input[name=forumPages]').setInputFiles([fixture(engine, 'page-2.html'), fixture(engine, 'page-1.html')]);
    await forum.getByRole('button', { name: 'Import pages' }).click();
    await expect(forum.getByRole('status')).toHaveText('12 new posts, 0 edited since, 0 already read.');
    const flags = forum.getByRole('list', { name: 'To look at' });
    await expect(flags).toContainText('post 4 by Bad Ash: edited');
    await expect(flags).toContainText('post 10 by Dredd: posted at night');
    await expect(postText(page, 'Vote count')).toHaveValue(GAME_12_DAY_1_COUNT);

    // Day 1 ends (Dredd lynched); night 1 the goons kill Zarniwoop: his day-2 post is a dead player's (rule 5).
    await endForumPhase(page);
    await forumNightKill(page, 'Noodle', 'Zarniwoop');
    await endForumPhase(page);
    await expect(flags).toContainText('post 12 by Zarniwoop: posted while dead');
    await expect(forum.getByRole('list', { name: 'Under the activity minimum' })).toContainText('Day 1: Bad Ash, 1 of 2 posts');
  });
}
