// Runs this remote alone, for development: `pnpm --filter @estiba/mf-inventory build && pnpm --filter @estiba/mf-inventory start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';

void startStandalone({ routeModule, titleId: 'inventory.remote.name' });
