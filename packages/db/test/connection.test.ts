import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl, toDatabaseUrl } from '../src/params';

describe('DATABASE_URL parsing', () => {
  it.each([
    {
      url: 'postgresql://mafia:secret@db.example.org:6543/games',
      params: { host: 'db.example.org', port: 6543, user: 'mafia', password: 'secret', database: 'games' },
    },
    {
      url: 'postgres://app@localhost/mafia',
      params: { host: 'localhost', port: 5432, user: 'app', password: '', database: 'mafia' },
    },
    {
      url: 'postgresql://u%40x:p%2Fw%3Ad@127.0.0.1:5433/db%20name',
      params: { host: '127.0.0.1', port: 5433, user: 'u@x', password: 'p/w:d', database: 'db name' },
    },
  ])('reads $url into discrete fields and writes it back', ({ url, params }) => {
    expect(parseDatabaseUrl(url)).toEqual(params);
    expect(parseDatabaseUrl(toDatabaseUrl(params))).toEqual(params);
  });

  it('refuses a URL of another database kind', () => {
    expect(() => parseDatabaseUrl('mysql://root@localhost/mafia')).toThrow(/postgresql/);
  });
});
