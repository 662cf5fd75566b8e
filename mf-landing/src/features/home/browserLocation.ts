/**
 * Leaves the application for another address, replacing the current history entry: the visitor never
 * chose to be on this host's home, so Back should not bring them here again.
 */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
