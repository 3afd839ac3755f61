import { readFileSync, rmSync, writeFileSync } from 'node:fs';

const heldHere = new Set<string>();

export class DirectoryLockedError extends Error {
  override name = 'DirectoryLockedError';
}

/**
 * Claims a folder for this process with a `<dir>.lock` file holding the pid.
 * A lock left by a process that no longer runs is taken over (after a crash,
 * or in a container where the new process has the old pid).
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(lockPath, 'utf8'));
    const ownedByLiveProcess = owner === process.pid ? heldHere.has(lockPath) : isRunning(owner);
    if (ownedByLiveProcess) {
      throw new DirectoryLockedError(
        `The embedded database in ${dir} is in use by process ${owner}. Stop that process first, or set DATABASE_URL to use PostgreSQL.`,
        { cause: error },
      );
    }
    writeFileSync(lockPath, String(process.pid));
  }
  heldHere.add(lockPath);
  return () => {
    heldHere.delete(lockPath);
    rmSync(lockPath, { force: true });
  };
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
