import { foundation } from './001_foundation.js';
import { countries } from './002_countries.js';
import { publicCatalogue } from './003_public_catalogue.js';
import { accounts } from './004_accounts.js';
import { hostedAccounts } from './005_hosted_accounts.js';
import { catalogueChanges } from './006_catalogue_changes.js';
import { rowSecurity } from './007_row_security.js';
import { inventory } from './008_inventory.js';
import { jobsAndEvents } from './009_jobs.js';
import { imports } from './010_imports.js';
import { orders } from './011_orders.js';
import { ordersApi } from './012_orders_api.js';
import { ordersFloor } from './013_orders_floor.js';
import { inventorySearch } from './016_inventory_search.js';
import { returnsFlow } from './017_returns.js';
import { searchIndexes } from './018_search_indexes.js';
import { automaticOrders } from './019_automatic_orders.js';
import { billing } from './020_billing.js';
import { storeConnect } from './021_store_connect.js';
import { storeSync } from './022_store_sync.js';
import { accountSettings } from './023_account_settings.js';
import { shippingPlatform } from './024_shipping_platform.js';
import { salesChannels } from './025_sales_channels.js';
import { apiTokens } from './026_api_tokens.js';
import { webhookSubscriptions } from './027_webhook_subscriptions.js';
import { featureAnnouncements } from './028_feature_announcements.js';
import { onboardingSteps } from './029_onboarding_steps.js';
import type { Migration } from './types.js';

export type { Migration } from './types.js';

/** Every migration, in the order they apply. Append; never reorder or edit a released one. */
export const MIGRATIONS: readonly Migration[] = [
  foundation,
  countries,
  publicCatalogue,
  accounts,
  hostedAccounts,
  catalogueChanges,
  rowSecurity,
  inventory,
  jobsAndEvents,
  imports,
  orders,
  ordersApi,
  ordersFloor,
  inventorySearch,
  returnsFlow,
  searchIndexes,
  automaticOrders,
  billing,
  storeConnect,
  storeSync,
  accountSettings,
  shippingPlatform,
  salesChannels,
  apiTokens,
  webhookSubscriptions,
  featureAnnouncements,
  onboardingSteps,
];
