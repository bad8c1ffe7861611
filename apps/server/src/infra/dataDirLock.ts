/**
 * One server per PGlite data folder: PGlite has no lock of its own, and two processes writing one folder
 * corrupt the database. The first server writes `betline-server.lock` (its pid); a second one finds a live
 * pid there and refuses to start with a message saying what to do. A lock left by a process that died is
 * taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE = 'betline-server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `another Betline server (pid ${pid}) is using the PGlite data folder ${dataDir}: two servers on one ` +
        'folder corrupt the database. Stop that server first, give this one another DATA_DIR, or set ' +
        'DATABASE_URL to a PostgreSQL server that several processes can share.',
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockContent {
  pid: number;
  host: string;
}

function readLock(path: string): LockContent | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, host: String(parsed.host ?? '') } : null;
  } catch {
    return null;
  }
}

/** Takes the lock of `dataDir` (which must exist); returns its release. Throws DataDirLockedError. */
export function acquireDataDirLock(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(
        fd,
        JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() }),
      );
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const current = readLock(path);
        if (current?.pid === process.pid) {
          try {
            unlinkSync(path);
          } catch {
            // already gone
          }
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(path);
      // A lock of a live process on this machine (another host cannot be checked: treat it as live).
      if (holder && (holder.host !== hostname() || alive(holder.pid))) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      try {
        unlinkSync(path); // stale: its process is gone
      } catch {
        // someone else took it over first; try again
      }
    }
  }
  throw new Error(`could not take the lock ${path}`);
}
