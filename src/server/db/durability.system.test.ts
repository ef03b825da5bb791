import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from './client';
import { users } from './schema';

/** The embedded database on disk (DATA_DIR): what a COMMIT promises (see the README). */
describe('embedded database durability', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iaw-durability-'));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs with fsync on, and a commit reaches the disk through a real fsync', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const settings = await database.executeSql("select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method");
      expect(settings.rows).toEqual([{ fsync: 'on', method: 'fsync' }]);

      // A spy that calls through: it only counts the host fsync calls the commit makes.
      const fsync = jest.spyOn(fs, 'fsyncSync');
      await database.db.insert(users).values({ email: 'fsynced@example.test', name: 'Fsynced' });
      expect(fsync).toHaveBeenCalled();
    } finally {
      await database.close();
    }
  }, 120_000);

  it('keeps a committed row when the process is killed right after the commit', async () => {
    const email = 'survivor@example.test';
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'testing', 'commitThenHang.ts'), dataDir, email], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('committed') && resolve());
      child.once('exit', (code) => reject(new Error(`the child exited (${code}) before committing`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBeNull();

    // Crash recovery replays the WAL (and, with fsync on, syncs the whole data folder first).
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      const rows = await database.db.select({ name: users.name }).from(users).where(eq(users.email, email));
      expect(rows).toEqual([{ name: 'Committed before the crash' }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
