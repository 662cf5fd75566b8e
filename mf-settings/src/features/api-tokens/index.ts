// `/api-token` (loaded lazily by the route module, which composes it with the webhook subscriptions' section).
export { ApiTokensPage as default, ApiTokensPage } from './ApiTokensPage';
