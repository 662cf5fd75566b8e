// Runs one remote alone, for development. The harness's code (its frame, top bar and MUI components)
// loads only here: this module is part of @estiba/shared, which the shell loads on every page, and the
// shell must not evaluate a development frame it never shows.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from '../config/appConfig';
import type { StandaloneHarnessProps } from './StandaloneHarness';

export type { StandaloneHarnessProps };

/** Loads the run-time configuration and the harness, then renders the harness into `#root`. */
export async function startStandalone(props: StandaloneHarnessProps): Promise<void> {
  const [{ StandaloneHarness }] = await Promise.all([import('./StandaloneHarness'), loadAppConfig()]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to render the remote into.');
  createRoot(container).render(
    <StrictMode>
      <StandaloneHarness {...props} />
    </StrictMode>,
  );
}
