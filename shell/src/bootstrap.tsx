import { startShell } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
startShell(container).catch((error: unknown) => {
  // Every start-up step has its own fallback; this only reports what none of them foresaw.
  console.error('the shell could not start', error);
});
