import { describe, expect, it } from 'vitest';
import { startingNotes } from '../src/components/Notes';

// Issue #7: notes live on the server; a draft the browser kept after a failed save is never lost.
describe('startingNotes', () => {
  it.each([
    ['no draft: the server copy', 'server text', null, { text: 'server text', status: 'idle' }],
    ['a draft equal to the server copy: nothing to save', 'same', 'same', { text: 'same', status: 'idle' }],
    ['an unsaved draft wins and is saved again', 'old', 'old and newer', { text: 'old and newer', status: 'unsaved' }],
    ['a draft that emptied the notes is kept too', 'old', '', { text: '', status: 'unsaved' }],
  ] as const)('%s', (_, server, draft, expected) => {
    expect(startingNotes(server, draft)).toEqual(expected);
  });
});
