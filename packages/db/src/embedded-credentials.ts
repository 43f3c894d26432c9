/**
 * The embedded cluster's password, generated at its first initialise and kept in its data
 * directory (`mafia-credentials.json`, mode 0600) instead of the fixed mafia/mafia (issue #13).
 * initdb needs an empty directory, so a new password is first written NEXT to the data directory
 * (`.<name>.credentials-pending`) and moved in once the cluster exists; a start that finds only
 * the pending file (a crash in between) uses it. A data directory from before this (no file) still
 * opens with the old mafia/mafia, and the password is then rotated the same way.
 */
import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const CREDENTIALS_FILE = 'mafia-credentials.json';
export const LEGACY_PASSWORD = 'mafia';

export interface StoredCredentials {
  user: string;
  password: string;
}

export type CredentialsSource = 'file' | 'pending' | 'new' | 'legacy';

export function credentialsPath(dataDir: string): string {
  return path.join(dataDir, CREDENTIALS_FILE);
}

export function pendingCredentialsPath(dataDir: string): string {
  return path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.credentials-pending`);
}

async function readCredentials(file: string): Promise<StoredCredentials | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return null;
  }
  const parsed = JSON.parse(text) as Partial<StoredCredentials>;
  if (typeof parsed.user !== 'string' || typeof parsed.password !== 'string' || parsed.password.length === 0) {
    throw new Error(`${file} is damaged (expected {"user","password"}); restore it or delete the data directory`);
  }
  return { user: parsed.user, password: parsed.password };
}

export function newPassword(): string {
  return randomBytes(24).toString('base64url');
}

/** Writes the pending file (0600 from creation: the password never sits readable by others). */
export async function writePending(dataDir: string, credentials: StoredCredentials): Promise<void> {
  const file = pendingCredentialsPath(dataDir);
  await writeFile(file, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
}

/** Moves the pending file into the data directory, once the cluster accepts that password. */
export async function commitPending(dataDir: string): Promise<void> {
  await rename(pendingCredentialsPath(dataDir), credentialsPath(dataDir));
  await chmod(credentialsPath(dataDir), 0o600);
}

/**
 * The credentials to try, best first; `initialised` is true when initdb will run (the first one is
 * then the password initdb sets). The caller connects with each until one is accepted.
 */
export async function credentialCandidates(
  dataDir: string,
  user: string,
  initialised: boolean,
): Promise<Array<StoredCredentials & { source: CredentialsSource }>> {
  const pending = await readCredentials(pendingCredentialsPath(dataDir));
  if (initialised) {
    if (pending) return [{ ...pending, source: 'pending' }];
    const fresh = { user, password: newPassword() };
    await writePending(dataDir, fresh);
    return [{ ...fresh, source: 'new' }];
  }
  const kept = await readCredentials(credentialsPath(dataDir));
  return [
    ...(kept ? [{ ...kept, source: 'file' as const }] : []),
    ...(pending ? [{ ...pending, source: 'pending' as const }] : []),
    { user: kept?.user ?? pending?.user ?? user, password: LEGACY_PASSWORD, source: 'legacy' as const },
  ];
}
