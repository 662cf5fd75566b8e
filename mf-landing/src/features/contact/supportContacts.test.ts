// The support desks' phones and e-mails are tested in shared (contact/supportContacts.test.ts).
import {
  DISCOVERY_MEETING_URL,
  MEETING_SCHEDULER_BASE_URL,
  schedulerUrlFor,
  SOCIAL_PROFILES,
} from './supportContacts';

describe('the public site contact configuration', () => {
  it('links the professional, photo-sharing, video and social network profiles over https', () => {
    expect(SOCIAL_PROFILES.map((profile) => profile.network)).toEqual([
      'linkedin',
      'instagram',
      'youtube',
      'facebook',
    ]);
    for (const profile of SOCIAL_PROFILES) expect(profile.url).toMatch(/^https:\/\//);
  });

  it('books the fixed discovery meeting in en-US and a calendar by language elsewhere', () => {
    expect(schedulerUrlFor('en-US')).toBe(DISCOVERY_MEETING_URL);
    expect(schedulerUrlFor('es-MX')).toBe(`${MEETING_SCHEDULER_BASE_URL}/es-mx`);
    expect(schedulerUrlFor('es-AR')).toBe(`${MEETING_SCHEDULER_BASE_URL}/es-ar`);
    expect(schedulerUrlFor('es-ES')).toBe(`${MEETING_SCHEDULER_BASE_URL}/es-es`);
    expect(schedulerUrlFor('fr-FR')).toBe(`${MEETING_SCHEDULER_BASE_URL}/es-mx`);
  });
});
