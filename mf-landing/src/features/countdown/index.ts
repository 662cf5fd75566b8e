// The countdown widget (spec points 2 and 9): 1 s tick, 15 days ahead by default, completion callback.
export { Countdown, type CountdownProps } from './Countdown';
export { useCountdown, countdownParts, defaultCountdownEnd, type CountdownParts } from './useCountdown';
