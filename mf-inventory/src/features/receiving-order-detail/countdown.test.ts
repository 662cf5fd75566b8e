import { remainingUntil } from './countdown';

describe('remainingUntil', () => {
  const deadline = '2026-11-22T15:00:00.000Z';

  it('counts whole hours, minutes and seconds to the deadline, hours past a day included', () => {
    expect(remainingUntil(deadline, Date.parse('2026-11-20T15:00:00.000Z'))).toEqual({
      hours: 48,
      minutes: 0,
      seconds: 0,
      over: false,
    });
    expect(remainingUntil(deadline, Date.parse('2026-11-22T13:58:29.400Z'))).toEqual({
      hours: 1,
      minutes: 1,
      seconds: 30,
      over: false,
    });
  });

  it('says the deadline is over once it has passed, never counting below zero', () => {
    expect(remainingUntil(deadline, Date.parse('2026-11-22T15:00:00.000Z')).over).toBe(true);
    expect(remainingUntil(deadline, Date.parse('2026-11-23T00:00:00.000Z'))).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 0,
      over: true,
    });
  });
});
