// The tag manager (spec point 1: initialised at start-up), loaded only when the deployment names a container.

export const TAG_MANAGER_SCRIPT_ID = 'tag-manager';
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Injects the standard container snippet once; returns whether a container is now set up. */
export function initTagManager(containerId: string | null | undefined, win: Window = window): boolean {
  if (!containerId) return false;
  const doc = win.document;
  if (doc.getElementById(TAG_MANAGER_SCRIPT_ID)) return true;
  const layered = win as DataLayerWindow;
  layered.dataLayer = layered.dataLayer ?? [];
  layered.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
  doc.head.appendChild(script);
  return true;
}
