// How the bench runs Lighthouse so that a page and its static copy (issue 15) are compared fairly on a
// shared machine: it waits for the machine to be quiet first, alternates the page's runs with the copy's
// so that a busy spell weighs on both alike, and compares them run by run.
import { cpus } from 'node:os';
import { median } from './lib.mjs';

/** The share of CPU time the machine spent idle between two readings of os.cpus() (0-1). */
export function idleShare(before, after) {
  let idle = 0;
  let total = 0;
  after.forEach((cpu, i) => {
    const earlier = before[i]?.times;
    if (!earlier) return;
    for (const [kind, value] of Object.entries(cpu.times)) {
      const spent = value - (earlier[kind] ?? 0);
      total += spent;
      if (kind === 'idle') idle += spent;
    }
  });
  return total > 0 ? idle / total : 1;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the CPUs were at least `idle` idle over a whole `windowMs` (the bench's own start, seeding
 * the demo data, still runs for a while after its servers answer), or `maxWaitMs` at most. Resolves with
 * the last reading and how long it waited.
 */
export async function waitForQuietMachine({ idle = 0.85, windowMs = 1000, maxWaitMs = 60_000 } = {}) {
  const started = Date.now();
  for (;;) {
    const before = cpus();
    await sleep(windowMs);
    const share = idleShare(before, cpus());
    const waitedMs = Date.now() - started;
    if (share >= idle || waitedMs >= maxWaitMs) return { idle: share, waitedMs, quiet: share >= idle };
  }
}

/**
 * The median of the page's `key` minus its copy's, run by run (the i-th run of each were made one after the
 * other); null when no pair has both figures.
 */
export function pairedMedianDifference(runs, copyRuns, key) {
  const differences = [];
  runs.forEach((run, i) => {
    const copy = copyRuns[i];
    if (typeof run?.[key] === 'number' && typeof copy?.[key] === 'number')
      differences.push(run[key] - copy[key]);
  });
  return differences.length > 0 ? median(differences) : null;
}
