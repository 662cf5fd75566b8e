export { withRetry, wait, type RetryOptions, type Wait } from './retry';
export { loadChunkWithRetry, CHUNK_RELOAD_MARKER, CHUNK_RELOAD_PATH, type ScreenModule } from './chunkRetry';
export { fetchRegistry, parseRegistry, REMOTES_REGISTRY_URL, type RemoteEntry } from './registry';
export {
  asRouteModule,
  createRemoteLoader,
  hasFailures,
  isSettling,
  loadedModules,
  type LoadStatus,
  type RemoteLoader,
  type RemoteLoaderDeps,
  type RemoteState,
  type RemotesSnapshot,
} from './remoteLoader';
export { loadRouteModule, registerFederatedRemotes } from './federation';
export { RemotesProvider, useRemotes, type UseRemotes } from './RemotesContext';
export { ScreenErrorBoundary } from './ScreenErrorBoundary';
export { REMOTE_FAILURE_MESSAGE_ID, REMOTE_FAILURE_TITLE_ID } from './failureMessages';
