import { yieldToMain } from './app/yieldToMain';

/**
 * Start-up evaluates React DOM, MUI's parts of the public layout, our shared code and the shell's own,
 * every module of them once. Done in one go, that was the page's longest task (~190 ms on Lighthouse's
 * phone: total blocking time, issue 15); each is a task of its own here. The modules are in the chunks
 * already loaded (eager imports add no chunk and no request): only their evaluation waits.
 */
export async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@estiba/mui-shell-parts');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@estiba/shared');
  await yieldToMain();
  const { startShell } = await import(/* webpackMode: "eager" */ './app/start');
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await startShell(container);
}

start().catch((error: unknown) => {
  // Every start-up step has its own fallback; this only reports what none of them foresaw.
  console.error('the shell could not start', error);
});
