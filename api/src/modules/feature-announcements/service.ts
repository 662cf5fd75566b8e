// The rules of What's New (issue 19, spec point 4): a merchant's user reads the published features they have not
// seen and records those they have; the operator's staff and admins write announcements as drafts and publish or
// take them back. Knows nothing of HTTP.
import type { Database } from '../../platform/db/connection.js';
import { asClient, asOperator } from '../../platform/db/scope.js';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../platform/errors.js';
import { withIdempotencyKey } from '../../platform/idempotency.js';
import type { Session } from '../accounts/service.js';
import {
  findAnnouncement,
  insertAnnouncement,
  insertViews,
  listAnnouncements,
  publishedFeatureIds,
  setPublished,
  unseenFeatures,
} from './repository.js';
import type {
  AllFeatures,
  AnnouncementInput,
  FeaturesViewed,
  FeaturesViewedBody,
  StaffAnnouncement,
  StaffAnnouncementList,
} from './schemas.js';

export const ANNOUNCEMENT_MESSAGES = {
  otherUser: 'You can only read and mark your own new features',
  notAFeature: 'One of the features is not a published one: reload the new features and try again',
  staffOnly: "Only the warehouse's staff and admins write announcements",
  notFound: 'Announcement not found',
  published: 'This announcement is already published',
  draft: 'This announcement is already a draft',
  topic: 'Write a topic of 1 to 120 characters',
  description: 'Write a description of 1 to 2000 characters',
  image: 'An image address starts with https:// or /',
  keyReused: 'This Idempotency-Key was already used for another announcement: use a new key',
} as const;

export const TOPIC_MAX = 120;
export const DESCRIPTION_MAX = 2000;

/** https:// addresses and the site's own (/…): nothing that runs (javascript:) or leaks over plain http. */
const IMAGE_URL = /^(https:\/\/[^\s]+|\/[^\s/][^\s]*)$/;

function operatorOf(session: Session): Session {
  if (session.role !== 'staff' && session.role !== 'admin')
    throw new Forbidden(ANNOUNCEMENT_MESSAGES.staffOnly);
  return session;
}

function fieldError(field: string, message: string): ValidationFailed {
  return new ValidationFailed(message, { field, fieldErrors: { [field]: message } });
}

/** The input trimmed and checked, with each refusal named by its field (characteristics.{i}.description…). */
export function checkedAnnouncement(input: AnnouncementInput): AnnouncementInput & {
  characteristics: { imageUrl: string | null; description: string }[];
} {
  const topic = input.topic.trim();
  if (topic.length < 1 || topic.length > TOPIC_MAX) throw fieldError('topic', ANNOUNCEMENT_MESSAGES.topic);
  const characteristics = input.characteristics.map((feature, index) => {
    const description = feature.description.trim();
    if (description.length < 1 || description.length > DESCRIPTION_MAX)
      throw fieldError(`characteristics.${index}.description`, ANNOUNCEMENT_MESSAGES.description);
    const imageUrl = feature.imageUrl?.trim() || null;
    if (imageUrl !== null && !IMAGE_URL.test(imageUrl))
      throw fieldError(`characteristics.${index}.imageUrl`, ANNOUNCEMENT_MESSAGES.image);
    return { imageUrl, description };
  });
  return { topic, characteristics };
}

export class FeatureAnnouncementsService {
  constructor(private readonly database: Database) {}

  /** GET user/{id}/all-features: the caller's own; the operator's users are not merchants and get none. */
  async allFeatures(session: Session, userId: string): Promise<AllFeatures> {
    if (userId !== session.userId) throw new Forbidden(ANNOUNCEMENT_MESSAGES.otherUser);
    if (session.role !== 'user') return [];
    return asClient(this.database, session.clientId, (tx) => unseenFeatures(tx, session.userId));
  }

  /** PUT feature-viewed: every id must be a published feature; seeing one twice changes nothing. */
  async viewed(session: Session, body: FeaturesViewedBody): Promise<FeaturesViewed> {
    if (body.userId !== session.userId) throw new Forbidden(ANNOUNCEMENT_MESSAGES.otherUser);
    return asClient(this.database, session.clientId, async (tx) => {
      const known = await publishedFeatureIds(tx, body.featuresIds);
      if (body.featuresIds.some((id) => !known.has(id)))
        throw fieldError('featuresIds', ANNOUNCEMENT_MESSAGES.notAFeature);
      await insertViews(tx, session, body.featuresIds);
      return { featuresIds: body.featuresIds };
    });
  }

  list(session: Session): Promise<StaffAnnouncementList> {
    operatorOf(session);
    return asOperator(this.database, async (tx) => ({ announcements: await listAnnouncements(tx) }));
  }

  async create(
    session: Session,
    idempotencyKey: string,
    input: AnnouncementInput,
  ): Promise<{ announcement: StaffAnnouncement; created: boolean }> {
    const staff = operatorOf(session);
    const checked = checkedAnnouncement(input);
    return asOperator(this.database, async (tx) => {
      const answer = await withIdempotencyKey(
        tx,
        {
          clientId: staff.clientId,
          scope: 'feature-announcements.create',
          key: idempotencyKey,
          request: checked,
          reusedMessage: ANNOUNCEMENT_MESSAGES.keyReused,
        },
        async () => {
          const id = await insertAnnouncement(tx, { ...checked, createdBy: staff.userId });
          return { status: 201, body: (await findAnnouncement(tx, id))! };
        },
      );
      return { announcement: answer.body, created: !answer.replayed };
    });
  }

  publish(session: Session, id: string): Promise<StaffAnnouncement> {
    return this.setPublished(session, id, true);
  }

  unpublish(session: Session, id: string): Promise<StaffAnnouncement> {
    return this.setPublished(session, id, false);
  }

  private setPublished(session: Session, id: string, published: boolean): Promise<StaffAnnouncement> {
    const staff = operatorOf(session);
    return asOperator(this.database, async (tx) => {
      const changed = await setPublished(tx, id, published ? staff.userId : null);
      const announcement = await findAnnouncement(tx, id);
      if (!announcement) throw new NotFound(ANNOUNCEMENT_MESSAGES.notFound);
      if (!changed)
        throw new Conflict(published ? ANNOUNCEMENT_MESSAGES.published : ANNOUNCEMENT_MESSAGES.draft);
      return announcement;
    });
  }
}
