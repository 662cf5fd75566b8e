export { AreaThemeProvider, ShellThemeProvider, themeFor } from './ShellThemeProvider';
