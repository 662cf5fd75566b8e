// Runs this remote alone, for development: `pnpm --filter @estiba/mf-landing build && pnpm --filter @estiba/mf-landing start`.
import { startStandalone } from '@estiba/shared';
import routeModule from './exposes/routes';
import { messages } from './i18n/messages';

void startStandalone({ routeModule, messages, titleId: 'landing.remote.name' });
