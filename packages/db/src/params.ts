/**
 * Discrete connection fields. PrismaPg gets these rather than a connection string: with a string,
 * `prisma migrate dev` uses the main database as its shadow database (stack notes, workaround 2).
 */
export interface ConnectionParams {
  host: string;
  port: number;
  user: string;
  password: string;
  database: string;
}

/** Parses `postgresql://user:password@host:port/database` (the form DATABASE_URL takes). */
export function parseDatabaseUrl(url: string): ConnectionParams {
  const parsed = new URL(url);
  if (parsed.protocol !== 'postgresql:' && parsed.protocol !== 'postgres:') {
    throw new Error(`DATABASE_URL must be a postgresql:// URL, got protocol ${parsed.protocol}`);
  }
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  return {
    host: decodeURIComponent(parsed.hostname) || 'localhost',
    port: parsed.port ? Number(parsed.port) : 5432,
    user: decodeURIComponent(parsed.username) || 'postgres',
    password: decodeURIComponent(parsed.password),
    database: database || 'postgres',
  };
}

export function toDatabaseUrl(params: ConnectionParams): string {
  const user = encodeURIComponent(params.user);
  const password = params.password ? `:${encodeURIComponent(params.password)}` : '';
  const host = params.host.includes(':') ? `[${params.host}]` : params.host;
  return `postgresql://${user}${password}@${host}:${params.port}/${encodeURIComponent(params.database)}`;
}

/** The same server, another database (test databases, the template, `postgres` for DDL). */
export function withDatabase(params: ConnectionParams, database: string): ConnectionParams {
  return { ...params, database };
}
