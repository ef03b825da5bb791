import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsDir } from '../../paths';

/**
 * The migrations folder as it stood when `lastTag` was the newest: its SQL files and a journal that ends there,
 * in a temporary folder, for migrating a fresh database to that point (as the migrator of db/client.ts does),
 * filling it as the app wrote it then, and migrating it on to the end. The caller removes the folder.
 */
export function migrationsFolderUpTo(lastTag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag} in the journal`);
  const entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(folder, 'meta'));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) fs.copyFileSync(path.join(migrationsDir, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}
