/**
 * Run by durability.system.test.ts in a child process: commits one user to the embedded database in the
 * folder given as argument, says so on stdout, and waits to be killed with SIGKILL.
 */
import { users } from '../schema';
import { openDatabase } from '../client';

async function main() {
  const [dataDir, email] = process.argv.slice(2);
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.db.insert(users).values({ email, name: 'Committed before the crash' });
  process.stdout.write('committed\n');
  setInterval(() => undefined, 60_000);
}

void main();
