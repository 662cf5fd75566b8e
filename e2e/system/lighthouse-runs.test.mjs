// The bench's fair comparison of a page with its static copy: idle share, quiet wait, paired difference.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { idleShare, pairedMedianDifference, waitForQuietMachine } from './lighthouse-runs.mjs';

const reading = (...cpus) => cpus.map(([user, idle]) => ({ times: { user, nice: 0, sys: 0, idle, irq: 0 } }));

test('idleShare is the idle part of the CPU time spent between two readings, over every CPU', () => {
  const before = reading([100, 100], [100, 100]);
  // CPU 0: 30 busy, 70 idle; CPU 1: 90 busy, 10 idle.
  const after = reading([130, 170], [190, 110]);
  assert.equal(idleShare(before, after), 80 / 200);
  assert.equal(idleShare(before, before), 1);
});

test('waitForQuietMachine resolves on an idle machine within its window, and says it was quiet', async () => {
  const result = await waitForQuietMachine({ idle: 0, windowMs: 20, maxWaitMs: 1000 });
  assert.equal(result.quiet, true);
  assert.ok(result.waitedMs < 1000);
});

test('waitForQuietMachine gives up after maxWaitMs and says the machine was not quiet', async () => {
  // No machine is more than 100% idle.
  const result = await waitForQuietMachine({ idle: 1.01, windowMs: 20, maxWaitMs: 50 });
  assert.equal(result.quiet, false);
  assert.ok(result.waitedMs >= 50);
});

test('pairedMedianDifference compares run i of the page with run i of the copy', () => {
  const page = [{ lcpMs: 910 }, { lcpMs: 960 }, { lcpMs: 930 }];
  const copy = [{ lcpMs: 930 }, { lcpMs: 950 }, { lcpMs: 940 }];
  // Differences -20, +10, -10: the median is -10 (the page earlier), although the page's median (930)
  // is above the copy's lowest run.
  assert.equal(pairedMedianDifference(page, copy, 'lcpMs'), -10);
  assert.equal(
    pairedMedianDifference([{ lcpMs: 1 }, { lcpMs: 3 }], [{ lcpMs: 0 }, { lcpMs: 0 }], 'lcpMs'),
    2,
  );
});

test('pairedMedianDifference skips a pair without both figures, and is null without any', () => {
  assert.equal(
    pairedMedianDifference([{ lcpMs: 900 }, { lcpMs: null }], [{ lcpMs: 950 }, { lcpMs: 900 }], 'lcpMs'),
    -50,
  );
  assert.equal(pairedMedianDifference([{ lcpMs: null }], [{ lcpMs: 900 }], 'lcpMs'), null);
  assert.equal(pairedMedianDifference([], [], 'lcpMs'), null);
});
