// A Module Federation runtime plugin (shared/webpack/federation.cjs adds it to every package): the version
// check of a shared singleton without the runtime's general semver parser. For each shared module a page
// consumes, the runtime tests the loaded version against the consumer's range with a parser that builds
// its regular expressions on every call: about 70 ms of the start of the home page on this machine, four
// times that on Lighthouse's phone. Every range this product declares is a caret range of an exact
// version, which takes three number comparisons. Any other form, and any version that does not satisfy
// its range, goes on to the runtime's own check (and its warning).

/** The part of the runtime's `resolveShare` hook arguments this plugin reads and replaces. */
export interface ResolveShareArgs {
  shareScopeMap: Record<string, Record<string, Record<string, unknown>> | undefined>;
  scope: string;
  pkgName: string;
  /** The version the share strategy picked (for a singleton: the one loaded first). */
  version: string;
  shareInfo: {
    shareConfig?: { singleton?: boolean; requiredVersion?: string | false };
    treeShaking?: unknown;
  };
  resolver: () => { shared: unknown; useTreesShaking: boolean } | undefined;
}

const EXACT_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const CARET_RANGE = /^\^(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether an exact version (1.2.3) satisfies a caret range (^1.2.0), by semver's rules (a leading zero
 * major or minor pins the next part); undefined when either has another form (pre-releases, x-ranges...).
 */
export function satisfiesCaret(version: string, range: string): boolean | undefined {
  const exact = EXACT_VERSION.exec(version);
  const caret = CARET_RANGE.exec(range);
  if (!exact || !caret) return undefined;
  const [major, minor, patch] = exact.slice(1).map(Number);
  const [rangeMajor, rangeMinor, rangePatch] = caret.slice(1).map(Number);
  if (major !== rangeMajor) return false;
  if (rangeMajor > 0) return minor > rangeMinor || (minor === rangeMinor && patch >= rangePatch);
  if (rangeMinor > 0) return minor === rangeMinor && patch >= rangePatch;
  return minor === 0 && patch === rangePatch;
}

export default function singletonVersionPlugin() {
  return {
    name: 'estiba-singleton-version',
    resolveShare(args: ResolveShareArgs): ResolveShareArgs {
      const { shareConfig, treeShaking } = args.shareInfo;
      const required = shareConfig?.requiredVersion;
      if (!shareConfig?.singleton || treeShaking || typeof required !== 'string') return args;
      if (satisfiesCaret(args.version, required) !== true) return args;
      const shared = args.shareScopeMap[args.scope]?.[args.pkgName]?.[args.version];
      if (shared === undefined) return args;
      return { ...args, resolver: () => ({ shared, useTreesShaking: false }) };
    },
  };
}
