/**
 * Issue #23 with a Russian ruleset: a russian-extended game hosted on a uCoz forum (seed 004's
 * engine), its pages in Russian. Votes are written the way Russian forums write them ("Голос: Имя",
 * "Снимаю голос", bold), read with the ruleset's vote kernel (the mayor's election; its ballots are
 * final, russian-extended-4 V-2),
 * times read in the forum's zone (uCoz prints none), and the host's posts come in Russian.
 */
import { describe, expect, it } from 'vitest';
import { signedUp, useServer, type Client } from './helpers';

const ctx = useServer();
const url = () => ctx().server.url;
const NAMES = ['Алиса', 'Борис', 'Вера', 'Глеб', 'Дина', 'Егор', 'Жанна', 'Захар', 'Ирина', 'Кирилл', 'Лада', 'Макар'];
const DAYS = ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница', 'Суббота', 'Воскресенье'];

/** A saved page of a uCoz forum thread, in the markup of packages/forum/test/fixtures/ucoz (local times, no zone). */
function ucozPage(posts: { id: number; number: number; author: string; at: string; html: string }[]): string {
  const rows = posts.map((post) => {
    const [date = '', time = ''] = post.at.split(' ');
    const [d, m, y] = date.split('.').map(Number) as [number, number, number];
    const weekday = DAYS[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
    return `<tr><td><a name="${post.id}"></a>
<table border="0" width="100%" cellspacing="1" cellpadding="2" class="postTable" id="post${post.id}">
<tr><td width="23%" class="postTdTop" align="center"><a class="postUser" href="javascript://" rel="nofollow">${post.author}</a></td>
<td class="postTdTop"><div style="float:right" class="postNumberLink">Сообщение # <a rel="nofollow" name="${post.id}" class="postNumberLink" href="javascript://">${post.number}</a></div>Дата: ${weekday}, ${date}, ${time}</td></tr>
<tr><td class="postTdInfo" valign="top"><div class="postRankName">Игрок</div></td><td class="posttdMessage" valign="top"><span class="ucoz-forum-post" id="ucoz-forum-post-${post.id}" edit-url="">${post.html}</span></td></tr>
</table></td></tr>`;
  });
  return `<html><head><meta http-equiv="content-type" content="text/html; charset=UTF-8"><title>Мафия 7 - Форум</title>
<script type="text/javascript" src="//s1.ucoz.net/src/jquery-1.12.4.min.js"></script></head>
<body><div class="forumContent"><table border="0" width="100%" cellspacing="1" cellpadding="0" class="gTable" id="topic_7">
${rows.join('\n')}
</table></div><div align="center"><span class="pbkT7Dc1">Хостинг от <a href="https://www.ucoz.ru/">uCoz</a></span></div></body></html>`;
}

/** The thread's timeline in Moscow time (10:00 local is 07:00Z): day 1 to day 3. */
const TIMELINE = [
  { kind: 'day' as const, number: 1, startsAt: '2026-11-20T07:00Z', endsAt: '2026-11-21T07:00Z' },
  { kind: 'night' as const, number: 1, startsAt: '2026-11-21T07:00Z', endsAt: '2026-11-21T19:00Z' },
  { kind: 'day' as const, number: 2, startsAt: '2026-11-21T19:00Z', endsAt: '2026-11-22T19:00Z' },
  { kind: 'night' as const, number: 2, startsAt: '2026-11-22T19:00Z', endsAt: '2026-11-23T07:00Z' },
  { kind: 'day' as const, number: 3, startsAt: '2026-11-23T07:00Z', endsAt: '2026-11-24T07:00Z' },
];

async function russianForumGame(host: Client): Promise<string> {
  const created = await host.api.forum.create.mutate({
    title: 'Мафия 7',
    rulesetId: 'russian-extended',
    setupId: 'standard',
    seed: 'forum-ru',
    forum: {
      players: NAMES.map((name) => ({ name })),
      hosts: ['Ведущий'],
      // Moscow time on the forum: 10:00 local is 07:00Z.
      phases: [
        { kind: 'day', number: 1, startsAt: '2026-11-20T07:00Z', endsAt: '2026-11-21T07:00Z' },
        { kind: 'night', number: 1, startsAt: '2026-11-21T07:00Z', endsAt: '2026-11-21T19:00Z' },
      ],
      minPosts: 1,
      language: 'ru',
      utcOffset: '+03:00',
    },
  });
  if (!created.ok || !created.gameId) throw new Error(JSON.stringify(created));
  return created.gameId;
}

describe('a Russian ruleset on a uCoz forum (issue #23, seed 004)', () => {
  it('reads Russian bold votes into the mayor election, flags by the forum zone, and writes the posts in Russian', async () => {
    const host = await signedUp(url());
    const gameId = await russianForumGame(host);
    // The seeded deal (no roles given): the host reads it in the role PMs.
    const seats = (await host.api.forum.get.query({ gameId })).seats;
    expect(seats.map((s) => s.name)).toEqual(NAMES);
    const page = ucozPage([
      { id: 901, number: 1, author: 'Ведущий', at: '20.11.2026 10:00', html: '<b>Начинается день 1.</b> Выбираем мэра.' },
      { id: 902, number: 2, author: 'Алиса', at: '20.11.2026 10:30', html: 'Я за Бориса.<br /><b>Голос: Борис</b>' },
      { id: 903, number: 3, author: 'Вера', at: '20.11.2026 11:00', html: '<b>Голосую за Алиса</b>' },
      { id: 904, number: 4, author: 'Глеб', at: '20.11.2026 11:30', html: 'Голос: Борис' },
      { id: 905, number: 5, author: 'Вера', at: '20.11.2026 12:00', html: '<b>Снимаю голос</b>' },
      { id: 906, number: 6, author: 'Прохожий', at: '20.11.2026 12:30', html: 'А можно мне поиграть?' },
      // 23:00 Moscow is 20:00Z on the 21st: after night 1 ended, so outside the timeline for now.
      { id: 907, number: 7, author: 'Дина', at: '21.11.2026 23:00', html: 'Ночью не сплю.' },
    ]);
    // Day 1 opens with the discussion: the votes wait for the election to open (part 4 §5).
    const first = await host.api.forum.importPages.mutate({ gameId, pages: [{ name: 'page-1.html', content: page }] });
    expect(first).toMatchObject({ ok: true, added: 7, engine: 'ucoz' });
    expect(first.report?.posts.find((p) => p.number === 2)?.outcome).toBeNull();
    const election = await host.api.forum.advance.mutate({ gameId });
    expect(election.ok).toBe(true);
    const view = (await host.api.host.view.query({ gameId })).view;
    expect(view?.clock.step).toBe('election');
    const poll = view?.polls.find((p) => p.id === 'election');
    // Алиса (s1) votes Борис (s2), Вера (s3) Алиса; Глеб's plain vote is not bold. A ballot of the
    // election is final (russian-extended-4 V-2): Вера's unvote is refused by the vote kernel.
    expect(poll?.ballots.map((b) => [b.voter, b.targets])).toEqual([
      ['s1', ['s2']],
      ['s3', ['s1']],
    ]);
    const report = election.report;
    expect(report?.posts.find((p) => p.number === 4)?.outcome).toMatchObject({ status: 'counted', votes: [{ counted: false, reason: 'not-bold' }] });
    expect(report?.posts.find((p) => p.number === 5)?.outcome).toMatchObject({ votes: [{ counted: false, rejection: { code: 'vote-final' } }] });
    // Times are read in the forum's zone: Дина's post is past the timeline (it waits), Прохожий is no player.
    expect(report?.flags.map((f) => [f.code, f.author])).toEqual([
      ['non-player-post', 'Прохожий'],
      ['outside-phase', 'Дина'],
    ]);
    expect(report?.posts.find((p) => p.number === 7)?.outcome).toBeNull();

    // The posts, in Russian: the role PMs with the ruleset's Russian role names and team texts.
    const { posts, language } = await host.api.forum.posts.query({ gameId });
    expect(language).toBe('ru');
    const pm = posts.find((p) => p.kind === 'role-pm' && p.seat === 's1')?.bbcode ?? '';
    expect(pm.split('\n')[0]).toBe('[b]Роль для игрока Алиса[/b]');
    expect(pm).toContain('Ваша роль: [b]');
    expect(posts.find((p) => p.kind === 'players')?.bbcode.split('\n')[0]).toBe('[b]Список игроков (12):[/b]');
  });
});

describe('atomic imports: a crash between a post\'s ballot and its mark (issue #23 follow-up)', () => {
  it('resumes from the post\'s journal: a ballot that reached the game is not cast again, one that did not is sent', async () => {
    const host = await signedUp(url());
    const gameId = await russianForumGame(host);
    const page = ucozPage([
      { id: 911, number: 1, author: 'Алиса', at: '20.11.2026 10:30', html: '<b>Голос: Борис</b>' },
      { id: 912, number: 2, author: 'Вера', at: '20.11.2026 11:00', html: '<b>Голосую за Алиса</b>' },
    ]);
    await host.api.forum.importPages.mutate({ gameId, pages: [{ name: 'page-1.html', content: page }] });
    const opened = await host.api.forum.advance.mutate({ gameId });
    const first = opened.report?.posts.find((p) => p.number === 1);
    expect(first?.outcome).toMatchObject({ status: 'counted', votes: [{ counted: true }] });
    const db = ctx().db.prisma;
    const row = { gameId_forumPostId: { gameId, forumPostId: first?.id ?? '' } };
    const day1 = { kind: 'day', number: 1 };

    // The state a crash leaves after Алиса's ballot (election history entry 0) and before her post's
    // mark: the journal written just before the ballot was sent. Election ballots are final (V-2),
    // so casting it again would be refused and the post would read "vote-final".
    const body = (await db.forumPost.findUniqueOrThrow({ where: row })).body;
    await db.forumPost.update({ where: row, data: { outcome: { status: 'applying', phase: day1, seat: 's1', body, done: 0, votes: [], next: { poll: 'election', history: 0 } } } });
    // The state a crash leaves before Глеб's ballot was sent: journalled, not in the game.
    await db.forumPost.create({
      data: {
        gameId,
        forumPostId: '913',
        number: 3,
        author: 'Глеб',
        body: '[b]Голос: Вера[/b]',
        postedAt: new Date('2026-11-20T09:00Z'),
        importedAt: new Date(),
        outcome: { status: 'applying', phase: day1, seat: 's4', body: '[b]Голос: Вера[/b]', done: 0, votes: [], next: { poll: 'election', history: 2 } },
      },
    });
    const pending = await host.api.forum.get.query({ gameId });
    expect(pending.report.pending).toBe(2);

    // The next import (or any forum mutation) settles what waits.
    const resumed = await host.api.forum.updateSetup.mutate({ gameId });
    expect(resumed.report?.pending).toBe(0);
    expect(resumed.report?.posts.find((p) => p.number === 1)?.outcome).toMatchObject({ status: 'counted', votes: [{ counted: true, target: 's2' }] });
    expect(resumed.report?.posts.find((p) => p.number === 3)?.outcome).toMatchObject({ status: 'counted', votes: [{ counted: true, target: 's3' }] });
    const poll = (await host.api.host.view.query({ gameId })).view?.polls.find((p) => p.id === 'election');
    // One ballot each, Алиса's once: the history holds exactly the three casts.
    expect(poll?.ballots.map((b) => [b.voter, b.targets])).toEqual([
      ['s1', ['s2']],
      ['s3', ['s1']],
      ['s4', ['s3']],
    ]);
    expect(poll?.history.map((h) => [h.kind, h.voter])).toEqual([
      ['cast', 's1'],
      ['cast', 's3'],
      ['cast', 's4'],
    ]);
    // The count post is the kernel's tally of the election (its spec: plurality, one place): one ballot each, a three-way tie.
    const count = (await host.api.forum.posts.query({ gameId })).posts.find((p) => p.kind === 'vote-count')?.bbcode ?? '';
    expect(count.split('\n').filter((line) => !line.startsWith('Не голосуют'))).toEqual([
      '[b]Подсчёт голосов, день 1[/b]',
      '[b]Борис[/b] (1): Алиса',
      '[b]Алиса[/b] (1): Вера',
      '[b]Вера[/b] (1): Глеб',
      'Решает наибольшее число голосов (выбирается: 1).',
      'Поровну: Алиса, Борис, Вера.',
    ]);
  });
});

describe('a post edited after its votes were counted (seed 001 rule 3)', () => {
  it('is re-read: a changed vote is listed for the host and not applied; an edit that keeps the votes is not listed', async () => {
    const host = await signedUp(url());
    const gameId = await russianForumGame(host);
    const page = ucozPage([
      { id: 921, number: 1, author: 'Алиса', at: '20.11.2026 10:30', html: '<b>Голос: Борис</b>' },
      { id: 922, number: 2, author: 'Вера', at: '20.11.2026 11:00', html: 'Думаю.<br /><b>Голосую за Алиса</b>' },
    ]);
    await host.api.forum.importPages.mutate({ gameId, pages: [{ name: 'page-1.html', content: page }] });
    const opened = await host.api.forum.advance.mutate({ gameId });
    expect(opened.report?.editedVotes).toEqual([]);
    // A later copy of the page carries both posts edited (what forum.importPages stores for an edit).
    const db = ctx().db.prisma;
    const edit = (number: number, body: string) => db.forumPost.updateMany({ where: { gameId, number }, data: { body, editedAt: new Date('2026-11-20T09:00Z') } });
    await edit(1, '[b]Голос: Вера[/b]');
    await edit(2, 'Передумал писать.\n[b]Голосую за Алиса[/b]');
    const report = (await host.api.forum.updateSetup.mutate({ gameId })).report;
    expect(report?.editedVotes).toEqual([{ id: '921', number: 1, author: 'Алиса', applied: ['Голос: Борис'], now: ['Голос: Вера'] }]);
    // The vote as applied stays: the edit moves nothing.
    const poll = (await host.api.host.view.query({ gameId })).view?.polls.find((p) => p.id === 'election');
    expect(poll?.ballots.map((b) => [b.voter, b.targets])).toEqual([
      ['s1', ['s2']],
      ['s3', ['s1']],
    ]);
  });
});

describe('the Russian forum game played past the election (issue #23 follow-up)', () => {
  it('lynches through imported posts from day 2 to the reds\' win: counted and decided by the kernel\'s plurality', async () => {
    const host = await signedUp(url());
    const gameId = await russianForumGame(host);
    await host.api.forum.updateSetup.mutate({ gameId, phases: TIMELINE.slice(0, 3) });
    // Day 1 (discussion, election, evening) and a quiet night 1, then day 2's discussion and the
    // witch-hunt approval nobody asked for (part 4 §5): the lynch opens.
    for (const step of ['election', 'evening', 'actions', 'discussion', 'hunt-approval', 'lynch']) {
      expect((await host.api.forum.advance.mutate({ gameId })).ok).toBe(true);
      expect((await host.api.host.view.query({ gameId })).view?.clock.step).toBe(step);
    }
    // The seeded deal's blacks are Вера, Дина, Захар, Ирина (the role PMs tell the host).
    const voters: [string, string][] = [
      ['Алиса', 'Вера'], ['Борис', 'Вера'], ['Глеб', 'Вера'], ['Егор', 'Вера'], ['Жанна', 'Вера'], ['Кирилл', 'Вера'],
      ['Вера', 'Глеб'], ['Дина', 'Глеб'], ['Захар', 'Глеб'], ['Ирина', 'Глеб'],
    ];
    const page = ucozPage(voters.map(([author, target], i) => ({ id: 940 + i, number: i + 1, author, at: `22.11.2026 10:${String(i).padStart(2, '0')}`, html: `<b>Голос: ${target}</b>` })));
    const imported = await host.api.forum.importPages.mutate({ gameId, pages: [{ name: 'day-2.html', content: page }] });
    expect(imported.report?.posts.every((p) => p.outcome?.status === 'counted')).toBe(true);
    const running = (await host.api.forum.posts.query({ gameId })).posts.find((p) => p.kind === 'vote-count')?.bbcode ?? '';
    expect(running.split('\n')[0]).toBe('[b]Подсчёт голосов, день 2[/b]');
    expect(running).toContain('[b]Вера[/b] (6): Алиса, Борис, Глеб, Егор, Жанна, Кирилл');
    expect(running).toContain('[b]Глеб[/b] (4): Вера, Дина, Захар, Ирина');
    expect(running).toContain('Не голосуют (2): Лада, Макар');
    expect(running).toContain('Лидирует: Вера.');

    // The lynch closes: the kernel's leader is lynched, and the count at the close names her.
    expect((await host.api.forum.advance.mutate({ gameId })).ok).toBe(true);
    const view = (await host.api.host.view.query({ gameId })).view;
    expect(view?.seats.find((s) => s.name === 'Вера')?.alive).toBe(false);
    const { posts } = await host.api.forum.posts.query({ gameId });
    expect(posts.find((p) => p.kind === 'lock-count')?.bbcode.split('\n')[0]).toContain('Вера');

    // Days 3 to 5 the same way, each after a quiet night: the town lynches Дина, Захар, Ирина and
    // the game ends by the ruleset's own win (the reds, once no black is left: russian-extended-1).
    const living = (all: string[], dead: string[]) => all.filter((name) => !dead.includes(name));
    const lynched = ['Вера'];
    for (const [day, target] of [[3, 'Дина'], [4, 'Захар'], [5, 'Ирина']] as const) {
      const phases = (await host.api.forum.get.query({ gameId })).setup.phases;
      const nightStart = Date.parse(phases[phases.length - 1]?.endsAt ?? '');
      const dayStart = nightStart + 12 * 3_600_000;
      const iso = (ms: number) => new Date(ms).toISOString().slice(0, 16) + 'Z';
      await host.api.forum.updateSetup.mutate({
        gameId,
        phases: [
          ...phases,
          { kind: 'night', number: day - 1, startsAt: iso(nightStart), endsAt: iso(dayStart) },
          { kind: 'day', number: day, startsAt: iso(dayStart), endsAt: iso(dayStart + 24 * 3_600_000) },
        ],
      });
      // uCoz prints Moscow time (+03:00): an hour into the day, one post a minute.
      const local = (i: number) => {
        const at = new Date(dayStart + (3 * 60 + 60 + i) * 60_000).toISOString();
        return `${at.slice(8, 10)}.${at.slice(5, 7)}.${at.slice(0, 4)} ${at.slice(11, 16)}`;
      };
      for (let i = 0; i < 10 && (await host.api.host.view.query({ gameId })).view?.clock.step !== 'lynch'; i++) {
        expect((await host.api.forum.advance.mutate({ gameId })).ok).toBe(true);
      }
      expect((await host.api.host.view.query({ gameId })).view?.clock.phase).toEqual({ kind: 'day', number: day });
      const authors = living(NAMES, lynched);
      const dayPage = ucozPage(authors.map((author, i) => ({ id: 1000 * day + i, number: 100 * day + i, author, at: local(i), html: `<b>Голос: ${author === target ? 'Алиса' : target}</b>` })));
      await host.api.forum.importPages.mutate({ gameId, pages: [{ name: `day-${day}.html`, content: dayPage }] });
      expect((await host.api.forum.advance.mutate({ gameId })).ok).toBe(true);
      lynched.push(target);
      expect((await host.api.host.view.query({ gameId })).view?.seats.find((s) => s.name === target)?.alive).toBe(false);
    }
    const end = await host.api.forum.posts.query({ gameId });
    expect(end.posts.find((p) => p.kind === 'reveal')?.bbcode).toMatch(/^\[b\]Игра окончена\[\/b\]\nПобедили: Красные\./);
  });
});

describe('Russian nights with the host\'s actions (issue #23: seed 004 rulings on a forum game)', () => {
  it('the host enters each night\'s moves from the role PMs; the nights resolve as seed 004 rules (MAF-1, MAN-1, DOC-1, DOC-2, COM-1, COM-2)', async () => {
    const host = await signedUp(url());
    const gameId = await russianForumGame(host);
    await host.api.forum.updateSetup.mutate({ gameId, phases: TIMELINE });
    const hostView = async () => {
      const view = (await host.api.host.view.query({ gameId })).view;
      if (!view) throw new Error('no host view');
      return view;
    };
    const advanceTo = async (step: string, kind: 'day' | 'night') => {
      for (let i = 0; i < 10; i++) {
        const { clock } = await hostView();
        if (clock.step === step && clock.phase.kind === kind) return;
        expect((await host.api.forum.advance.mutate({ gameId })).ok).toBe(true);
      }
      throw new Error(`${kind} ${step} not reached`);
    };
    // The seeded deal, as the host reads it in the role PMs.
    const seats = (await hostView()).seats;
    const byRole = (role: string) => seats.find((s) => s.role === role && s.faction === 'red')?.id ?? '';
    const byNegative = (negative: string) => seats.filter((s) => s.attributes?.['negative'] === negative).map((s) => s.id);
    const [doctor, commissar] = [byRole('doctor'), byRole('commissar')];
    const [mafioso] = byNegative('mafia');
    const [maniac] = byNegative('maniac');
    const citizens = seats.filter((s) => s.faction === 'red' && s.role === 'citizen').map((s) => s.id);
    const [victim, saved] = citizens;
    if (!mafioso || !maniac || !victim || !saved) throw new Error('the standard deal lacks a role');
    const nameOf = (seat: string) => seats.find((s) => s.id === seat)?.name ?? seat;

    // Night 1 (odd: the mafia's night, MAF-1): the mafioso shoots a citizen (no insurance), the doctor
    // heals someone else, the commissar checks the maniac.
    await advanceTo('actions', 'night');
    for (const [seat, ability, targets, options] of [
      [mafioso, 'shoot', [victim], { insurance: 'off' }],
      [doctor, 'heal', [saved], undefined],
      [commissar, 'check', [maniac], undefined],
    ] as const) {
      expect(await host.api.host.correctAction.mutate({ gameId, seat, ability, targets: [...targets], ...(options ? { options } : {}) })).toMatchObject({ ok: true });
    }
    await advanceTo('discussion', 'day');
    let view = await hostView();
    expect(view.seats.find((s) => s.id === victim)?.alive).toBe(false);
    // DOC-2: nobody attacked the healed player: "miss". COM-1, COM-2: the check passed, black to him.
    const publicLines = (key: string, night: number) => view.notices.filter((n) => n.key === key && n.phase.kind === 'night' && n.phase.number === night).map((n) => n.params);
    expect(publicLines('morning.doctor', 1)).toContainEqual(expect.objectContaining({ outcome: 'miss' }));
    expect(publicLines('morning.commissar', 1)).toContainEqual(expect.objectContaining({ outcome: 'passed' }));
    // COM-1: the commissar's own result (the host sees every seat's notices): the maniac is black.
    const checks = view.notices.flatMap((n) => (n.result?.['kind'] === 'check' ? [n.result] : []));
    expect(checks).toContainEqual(expect.objectContaining({ kind: 'check', target: maniac, colour: 'black' }));
    // The forum's night post names the victim, in Russian.
    const nightPost = (await host.api.forum.posts.query({ gameId })).posts.filter((p) => p.kind === 'night-results').at(-1)?.bbcode ?? '';
    expect(nightPost).toContain(nameOf(victim));

    // Day 2: the town lynches the black with no negative move (every living player votes for him).
    const blank = byNegative('none')[0] ?? '';
    await advanceTo('lynch', 'day');
    const living = view.seats.filter((s) => s.alive).map((s) => s.name);
    const page = ucozPage(living.map((author, i) => ({ id: 2000 + i, number: 200 + i, author, at: `22.11.2026 21:${String(i).padStart(2, '0')}`, html: `<b>Голос: ${author === nameOf(blank) ? nameOf(doctor) : nameOf(blank)}</b>` })));
    await host.api.forum.importPages.mutate({ gameId, pages: [{ name: 'day-2.html', content: page }] });

    // Night 2 (even: the maniac's night, MAN-1): the maniac shoots the citizen the doctor heals: he
    // lives and the public line is "hit" (DOC-1, DOC-2).
    await advanceTo('actions', 'night');
    view = await hostView();
    expect(view.seats.find((s) => s.id === blank)?.alive).toBe(false);
    for (const [seat, ability, targets] of [
      [maniac, 'shoot', [saved]],
      [doctor, 'heal', [saved]],
    ] as const) {
      expect(await host.api.host.correctAction.mutate({ gameId, seat, ability, targets: [...targets], options: ability === 'shoot' ? { insurance: 'off' } : undefined })).toMatchObject({ ok: true });
    }
    // The mafia's move on the maniac's night is refused (MAF-1: odd nights only).
    expect(await host.api.host.correctAction.mutate({ gameId, seat: mafioso, ability: 'shoot', targets: [doctor], options: { insurance: 'off' } })).toMatchObject({ ok: false, rejection: { code: 'no-shot-tonight' } });
    await advanceTo('discussion', 'day');
    view = await hostView();
    expect(view.seats.find((s) => s.id === saved)?.alive).toBe(true);
    expect(publicLines('morning.doctor', 2)).toContainEqual(expect.objectContaining({ outcome: 'hit' }));
  });
});
