import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

/** A process that stays alive until the test ends it (kill it in afterEach). */
export function startIdleProcess(): ChildProcess {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
}

/** The pid of a process that has already exited. */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await once(child, 'exit');
  if (child.pid === undefined) throw new Error('the child process did not start');
  return child.pid;
}
