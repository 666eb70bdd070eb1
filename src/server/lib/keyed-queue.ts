/**
 * Runs the jobs of one key one after another, in the order they came, and jobs of different keys
 * side by side. A job that fails does not stop the ones behind it. Used for profile saves
 * (db/profiles-repo.ts): overlapping saves of one member wait here, holding nothing, instead of
 * each holding a database connection while it waits for the member's row lock.
 */
export function createKeyedQueue<K>() {
  const lastOf = new Map<K, Promise<void>>();
  return {
    run<T>(key: K, job: () => Promise<T>): Promise<T> {
      const previous = lastOf.get(key) ?? Promise.resolve();
      const result = previous.then(job);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      lastOf.set(key, settled);
      // The last job of a key forgets the key, so the map holds only keys with work in progress.
      void settled.then(() => {
        if (lastOf.get(key) === settled) lastOf.delete(key);
      });
      return result;
    },
    /** Keys with a job running or waiting (for tests). */
    get busyKeys(): number {
      return lastOf.size;
    },
  };
}
