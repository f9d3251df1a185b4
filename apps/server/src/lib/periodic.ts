/**
 * Runs `task` every `everyMs` until the returned function is called; that function waits for a
 * run in progress, so nothing touches the database after the app closes it. A run never overlaps
 * the previous one, and the timer alone does not keep a process alive that is otherwise done.
 */
export function startPeriodic(
  everyMs: number,
  task: () => Promise<void>,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
