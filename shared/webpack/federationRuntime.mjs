// The one federation runtime core on the page (federation.cjs, experiments.externalRuntime): the
// remotes' builds leave the core out and read it from this global. The shell fills it as its runtime
// starts (this file is one of its runtime plugins) and a remote's standalone harness from a script of
// its own (FEDERATION_RUNTIME_SCRIPT, built from this file alone). The core is the shell's own, the
// same module its runtime runs on, so providing it adds only the parts the shell did not use.
import * as runtimeCore from '@module-federation/runtime-core';

window._FEDERATION_RUNTIME_CORE = runtimeCore;

/** A runtime plugin that does nothing more: the global is set when the runtime loads this module. */
export default function federationRuntimeProvider() {
  return { name: 'estiba-federation-runtime-provider' };
}
