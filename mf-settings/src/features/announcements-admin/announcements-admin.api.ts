// The operator's announcement desk (the API's feature-announcements module, issue 19): list every announcement,
// write a draft (one Idempotency-Key per attempt), publish it for the merchants' What's New, or take it back.
import type { AnnouncementInput, StaffAnnouncement, StaffAnnouncementList } from '@estiba/api/contract';
import { apiClient, newIdempotencyKey } from '@estiba/shared';

export type { AnnouncementInput, StaffAnnouncement } from '@estiba/api/contract';

const BASE = 'staff/feature-announcements';

export async function fetchAnnouncements(): Promise<StaffAnnouncement[]> {
  return (await apiClient.get<StaffAnnouncementList>(BASE)).data.announcements;
}

export async function createAnnouncement(
  input: AnnouncementInput,
  key: string = newIdempotencyKey(),
): Promise<StaffAnnouncement> {
  const { data } = await apiClient.post<StaffAnnouncement>(BASE, input, {
    headers: { 'Idempotency-Key': key },
  });
  return data;
}

export async function setPublished(id: string, published: boolean): Promise<StaffAnnouncement> {
  const action = published ? 'publish' : 'unpublish';
  return (await apiClient.post<StaffAnnouncement>(`${BASE}/${encodeURIComponent(id)}/${action}`)).data;
}
