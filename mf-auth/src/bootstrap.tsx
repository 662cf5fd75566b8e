// Runs this remote alone, for development: `pnpm --filter @estiba/mf-auth build && pnpm --filter @estiba/mf-auth start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';

void startStandalone({ routeModule, titleId: 'auth.remote.name' });
