/** Runs every job with at most `parallel` at once; the results keep the jobs' order. */
export async function pool<T>(jobs: (() => Promise<T>)[], parallel: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, worker));
  return results;
}
