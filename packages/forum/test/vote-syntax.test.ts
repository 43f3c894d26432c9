import { describe, expect, it } from 'vitest';
import { parsePostVotes } from '../src';
import type { ForumPlayer, PostVoteRejectionCode } from '../src';

// The seed's own cast (seed 001, Part 2 example), plus two players sharing the alias "G"
// so that an ambiguous name can occur.
const players: ForumPlayer[] = [
  { id: 'noodle', name: 'Noodle' },
  { id: 'bad-ash', name: 'Bad Ash', aliases: ['Ash'] },
  { id: 'leopold', name: 'Leopold Stotch', aliases: ['Leo'] },
  { id: 'gorny', name: 'Gorny', aliases: ['G'] },
  { id: 'caluin', name: 'Caluin Grey', aliases: ['G', 'Grey'] },
  { id: 'dredd', name: 'Dredd' },
  { id: 'ivan', name: 'Иван' },
];

interface Row {
  readonly body: string;
  /** `vote <id>`, `unvote <id>` or `unvote` (no name), in order. */
  readonly commands?: readonly string[];
  readonly rejections?: readonly PostVoteRejectionCode[];
  readonly spoilerVotes?: 'count';
}

const rows: Record<string, Row> = {
  // Seed 001 rule 6, the examples verbatim.
  'seed: "Vote: Dredd (Correct)", bolded': { body: '[b]Vote: Dredd[/b] (Correct)', commands: ['vote dredd'] },
  'seed: "Unvote: Dredd (Correct)", bolded': { body: '[b]Unvote: Dredd[/b] (Correct)', commands: ['unvote dredd'] },
  'seed: "Vote: Dredd (Incorrect, not bolded)"': { body: 'Vote: Dredd (Incorrect, not bolded)', rejections: ['not-bold'] },
  'seed: "Unvote: Dredd (Incorrect, not bolded)"': { body: 'Unvote: Dredd (Incorrect, not bolded)', rejections: ['not-bold'] },
  'seed: "V or v: Dredd"': { body: 'V or v: Dredd (Incorrect, the entire word Vote needs to be there)', rejections: ['abbreviated'] },
  'seed: "UV or uv: Dredd"': {
    body: 'UV or uv: Dredd (Incorrect, the entire phrase Unvote or Un Vote needs to be there)',
    rejections: ['abbreviated'],
  },
  // Abbreviations stay wrong when bolded.
  'bold "V: Dredd"': { body: '[b]V: Dredd[/b]', rejections: ['abbreviated'] },
  'bold "v: Dredd"': { body: '[b]v: Dredd[/b]', rejections: ['abbreviated'] },
  'bold "UV: Dredd"': { body: '[b]UV: Dredd[/b]', rejections: ['abbreviated'] },
  'bold "uv" alone': { body: '[b]uv[/b]', rejections: ['abbreviated'] },
  'bold "v Dredd" without colon': { body: '[b]v Dredd[/b]', rejections: ['abbreviated'] },
  'bold "V for Vendetta" is not a vote at all': { body: '[b]V for Vendetta[/b] is a good film' },
  // Written-out keywords.
  'bare unvote': { body: '[b]Unvote[/b]', commands: ['unvote'] },
  '"Un Vote" as two words': { body: '[b]Un Vote[/b]', commands: ['unvote'] },
  '"Un Vote: Dredd"': { body: '[b]Un Vote: Dredd[/b]', commands: ['unvote dredd'] },
  '"Un-vote"': { body: '[b]Un-vote[/b]', commands: ['unvote'] },
  'upper-case tag, lower-case keyword and name': { body: '[B]vote: dredd[/B]', commands: ['vote dredd'] },
  'all capitals': { body: '[b]VOTE: NOODLE[/b]', commands: ['vote noodle'] },
  'colour inside bold': { body: '[b][color=red]Vote: Dredd[/color][/b]', commands: ['vote dredd'] },
  'bold inside colour and size': { body: '[size=5][color=#ff0000][b]Vote: Dredd[/b][/color][/size]', commands: ['vote dredd'] },
  'italic inside bold': { body: '[b][i]Vote: Dredd[/i][/b]', commands: ['vote dredd'] },
  'colon is optional': { body: '[b]Vote Dredd[/b]', commands: ['vote dredd'] },
  'extra spaces everywhere': { body: '[b]   Vote  :   Dredd   [/b]', commands: ['vote dredd'] },
  'keyword and name bolded separately': { body: '[b]Vote:[/b] [b]Dredd[/b]', commands: ['vote dredd'] },
  'trailing full stop': { body: '[b]Vote: Dredd.[/b]', commands: ['vote dredd'] },
  'HTML <b>': { body: '<b>Vote: Dredd</b>', commands: ['vote dredd'] },
  'HTML <strong>': { body: '<p>I am sure.</p><p><strong>vote: noodle</strong></p>', commands: ['vote noodle'] },
  'HTML entity between keyword and name': { body: '<b>Vote:&nbsp;Dredd</b>', commands: ['vote dredd'] },
  'HTML line breaks separate commands': { body: '<b>Vote: Dredd</b><br><b>Unvote</b>', commands: ['vote dredd', 'unvote'] },
  'XenForo mention as the name': { body: '[b]Vote: [USER=12]@Dredd[/USER][/b]', commands: ['vote dredd'] },
  // Not bold.
  'italic is not bold': { body: '[i]Vote: Dredd[/i]', rejections: ['not-bold'] },
  'only the name bolded': { body: 'Vote: [b]Dredd[/b]', rejections: ['not-bold'] },
  'only the keyword bolded': { body: '[b]Vote:[/b] Dredd', rejections: ['partly-bold'] },
  'escaped HTML is plain text': { body: '&lt;b&gt;Vote: Dredd&lt;/b&gt;', rejections: ['not-bold'] },
  'plain "vote Dredd" on its own line': { body: 'Fine.\nvote Dredd', rejections: ['not-bold'] },
  'chatter about voting is not a vote': { body: 'I think we should vote Dredd today, or vote Noodle.' },
  'bold chatter about voting is not a vote': { body: '[b]I will never vote for Dredd[/b]' },
  // Quotes, spoilers, strike-through, code.
  'vote inside a quote': { body: '[quote=Noodle][b]Vote: Dredd[/b][/quote]', rejections: ['quoted'] },
  'vote inside nested quotes': {
    body: '[quote="Noodle, post: 12, member: 4"][quote=Dredd][b]Vote: Noodle[/b][/quote]\n[b]Vote: Dredd[/b][/quote]',
    rejections: ['quoted', 'quoted'],
  },
  'own vote after a quoted vote': { body: '[QUOTE=Noodle][b]Vote: Dredd[/b][/QUOTE]\nNo way.\n[b]Vote: Noodle[/b]', commands: ['vote noodle'], rejections: ['quoted'] },
  'own vote after nested quotes close': { body: '[quote][quote][b]Vote: Dredd[/b][/quote][/quote][b]Vote: Ash[/b]', commands: ['vote bad-ash'], rejections: ['quoted'] },
  'HTML blockquote': { body: '<blockquote>Noodle said: <b>Vote: Dredd</b></blockquote>', rejections: ['quoted'] },
  'quoted plain vote is not reported': { body: '[quote=Noodle]Vote: Dredd[/quote] no thanks' },
  'vote inside a spoiler (rejected by default)': { body: '[spoiler][b]Vote: Dredd[/b][/spoiler]', rejections: ['spoiler'] },
  'vote inside a spoiler (host counts spoilers)': { body: '[spoiler=My vote][b]Vote: Dredd[/b][/spoiler]', commands: ['vote dredd'], spoilerVotes: 'count' },
  'struck-through vote [s]': { body: '[s][b]Vote: Dredd[/b][/s]', rejections: ['struck'] },
  'struck-through vote [strike]': { body: '[strike][b]Vote: Dredd[/b][/strike]', rejections: ['struck'] },
  'struck-through vote <del>': { body: '<del><b>Vote: Dredd</b></del>', rejections: ['struck'] },
  'vote inside [code] shows literally': { body: '[code][b]Vote: Dredd[/b][/code]' },
  // Names.
  'alias listed by the host': { body: '[b]Vote: Leo[/b]', commands: ['vote leopold'] },
  'alias, lower case': { body: '[b]Vote: ash[/b]', commands: ['vote bad-ash'] },
  'punctuation and spacing in the name': { body: '[b]Vote: bad_ash![/b]', commands: ['vote bad-ash'] },
  'name without its space': { body: '[b]Vote: BADASH[/b]', commands: ['vote bad-ash'] },
  'Cyrillic name, other case': { body: '[b]Голос? Vote: иван[/b]', commands: ['vote ivan'] },
  'prefix of a name is unknown': { body: '[b]Vote: Dre[/b]', rejections: ['unknown-name'] },
  'nickname not in the alias list is unknown': { body: '[b]Vote: Noods[/b]', rejections: ['unknown-name'] },
  'reasons inside the bold make the name unclear': { body: "[b]Vote: Dredd (he's scum)[/b]", rejections: ['unknown-name'] },
  'alias shared by two players is ambiguous': { body: '[b]Vote: G[/b]', rejections: ['ambiguous-name'] },
  'vote without a name': { body: '[b]Vote:[/b]', rejections: ['missing-name'] },
  'unknown name on an unvote': { body: '[b]Unvote: Dred[/b]', rejections: ['unknown-name'] },
  // Several commands in one post, in order of appearance.
  'vote then unvote at the bottom': { body: '[b]Vote: Dredd[/b]\nActually, no.\n[b]Unvote[/b]', commands: ['vote dredd', 'unvote'] },
  'unvote then vote on separate lines': { body: '[b]Unvote: Dredd[/b]\n[b]Vote: Noodle[/b]', commands: ['unvote dredd', 'vote noodle'] },
  'unvote and vote in one bold run': { body: '[b]Unvote: Dredd Vote: Noodle[/b]', commands: ['unvote dredd', 'vote noodle'] },
  'two votes on one line': { body: '[b]Vote: Dredd[/b] and later [b]Vote: Noodle[/b]', commands: ['vote dredd', 'vote noodle'] },
  'valid and invalid mixed': {
    body: 'V: Noodle\n[b]Vote: Noods[/b]\n[b]Vote: Dredd[/b]\nUnvote: Dredd',
    commands: ['vote dredd'],
    rejections: ['abbreviated', 'unknown-name', 'not-bold'],
  },
};

describe('Seed 001 rule 6: votes and unvotes need to be bolded and written out', () => {
  it('covers at least forty cases', () => {
    expect(Object.keys(rows).length).toBeGreaterThanOrEqual(40);
  });

  it.each(Object.entries(rows))('%s', (_name, row) => {
    const parsed = parsePostVotes(row.body, players, row.spoilerVotes === undefined ? {} : { spoilerVotes: row.spoilerVotes });
    const commands = parsed.commands.map((command) => (command.target === null ? command.kind : `${command.kind} ${command.target}`));
    expect(commands).toEqual(row.commands ?? []);
    expect(parsed.rejections.map((rejection) => rejection.code)).toEqual(row.rejections ?? []);
  });
});

describe('What a rejection tells the player', () => {
  it('names the keyword and the name as written', () => {
    const [rejection] = parsePostVotes('[b]Vote: Noods[/b]', players).rejections;
    expect(rejection).toMatchObject({ code: 'unknown-name', params: { keyword: 'vote', name: 'Noods' }, text: 'Vote: Noods' });
  });

  it('lists the players an ambiguous name could mean', () => {
    const [rejection] = parsePostVotes('[b]Vote: G[/b]', players).rejections;
    expect(rejection?.params.candidates).toBe('gorny,caluin');
  });

  it('says whether an abbreviation was bolded', () => {
    expect(parsePostVotes('[b]V: Dredd[/b]', players).rejections[0]?.params.bold).toBe(true);
    expect(parsePostVotes('V: Dredd', players).rejections[0]?.params.bold).toBe(false);
  });

  it('reports positions in reading order', () => {
    const parsed = parsePostVotes('[b]Vote: Dredd[/b]\n[b]Unvote[/b]', players);
    const [first, second] = parsed.commands;
    expect(first?.position).toBeLessThan(second?.position ?? -1);
  });
});

describe("Russian forums' words (issue #23, seed 004's uCoz forum; option keywords: 'ru')", () => {
  const players = [
    { id: 'a', name: 'Алиса' },
    { id: 'b', name: 'Борис' },
  ];
  it('reads Голос: / Голосую за as a vote and Снимаю голос as an unvote, bold only', () => {
    const parsed = parsePostVotes('[b]Голос: Алиса[/b]\n[b]Голосую за Борис[/b]\n[b]Снимаю голос[/b]\nГолос: Борис', players, { keywords: 'ru' });
    expect(parsed.commands.map((c) => [c.kind, c.target])).toEqual([
      ['vote', 'a'],
      ['vote', 'b'],
      ['unvote', null],
    ]);
    expect(parsed.rejections.map((r) => r.code)).toEqual(['not-bold']);
  });
  it('is off by default: seed 001 counts only the word Vote', () => {
    expect(parsePostVotes('[b]Голос: Алиса[/b]', players).commands).toEqual([]);
  });
});
