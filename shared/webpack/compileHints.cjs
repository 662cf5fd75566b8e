// Marks the scripts a page runs as it starts for eager compilation (used by federation.cjs).

/**
 * V8's explicit compile hint for a whole file: the browser compiles every function of a script that
 * carries it while the file downloads, on a background thread. Without it each function is compiled on
 * the main thread at its first call, and a page's start calls thousands of them (about a third of the
 * time the start-up libraries took to evaluate here). For the files whose code runs as a page starts.
 */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {(chunk: import('webpack').Chunk, compilation: import('webpack').Compilation) => boolean} runsOnLoad */
  constructor(runsOnLoad) {
    this.runsOnLoad = runsOnLoad;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which drops comments), before source maps and content hashes.
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!this.runsOnLoad(chunk, compilation)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(ALL_FUNCTIONS_CALLED_ON_LOAD, source),
              );
            }
          }
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, ALL_FUNCTIONS_CALLED_ON_LOAD };
