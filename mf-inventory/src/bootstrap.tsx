// Runs this remote alone, for development: `pnpm --filter @estiba/mf-inventory build && pnpm --filter @estiba/mf-inventory start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';
import { messages } from './i18n/messages';

// The harness switches languages on the spot, so it takes every language's texts at once.
void startStandalone({ routeModule, messages, titleId: 'inventory.remote.name' });
