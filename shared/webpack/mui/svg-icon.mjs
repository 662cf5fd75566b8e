// What `@mui/material/SvgIcon` is in every package's build (every icon of @mui/icons-material imports
// createSvgIcon from it): the shell's copy from the shared module (shell-parts.mjs), the rest from MUI.
export { createSvgIcon } from '@estiba/mui-shell-parts';
export { default } from 'estiba-mui-svg-icon';
export * from 'estiba-mui-svg-icon';
