// Runs this remote alone, for development: `pnpm --filter @estiba/mf-billing build && pnpm --filter @estiba/mf-billing start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';

void startStandalone({ routeModule, titleId: 'billing.remote.name' });
