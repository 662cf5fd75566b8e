import { assertCompleteLocales, LOCALES } from '@estiba/shared';
import { meetingSchedulerMessages } from '.';

describe('meeting-scheduler translations', () => {
  it('has every key in all six locales, none empty', () => {
    expect(() => assertCompleteLocales(meetingSchedulerMessages, 'meeting-scheduler')).not.toThrow();
  });

  it('keeps its keys under landing.meetingScheduler.', () => {
    for (const locale of LOCALES) {
      expect(
        Object.keys(meetingSchedulerMessages[locale]).filter(
          (id) => !id.startsWith('landing.meetingScheduler.'),
        ),
      ).toEqual([]);
    }
  });
});
