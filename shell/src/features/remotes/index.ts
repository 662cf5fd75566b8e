export { withRetry, wait, type RetryOptions, type Wait } from './retry';
export { loadChunkWithRetry, CHUNK_RELOAD_MARKER, CHUNK_RELOAD_PATH, type ScreenModule } from './chunkRetry';
export {
  claimsPath,
  fetchRegistry,
  hintMatches,
  parseRegistry,
  REMOTES_REGISTRY_URL,
  type RemoteEntry,
} from './registry';
export {
  asRouteModule,
  createRemoteLoader,
  hasFailures,
  isSettling,
  loadedModules,
  loadForUnmatchedPath,
  unmatchedPathState,
  type LoadStatus,
  type RemoteLoader,
  type RemoteLoaderDeps,
  type RemoteState,
  type RemoteStatus,
  type RemotesSnapshot,
  type UnmatchedPathState,
} from './remoteLoader';
export { loadRouteModule, registerFederatedRemotes } from './federation';
export { createRemoteTexts, remoteTexts, textsOf, type LoadedTexts, type RemoteTexts } from './remoteTexts';
export { takeEarlyJson, takeEarlyManifest, type EarlyStart } from './earlyStart';
export {
  RemotesProvider,
  useLoadedModules,
  useRemoteLoader,
  useRemotes,
  type UseRemotes,
} from './RemotesContext';
export { ScreenErrorBoundary } from './ScreenErrorBoundary';
export { REMOTE_FAILURE_MESSAGE_ID, REMOTE_FAILURE_TITLE_ID } from './failureMessages';
