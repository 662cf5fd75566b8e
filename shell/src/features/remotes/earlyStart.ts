// What public/index.html's inline script started before the shell's code arrived: the app
// configuration, the remotes registry and the manifests of the remotes the address needs. Each answer
// is taken once; a later read (a Retry) fetches again, and a failed early request is simply redone.

export interface EarlyStart {
  appConfig?: Promise<unknown>;
  registry?: Promise<unknown>;
  /** Manifest responses by URL, not read yet (the script reads clones). */
  manifests?: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __estibaEarly?: EarlyStart;
  }
}

type EarlyJson = 'appConfig' | 'registry';

/** The early answer (parsed JSON) for one start-up file, once. */
export function takeEarlyJson(name: EarlyJson, win: Window = window): Promise<unknown> | undefined {
  const early = win.__estibaEarly;
  const answer = early?.[name];
  if (early) delete early[name];
  return answer;
}

/** The early response for one manifest URL, once. */
export function takeEarlyManifest(url: string, win: Window = window): Promise<Response> | undefined {
  const manifests = win.__estibaEarly?.manifests;
  const answer = manifests?.[url];
  if (manifests) delete manifests[url];
  return answer;
}
