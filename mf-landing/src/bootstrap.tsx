// Runs this remote alone, for development: `pnpm --filter @estiba/mf-landing build && pnpm --filter @estiba/mf-landing start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';

void startStandalone({ routeModule, titleId: 'landing.remote.name' });
