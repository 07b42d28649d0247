import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The embedded database is one process's files: a second process (the CLI beside a running server)
 * would write to its own copy in memory and lose the write when the server writes its own. The first
 * process to open the folder holds a lock file naming its pid; another one is refused with a clear
 * message. A lock left by a process that no longer runs (kill -9) is taken over.
 */
export class EmbeddedDatabaseInUse extends Error {}

export interface EmbeddedLock {
  release(): Promise<void>;
}

export async function lockEmbeddedDatabase(dataDir: string): Promise<EmbeddedLock> {
  const file = path.join(dataDir, 'in-use.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx' });
      return { release: () => fs.rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new EmbeddedDatabaseInUse(
          `The embedded database in ${path.dirname(dataDir)} is in use by another process (pid ${holder}, ` +
            'probably the server). Stop it first, or run the server and the CLI on PostgreSQL (DATABASE_URL), ' +
            'which several processes may share.',
        );
      }
      await fs.rm(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseInUse(`Could not lock the embedded database in ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
