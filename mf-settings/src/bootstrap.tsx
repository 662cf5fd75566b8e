// Runs this remote alone, for development: `pnpm --filter @estiba/mf-settings build && pnpm --filter @estiba/mf-settings start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';

void startStandalone({ routeModule, titleId: 'settings.remote.name' });
