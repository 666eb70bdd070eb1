/** Work that runs after the response (mail): tracked so shutdown and tests can wait for it. */
export function createBackground() {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task: () => Promise<unknown>): void {
      const p = task()
        .catch(() => undefined)
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
