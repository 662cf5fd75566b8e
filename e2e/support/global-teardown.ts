// Stops every server the run started (including a remote a test restarted) and removes its temp folder.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, STATE_FILE } from './env';
import { readState, stopProcess } from './servers';

export default async function globalTeardown(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const state = readState();
  await Promise.all(Object.values(state.servers).map((record) => record && stopProcess(record.pid)));
  // The servers' logs stay beside the test results (ignored by git) for a look after a failure.
  const logs = join(state.tempDir, 'logs');
  if (existsSync(logs)) cpSync(logs, join(ROOT, 'e2e', 'test-results', 'server-logs'), { recursive: true });
  rmSync(state.tempDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
