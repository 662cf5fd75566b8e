/** Lets the browser run what is waiting (a tap, a paint) between two stretches of start-up work. */
export const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
