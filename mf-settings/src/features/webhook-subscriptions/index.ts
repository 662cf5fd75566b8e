// The outgoing webhooks' section of `/api-token` (composed after the API tokens by the route module).
export {
  WebhookSubscriptionsSection as default,
  WebhookSubscriptionsSection,
} from './WebhookSubscriptionsSection';
