// Runs this remote alone, for development: `pnpm --filter @estiba/mf-orders build && pnpm --filter @estiba/mf-orders start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';
import { messages } from './i18n/messages';

// The route module loads one language at a time; the standalone harness switches among all six at once.
void startStandalone({ routeModule, messages, titleId: 'orders.remote.name' });
