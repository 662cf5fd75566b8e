import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { DEMO_ANNOUNCEMENTS } from '../../seed/announcements.js';
import {
  DEMO_CLIENT_ID,
  DEMO_USER_ID,
  OPERATOR_CLIENT_ID,
  OTHER_CLIENT_ID,
  OTHER_USER_ID,
  STAFF_USER_ID,
} from '../../seed/ids.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { TokenService } from '../accounts/tokens.js';
import type { AllFeatures, StaffAnnouncement, StaffAnnouncementList } from './schemas.js';
import { ANNOUNCEMENT_MESSAGES } from './service.js';

describe("What's New (user/{id}/all-features, feature-viewed, staff/feature-announcements)", () => {
  let t: TestApp;
  let merchant: string;
  let other: string;
  let staff: string;

  beforeAll(async () => {
    t = await startTestApp();
    const tokens = new TokenService(t.config.jwt);
    const sign = async (userId: string, clientId: string, role: 'user' | 'staff') =>
      (await tokens.sign({ userId, clientId, tokenVersion: 0, role })).token;
    merchant = await sign(DEMO_USER_ID, DEMO_CLIENT_ID, 'user');
    other = await sign(OTHER_USER_ID, OTHER_CLIENT_ID, 'user');
    staff = await sign(STAFF_USER_ID, OPERATOR_CLIENT_ID, 'staff');
  });

  afterAll(() => t.close());

  const call = async (
    token: string | null,
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, json: response.json(), headers: response.headers };
  };

  const features = async (token: string, userId: string) =>
    (await call(token, 'GET', `/user/${userId}/all-features`)).json as AllFeatures;
  const create = (body: object, key = randomUUID()) =>
    call(staff, 'POST', '/staff/feature-announcements', body, { 'idempotency-key': key });

  it("lists the seed's two announcements, oldest first, with their features, to the merchant's own user", async () => {
    const list = await features(merchant, DEMO_USER_ID);
    expect(list.map((a) => a.topic)).toEqual(DEMO_ANNOUNCEMENTS.map((a) => a.topic));
    expect(list[0]!.characteristics).toEqual([
      {
        id: expect.any(String),
        imageUrl: '/logos/estiba.svg',
        description: DEMO_ANNOUNCEMENTS[0].characteristics[0].description,
      },
      {
        id: expect.any(String),
        imageUrl: null,
        description: DEMO_ANNOUNCEMENTS[0].characteristics[1].description,
      },
    ]);
    expect(await features(other, OTHER_USER_ID)).toHaveLength(2);
  });

  it("refuses another user's features and gives the operator's users none", async () => {
    const refused = await call(other, 'GET', `/user/${DEMO_USER_ID}/all-features`);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(ANNOUNCEMENT_MESSAGES.otherUser);
    expect(await features(staff, STAFF_USER_ID)).toEqual([]);
    expect((await call(null, 'GET', `/user/${DEMO_USER_ID}/all-features`)).status).toBe(401);
    expect((await call(merchant, 'GET', '/user/not-a-uuid/all-features')).status).toBe(400);
  });

  it('records the seen features once (repeating is harmless) and does not show them again', async () => {
    const [first] = await features(other, OTHER_USER_ID);
    const ids = first!.characteristics.map((c) => c.id);
    const seen = await call(other, 'PUT', '/feature-viewed', { featuresIds: ids, userId: OTHER_USER_ID });
    expect(seen).toMatchObject({ status: 200, json: { featuresIds: ids } });
    expect(
      (await call(other, 'PUT', '/feature-viewed', { featuresIds: ids, userId: OTHER_USER_ID })).status,
    ).toBe(200);
    const left = await features(other, OTHER_USER_ID);
    expect(left.map((a) => a.topic)).toEqual([DEMO_ANNOUNCEMENTS[1].topic]);
    const newFeatures = async () => (await call(other, 'GET', '/auth/me')).json.newFeatures as boolean;
    expect(await newFeatures()).toBe(true);
    const rest = left.flatMap((announcement) => announcement.characteristics.map((c) => c.id));
    await call(other, 'PUT', '/feature-viewed', { featuresIds: rest, userId: OTHER_USER_ID });
    // All seen: the session says there is nothing new, and the list is empty.
    expect(await newFeatures()).toBe(false);
    expect(await features(other, OTHER_USER_ID)).toEqual([]);
    // Another user's views are theirs: the demo merchant still has all three features.
    expect((await features(merchant, DEMO_USER_ID)).flatMap((a) => a.characteristics)).toHaveLength(3);
  });

  it('refuses views for another user, of unknown features, and bodies without the fields', async () => {
    const [first] = await features(merchant, DEMO_USER_ID);
    const id = first!.characteristics[0]!.id;
    const forOther = await call(other, 'PUT', '/feature-viewed', { featuresIds: [id], userId: DEMO_USER_ID });
    expect(forOther.status).toBe(403);
    const unknown = await call(merchant, 'PUT', '/feature-viewed', {
      featuresIds: [id, randomUUID()],
      userId: DEMO_USER_ID,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe(ANNOUNCEMENT_MESSAGES.notAFeature);
    expect((await call(merchant, 'PUT', '/feature-viewed', { userId: DEMO_USER_ID })).status).toBe(400);
    expect(
      (await call(merchant, 'PUT', '/feature-viewed', { featuresIds: [], userId: DEMO_USER_ID })).status,
    ).toBe(400);
    // Nothing of the refused requests was recorded.
    expect((await features(merchant, DEMO_USER_ID)).flatMap((a) => a.characteristics)).toHaveLength(3);
  });

  it("keeps each client's views to itself under row-level security", async () => {
    const [first] = await features(merchant, DEMO_USER_ID);
    const id = first!.characteristics[1]!.id;
    expect(
      (await call(merchant, 'PUT', '/feature-viewed', { featuresIds: [id], userId: DEMO_USER_ID })).status,
    ).toBe(200);
    const count = (rows: unknown) => (rows as { rows: unknown[] }).rows.length;
    const demoViews = sql`SELECT 1 FROM feature_views WHERE user_id = ${DEMO_USER_ID}::uuid`;
    expect(
      count(await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) => tx.execute(demoViews))),
    ).toBe(1);
    expect(
      count(await asClient(t.testDatabase.database, OTHER_CLIENT_ID, (tx) => tx.execute(demoViews))),
    ).toBe(0);
    // Nor can another client write a view in the demo merchant's name, nor take one away.
    await expect(
      asClient(t.testDatabase.database, OTHER_CLIENT_ID, (tx) =>
        tx.execute(sql`
          INSERT INTO feature_views (client_id, user_id, characteristic_id)
          VALUES (${DEMO_CLIENT_ID}, ${DEMO_USER_ID}::uuid, ${first!.characteristics[0]!.id}::uuid)`),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
    await asClient(t.testDatabase.database, OTHER_CLIENT_ID, (tx) =>
      tx.execute(sql`DELETE FROM feature_views WHERE user_id = ${DEMO_USER_ID}::uuid`),
    );
    expect(
      count(await asClient(t.testDatabase.database, DEMO_CLIENT_ID, (tx) => tx.execute(demoViews))),
    ).toBe(1);
  });

  it('staff write a draft, publish it for merchants, and take it back', async () => {
    const body = {
      topic: '  Returns from the app  ',
      characteristics: [
        { imageUrl: 'https://cdn.estiba.example/returns.png', description: 'Ask for a return' },
      ],
    };
    const key = randomUUID();
    const created = await create(body, key);
    expect(created.status).toBe(201);
    const draft = created.json as StaffAnnouncement;
    expect(draft).toMatchObject({ topic: 'Returns from the app', publishedAt: null, seenBy: 0 });
    const again = await create(body, key);
    expect(again.json.id).toBe(draft.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await create({ ...body, topic: 'Else' }, key)).status).toBe(422);

    const topics = async () => (await features(merchant, DEMO_USER_ID)).map((a) => a.topic);
    expect(await topics()).not.toContain('Returns from the app');
    const published = await call(staff, 'POST', `/staff/feature-announcements/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.json.publishedAt).toEqual(expect.any(String));
    expect(await topics()).toContain('Returns from the app');
    expect((await call(staff, 'POST', `/staff/feature-announcements/${draft.id}/publish`)).status).toBe(409);

    const list = (await call(staff, 'GET', '/staff/feature-announcements')).json as StaffAnnouncementList;
    expect(list.announcements.map((a) => a.id)).toContain(draft.id);

    expect((await call(staff, 'POST', `/staff/feature-announcements/${draft.id}/unpublish`)).status).toBe(
      200,
    );
    expect(await topics()).not.toContain('Returns from the app');
    expect((await call(staff, 'POST', `/staff/feature-announcements/${draft.id}/unpublish`)).status).toBe(
      409,
    );
    expect((await call(staff, 'POST', `/staff/feature-announcements/${randomUUID()}/publish`)).status).toBe(
      404,
    );
  });

  it('refuses bad announcements by field, and merchants at the desk', async () => {
    const blankTopic = await create({ topic: '   ', characteristics: [{ description: 'x' }] });
    expect(blankTopic).toMatchObject({
      status: 400,
      json: { fieldErrors: { topic: ANNOUNCEMENT_MESSAGES.topic } },
    });
    const script = await create({
      topic: 'Images',
      characteristics: [{ description: 'ok' }, { imageUrl: 'javascript:alert(1)', description: 'x' }],
    });
    expect(script.json.fieldErrors).toEqual({ 'characteristics.1.imageUrl': ANNOUNCEMENT_MESSAGES.image });
    expect((await create({ topic: 'None', characteristics: [] })).status).toBe(400);
    expect(
      (await call(staff, 'POST', '/staff/feature-announcements', { topic: 'No key', characteristics: [] }))
        .status,
    ).toBe(400);
    const asMerchant = await call(merchant, 'GET', '/staff/feature-announcements');
    expect(asMerchant).toMatchObject({ status: 403, json: { message: ANNOUNCEMENT_MESSAGES.staffOnly } });
  });

  it('shows a newcomer only what is published after they joined', async () => {
    const newcomerId = randomUUID();
    await asOperator(t.testDatabase.database, (tx) =>
      tx.insert(users).values({
        id: newcomerId,
        clientId: OTHER_CLIENT_ID,
        email: `newcomer-${newcomerId}@estiba.test`,
        passwordHash: 'not-used-by-this-test',
        displayName: 'Newcomer',
        role: 'user',
        lang: 'en-US',
      }),
    );
    const token = (
      await new TokenService(t.config.jwt).sign({
        userId: newcomerId,
        clientId: OTHER_CLIENT_ID,
        tokenVersion: 0,
        role: 'user',
      })
    ).token;
    expect(await features(token, newcomerId)).toEqual([]);
    const draft = (await create({ topic: 'After the newcomer', characteristics: [{ description: 'New' }] }))
      .json as StaffAnnouncement;
    await call(staff, 'POST', `/staff/feature-announcements/${draft.id}/publish`);
    expect((await features(token, newcomerId)).map((a) => a.topic)).toEqual(['After the newcomer']);
  });
});
