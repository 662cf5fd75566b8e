/** The texts of a part of the app that failed to load (a remote down, a screen that threw). */
export const REMOTE_FAILURE_TITLE_ID = 'shell.remote.failedTitle';
export const REMOTE_FAILURE_MESSAGE_ID = 'shell.remote.failedMessage';
