// The MUI parts of the public layout as one shared module (shared/webpack/federation.cjs,
// MUI_SHELL_PARTS): a name the build resolves, which bootstrap.tsx imports to evaluate it early.
declare module '@estiba/mui-shell-parts';
