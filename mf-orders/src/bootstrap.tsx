// Runs this remote alone, for development: `pnpm --filter @estiba/mf-orders build && pnpm --filter @estiba/mf-orders start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';

void startStandalone({ routeModule, titleId: 'orders.remote.name' });
