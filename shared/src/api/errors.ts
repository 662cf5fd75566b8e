// The error catalogue of spec point 8 as data. The English texts are word for word the spec's; each
// has a message id in shared's translations (ERROR_MESSAGE_IDS) so screens can show it translated.

export const ERROR_MESSAGES = {
  /** Any 500 response. */
  server500: "Sorry, we're experiencing technical difficulties. Contact us for assistance.",
  /** Any 503 response. */
  server503: 'This process may take a little longer.',
  /** Automatic sign-in with a stored token failed. */
  autoLoginFailed: 'Failed to login with token.',
  /** A search with no hits. */
  noResults: 'No results..',
  /** Reset password, status 401. */
  unauthorized: 'Unauthorized.',
  /** Reset password, status 422. */
  passwordMismatch: 'Password and Confirm password did not match.',
  /** Login, status 401. */
  invalidCredentials: 'Invalid username or password',
  /** Login, status 409. */
  incorrectPayload: 'Incorrect Payload',
  /** Login, any other status. */
  somethingWentWrong: 'Sorry, something went wrong',
  /** A request that got no response at all. */
  noResponse: 'Something went wrong, we are working on a solution.',
  /** Legal page document failure. */
  noDataAvailable: 'No data available',
  /** Invalid product-update event payload. */
  productsUpdateError: 'Error updating products',
  /** Shopify validation, status 403. */
  shopAlreadyRegistered: 'This shop is already registered, please try with another one.',
  /** Other shop validation failures and the shipping-platform token failure. */
  integrationFailed:
    "We're sorry, something went wrong in the process, we're working on it, please try again in a short while.",
  /** Delete order failure. */
  integrateStoreFirst: 'Please integrate a store so we can fetch your orders',
} as const;

export type ErrorKey = keyof typeof ERROR_MESSAGES;

/** The message id of each catalogue text in shared's translations. */
export const ERROR_MESSAGE_IDS: Record<ErrorKey, string> = {
  server500: 'errors.server500',
  server503: 'errors.server503',
  autoLoginFailed: 'errors.autoLoginFailed',
  noResults: 'errors.noResults',
  unauthorized: 'errors.unauthorized',
  passwordMismatch: 'errors.passwordMismatch',
  invalidCredentials: 'errors.invalidCredentials',
  incorrectPayload: 'errors.incorrectPayload',
  somethingWentWrong: 'errors.somethingWentWrong',
  noResponse: 'errors.noResponse',
  noDataAvailable: 'errors.noDataAvailable',
  // The realtime notifier and the product screens share this one.
  productsUpdateError: 'products.updateError',
  shopAlreadyRegistered: 'errors.shopAlreadyRegistered',
  integrationFailed: 'errors.integrationFailed',
  integrateStoreFirst: 'errors.integrateStoreFirst',
};

/** Status codes whose message the client replaces with a catalogue text. */
export const REPLACED_STATUS_MESSAGES: Readonly<Record<number, ErrorKey>> = {
  500: 'server500',
  503: 'server503',
};
