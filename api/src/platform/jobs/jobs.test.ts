import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { DEMO_CLIENT_ID, DEMO_USER_ID, OTHER_CLIENT_ID, OTHER_USER_ID } from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { collect, connectSocket, listen, tokenFor, waitFor } from '../../test/sockets.js';
import { asClient } from '../db/scope.js';
import { INTERNAL_ERROR_MESSAGE, ValidationFailed } from '../errors.js';
import { JOB_NOT_FOUND } from './plugin.js';
import { JOB_PROGRESS_EVENT } from './queue.js';
import type { Job, JobProgressEvent } from './schemas.js';

/** The lowest polling pg-boss allows, so jobs enqueued in a transaction start within half a second. */
const FAST = { JOB_POLLING_INTERVAL_MS: '500' };
const COUNT = 'test.count';
const FAILING = 'test.failing';
const CRASHING = 'test.crashing';
const RECORDED = 'test.recorded';
const TICK = 'test.tick';

/** Which app ran which job, for the tests of several apps on one database. */
type Runs = { app: string; id: string }[];

function testJobs(name: string, runs: Runs) {
  return async (app: FastifyInstance) => {
    app.jobs.register<{ n: number }>(COUNT, async ({ data, progress }) => {
      for (let i = 1; i <= data.n; i += 1) await progress(i, data.n);
      return { counted: data.n };
    });
    app.jobs.register(
      FAILING,
      async () => {
        throw new ValidationFailed('The file has no header row.');
      },
      { retryLimit: 1, retryDelaySeconds: 0 },
    );
    app.jobs.register(
      CRASHING,
      async () => {
        throw new Error('connection to 10.0.0.7 refused');
      },
      { retryLimit: 0 },
    );
    app.jobs.register(RECORDED, async ({ id }) => {
      runs.push({ app: name, id });
    });
  };
}

async function job(t: TestApp, token: string, id: string): Promise<{ statusCode: number; body: Job }> {
  const response = await t.app.inject({ url: `/jobs/${id}`, headers: { authorization: `Bearer ${token}` } });
  return { statusCode: response.statusCode, body: response.json() };
}

async function finished(t: TestApp, token: string, id: string): Promise<Job> {
  return waitFor(`job ${id} to finish`, async () => {
    const { body } = await job(t, token, id);
    return ['succeeded', 'failed', 'cancelled'].includes(body.status) ? body : null;
  });
}

describe('the job queue', () => {
  let t: TestApp;
  let demoToken: string;
  let otherToken: string;
  const runs: Runs = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ env: FAST, testRoutes: testJobs('a', runs) });
    demoToken = await tokenFor(t, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID });
    otherToken = await tokenFor(t, { userId: OTHER_USER_ID, clientId: OTHER_CLIENT_ID });
  });

  afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
  afterAll(() => t.close());

  it("runs an enqueued job, reporting its progress on the client's sockets and its result", async () => {
    const url = await listen(t);
    const demo = await connectSocket(url, demoToken);
    const other = await connectSocket(url, otherToken);
    sockets.push(demo, other);
    const demoEvents = collect(demo, JOB_PROGRESS_EVENT) as JobProgressEvent[];
    const otherEvents = collect(other, JOB_PROGRESS_EVENT);

    const id = await t.app.jobs.enqueue({
      clientId: DEMO_CLIENT_ID,
      kind: COUNT,
      data: { n: 3 },
      createdBy: DEMO_USER_ID,
    });

    const done = await finished(t, demoToken, id);
    expect(done).toMatchObject({
      id,
      kind: COUNT,
      status: 'succeeded',
      progress: { current: 3, total: 3 },
      result: { counted: 3 },
      error: null,
      attempts: 1,
      createdBy: DEMO_USER_ID,
    });
    expect(done.startedAt).not.toBeNull();
    expect(done.finishedAt).not.toBeNull();

    const last = await waitFor('the final progress event', () =>
      demoEvents.find((event) => event.status === 'succeeded'),
    );
    expect(last).toEqual({
      id,
      kind: COUNT,
      status: 'succeeded',
      current: 3,
      total: 3,
      result: { counted: 3 },
      error: null,
    });
    expect(demoEvents[0]).toMatchObject({ id, status: 'running', current: 0 });
    // The last step is always written, whatever the spacing of progress writes.
    expect(demoEvents).toContainEqual(expect.objectContaining({ status: 'running', current: 3, total: 3 }));
    expect(otherEvents).toEqual([]);

    const list = await t.app.inject({
      url: `/jobs?kind=${COUNT}`,
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(list.statusCode).toBe(200);
    expect((list.json() as Job[]).map((row) => row.id)).toContain(id);
  });

  it('retries a failing job, then marks it failed with the reason a user may read', async () => {
    const id = await t.app.jobs.enqueue({ clientId: DEMO_CLIENT_ID, kind: FAILING, data: {} });
    expect(await finished(t, demoToken, id)).toMatchObject({
      status: 'failed',
      attempts: 2,
      error: 'The file has no header row.',
    });

    // An unexpected error's text (addresses, internals) stays in the log.
    const crashed = await t.app.jobs.enqueue({ clientId: DEMO_CLIENT_ID, kind: CRASHING, data: {} });
    expect(await finished(t, demoToken, crashed)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: INTERNAL_ERROR_MESSAGE,
    });
  });

  it("answers 404 for another client's job and 400 for an id that is no job id", async () => {
    const id = await t.app.jobs.enqueue({ clientId: DEMO_CLIENT_ID, kind: COUNT, data: { n: 1 } });
    expect(await job(t, otherToken, id)).toMatchObject({ statusCode: 404, body: { message: JOB_NOT_FOUND } });
    const list = await t.app.inject({ url: '/jobs', headers: { authorization: `Bearer ${otherToken}` } });
    expect((list.json() as Job[]).map((row) => row.id)).not.toContain(id);

    expect((await job(t, demoToken, 'not-a-uuid')).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/jobs/${id}` })).statusCode).toBe(401);
    const badKind = await t.app.inject({
      url: '/jobs?kind=Not%20A%20Kind',
      headers: { authorization: `Bearer ${demoToken}` },
    });
    expect(badKind.statusCode).toBe(400);
  });

  it("enqueues inside the caller's transaction: a rolled-back change leaves no job", async () => {
    let enqueued = '';
    await expect(
      asClient(t.app.database, DEMO_CLIENT_ID, async (tx) => {
        enqueued = await t.app.jobs.enqueue(tx, { clientId: DEMO_CLIENT_ID, kind: RECORDED, data: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await job(t, demoToken, enqueued)).statusCode).toBe(404);

    const committed = await asClient(t.app.database, DEMO_CLIENT_ID, (tx) =>
      t.app.jobs.enqueue(tx, { clientId: DEMO_CLIENT_ID, kind: RECORDED, data: {} }),
    );
    await finished(t, demoToken, committed);
    expect(runs.map((run) => run.id)).toEqual([committed]);
  });

  it('gives the pending job of the same kind and key instead of a second one', async () => {
    const first = await asClient(t.app.database, DEMO_CLIENT_ID, async (tx) => {
      const a = await t.app.jobs.enqueue(tx, {
        clientId: DEMO_CLIENT_ID,
        kind: COUNT,
        data: { n: 1 },
        singletonKey: 'file-sha256',
      });
      const b = await t.app.jobs.enqueue(tx, {
        clientId: DEMO_CLIENT_ID,
        kind: COUNT,
        data: { n: 1 },
        singletonKey: 'file-sha256',
      });
      expect(b).toBe(a);
      return a;
    });
    await finished(t, demoToken, first);
    // Finished, it no longer holds the key.
    const again = await t.app.jobs.enqueue({
      clientId: DEMO_CLIENT_ID,
      kind: COUNT,
      data: { n: 1 },
      singletonKey: 'file-sha256',
    });
    expect(again).not.toBe(first);
  });

  it('refuses a kind nobody registered', async () => {
    await expect(
      t.app.jobs.enqueue({ clientId: DEMO_CLIENT_ID, kind: 'test.unknown', data: {} }),
    ).rejects.toThrow('No client job kind test.unknown is registered');
  });
});

describe('the job queue across processes', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await database.destroy();
  });

  const start = async (name: string, runs: Runs, env: Record<string, string> = {}) => {
    const app = await startTestApp({
      env: { ...FAST, ...env },
      testDatabase: database,
      testRoutes: testJobs(name, runs),
    });
    apps.push(app);
    return app;
  };

  it('keeps a job through a restart: enqueued by one app, run by the next', async () => {
    const runs: Runs = [];
    const before = await start('before', runs, { JOB_WORKERS: 'false' });
    const id = await before.app.jobs.enqueue({ clientId: DEMO_CLIENT_ID, kind: RECORDED, data: {} });
    await before.app.close();
    apps.splice(apps.indexOf(before), 1);

    const after = await start('after', runs);
    const token = await tokenFor(after, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID });
    expect(await finished(after, token, id)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(runs).toEqual([{ app: 'after', id }]);
  });

  it('marks failed, at maintenance, a job whose process died mid-run', async () => {
    const runs: Runs = [];
    const app = await start('idle', runs, { JOB_WORKERS: 'false' });
    const id = await app.app.jobs.enqueue({ clientId: DEMO_CLIENT_ID, kind: RECORDED, data: {} });
    // As a worker that took the job on its last attempt an hour ago, then died, would have left it.
    await app.testDatabase.database.asOwner(async (owner) => {
      await owner.query(
        `UPDATE pgboss.job SET state = 'active', started_on = now() - interval '1 hour',
           expire_in = interval '1 minute', retry_count = retry_limit WHERE id = $1`,
        [id],
      );
      await owner.query("UPDATE jobs SET status = 'running', attempts = 3 WHERE id = $1", [id]);
    });

    await app.app.jobs.maintain();
    const token = await tokenFor(app, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID });
    expect((await job(app, token, id)).body).toMatchObject({
      status: 'failed',
      error: INTERNAL_ERROR_MESSAGE,
    });
    expect(runs).toEqual([]);
  });

  it('runs each job once when two apps share the database', async () => {
    const runs: Runs = [];
    const [a, b] = [await start('a', runs), await start('b', runs)];
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? a : b).app.jobs.enqueue({ clientId: DEMO_CLIENT_ID, kind: RECORDED, data: {} }),
      ),
    );
    const token = await tokenFor(a, { userId: DEMO_USER_ID, clientId: DEMO_CLIENT_ID });
    for (const id of ids) await finished(a, token, id);
    expect(runs.map((run) => run.id).sort()).toEqual([...ids].sort());
  });

  it('runs a scheduled job at its time, in its time zone, and on request', async () => {
    const ticks: string[] = [];
    const app = await startTestApp({
      env: FAST,
      testDatabase: database,
      testRoutes: async (instance) => {
        // Every minute: due at once when the scheduler first looks.
        instance.jobs.schedule(
          TICK,
          { cron: '* * * * *', timeZone: 'America/Mexico_City', data: { source: 'cron' } },
          async ({ data }) => {
            ticks.push(String(data.source));
          },
        );
      },
    });
    apps.push(app);
    await waitFor('the scheduled run', () => ticks.includes('cron'));

    const schedules = await app.testDatabase.database.asOwner((owner) =>
      owner.query<{ cron: string; timezone: string }>(
        'SELECT cron, timezone FROM pgboss.schedule WHERE name = $1',
        [TICK],
      ),
    );
    expect(schedules).toEqual([{ cron: '* * * * *', timezone: 'America/Mexico_City' }]);

    await app.app.jobs.runNow(TICK, { source: 'operator' });
    await waitFor('the requested run', () => ticks.includes('operator'));
  });
});
