// What MUI's `styles/createTheme.mjs` is in every package's build (shared/webpack/federation.cjs,
// muiAliases): MUI's createTheme without CSS theme variables. MUI's own module imports the variables'
// theme builder (createThemeWithVars, its stringifier and selectors: ~4.5 KiB gzip on every public page)
// for `cssVariables` and `colorSchemes`, which no theme of ours uses; without them MUI's createTheme
// returns createThemeNoVars(options, ...args), as this does. A theme that asks for either fails loudly
// here rather than render without them.
import createThemeNoVars from 'estiba-mui-create-theme-no-vars';

export default function createTheme(options = {}, ...args) {
  if ((options.cssVariables ?? false) !== false || 'colorSchemes' in options) {
    throw new Error(
      'createTheme: cssVariables and colorSchemes are not built in (shared/webpack/mui/create-theme.mjs)',
    );
  }
  return createThemeNoVars(options, ...args);
}
