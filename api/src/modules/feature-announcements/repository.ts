// SQL of What's New. Announcements and their features are the operator's tables (no row-level security): the
// merchant's reads name only published ones. A user's views are client-owned: written and read in the caller's
// asClient transaction, so row-level security keeps them to the caller's client whatever the query says.
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../../platform/db/connection.js';
import { rowsOf } from '../inventory/ledger.js';
import type { FeatureAnnouncement, StaffAnnouncement } from './schemas.js';

interface CharacteristicRow {
  announcement_id: string;
  topic: string;
  created_at: string | Date;
  published_at: string | Date | null;
  id: string | null;
  image_url: string | null;
  description: string | null;
  seen_by?: number | string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** Rows of (announcement × feature), ordered, folded into announcements with their features in order. */
function fold(rows: CharacteristicRow[]): StaffAnnouncement[] {
  const byId = new Map<string, StaffAnnouncement>();
  for (const row of rows) {
    let announcement = byId.get(row.announcement_id);
    if (!announcement) {
      announcement = {
        id: row.announcement_id,
        topic: row.topic,
        createdAt: iso(row.created_at),
        publishedAt: row.published_at === null ? null : iso(row.published_at),
        characteristics: [],
        seenBy: Number(row.seen_by ?? 0),
      };
      byId.set(row.announcement_id, announcement);
    }
    if (row.id !== null)
      announcement.characteristics.push({
        id: row.id,
        imageUrl: row.image_url,
        description: row.description ?? '',
      });
  }
  return [...byId.values()];
}

/**
 * The published features the user has not seen, of announcements published since the user joined (What's New is
 * news: a newcomer is not shown what was there when they arrived), oldest first.
 */
export async function unseenFeatures(tx: AppDatabase, userId: string): Promise<FeatureAnnouncement[]> {
  const rows = rowsOf<CharacteristicRow>(
    await tx.execute(sql`
      SELECT a.id AS announcement_id, a.topic, a.created_at, a.published_at, c.id, c.image_url, c.description
        FROM feature_announcements a
        JOIN feature_characteristics c ON c.announcement_id = a.id
        JOIN users u ON u.id = ${userId}::uuid
       WHERE a.published_at IS NOT NULL AND a.published_at >= u.created_at
         AND NOT EXISTS (SELECT 1 FROM feature_views v WHERE v.user_id = u.id AND v.characteristic_id = c.id)
       ORDER BY a.published_at, a.created_at, a.id, c.position`),
  );
  return fold(rows).map(({ id, topic, publishedAt, characteristics }) => ({
    id,
    topic,
    publishedAt: publishedAt!,
    characteristics,
  }));
}

/** Whether unseenFeatures would answer any: the session's newFeatures flag. */
export async function hasUnseenFeatures(tx: AppDatabase, userId: string): Promise<boolean> {
  const rows = rowsOf<{ found: number }>(
    await tx.execute(sql`
      SELECT 1 AS found
        FROM feature_announcements a
        JOIN feature_characteristics c ON c.announcement_id = a.id
        JOIN users u ON u.id = ${userId}::uuid
       WHERE a.published_at IS NOT NULL AND a.published_at >= u.created_at
         AND NOT EXISTS (SELECT 1 FROM feature_views v WHERE v.user_id = u.id AND v.characteristic_id = c.id)
       LIMIT 1`),
  );
  return rows.length > 0;
}

/** Of the ids given, those that are features of a published announcement. */
export async function publishedFeatureIds(tx: AppDatabase, ids: readonly string[]): Promise<Set<string>> {
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      SELECT c.id FROM feature_characteristics c JOIN feature_announcements a ON a.id = c.announcement_id
       WHERE a.published_at IS NOT NULL AND c.id IN (${sql.join(
         ids.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`),
  );
  return new Set(rows.map((row) => row.id));
}

/** Records the views (a repeated one is kept as first seen). */
export async function insertViews(
  tx: AppDatabase,
  owner: { clientId: string; userId: string },
  ids: readonly string[],
): Promise<void> {
  await tx.execute(sql`
    INSERT INTO feature_views (client_id, user_id, characteristic_id)
    SELECT ${owner.clientId}, ${owner.userId}::uuid, id
      FROM unnest(ARRAY[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]) AS id
    ON CONFLICT (user_id, characteristic_id) DO NOTHING`);
}

const staffSelect = sql`
  SELECT a.id AS announcement_id, a.topic, a.created_at, a.published_at, c.id, c.image_url, c.description,
         (SELECT count(DISTINCT v.user_id) FROM feature_views v
            JOIN feature_characteristics vc ON vc.id = v.characteristic_id
           WHERE vc.announcement_id = a.id) AS seen_by
    FROM feature_announcements a
    LEFT JOIN feature_characteristics c ON c.announcement_id = a.id`;

/** Every announcement (operator scope: views of every client count): drafts first, then the newest published. */
export async function listAnnouncements(tx: AppDatabase): Promise<StaffAnnouncement[]> {
  const rows = rowsOf<CharacteristicRow>(
    await tx.execute(sql`${staffSelect}
      ORDER BY a.published_at DESC NULLS FIRST, a.created_at DESC, a.id, c.position`),
  );
  return fold(rows);
}

export async function findAnnouncement(tx: AppDatabase, id: string): Promise<StaffAnnouncement | null> {
  const rows = rowsOf<CharacteristicRow>(
    await tx.execute(sql`${staffSelect} WHERE a.id = ${id}::uuid ORDER BY c.position`),
  );
  return fold(rows)[0] ?? null;
}

export async function insertAnnouncement(
  tx: AppDatabase,
  values: {
    topic: string;
    createdBy: string;
    characteristics: readonly { imageUrl: string | null; description: string }[];
    /** Published at once (the seed), by its writer; otherwise a draft. */
    published?: boolean;
  },
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      INSERT INTO feature_announcements (topic, created_by, published_at, published_by)
      VALUES (${values.topic}, ${values.createdBy}::uuid, CASE WHEN ${values.published ?? false} THEN now() END,
              ${values.published ? values.createdBy : null}::uuid)
      RETURNING id`),
  );
  const id = row!.id;
  for (const [position, feature] of values.characteristics.entries()) {
    await tx.execute(sql`
      INSERT INTO feature_characteristics (announcement_id, position, image_url, description)
      VALUES (${id}::uuid, ${position}, ${feature.imageUrl}, ${feature.description})`);
  }
  return id;
}

/**
 * Publishes (by: the staff user) or unpublishes (by: null) in one conditional statement; false when the
 * announcement was already so (or does not exist).
 */
export async function setPublished(tx: AppDatabase, id: string, by: string | null): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    by === null
      ? await tx.execute(sql`
          UPDATE feature_announcements SET published_at = NULL, published_by = NULL
           WHERE id = ${id}::uuid AND published_at IS NOT NULL RETURNING id`)
      : await tx.execute(sql`
          UPDATE feature_announcements SET published_at = now(), published_by = ${by}::uuid
           WHERE id = ${id}::uuid AND published_at IS NULL RETURNING id`),
  );
  return rows.length > 0;
}
