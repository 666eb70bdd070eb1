import fs from 'node:fs';
import os from 'node:os';

/**
 * The nice value of the photo process (photo-worker-main.ts): below the server's 0, so when the
 * cores are short, reads and logins go first and a photo save waits instead (measured with
 * bench/photo-load.ts, docs/performance-history.md §5). With a core to spare it changes nothing:
 * priority only orders threads that want the same core.
 */
export const PHOTO_PROCESS_NICE = 10;

/**
 * Lowers every thread of this process to PHOTO_PROCESS_NICE; returns how many it lowered. On
 * Linux a nice value belongs to each thread, and threads that already run (V8's helpers) keep
 * theirs, so each is lowered by its id; elsewhere only the calling thread (the process's) is.
 * Lowering needs no privilege; nothing here ever raises a priority.
 */
export function lowerThisProcess(): number {
  let tasks: string[] = [];
  try {
    tasks = process.platform === 'linux' ? fs.readdirSync('/proc/self/task') : [];
  } catch {
    // No /proc: only the calling thread below.
  }
  let lowered = 0;
  for (const tid of [0, ...tasks.map(Number)]) {
    try {
      if (os.getPriority(tid) >= PHOTO_PROCESS_NICE) continue;
      os.setPriority(tid, PHOTO_PROCESS_NICE);
      lowered += 1;
    } catch {
      // The thread ended between the listing and now.
    }
  }
  return lowered;
}
