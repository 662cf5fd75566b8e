// What `@mui/material` is in every package's build: the shell's public parts from the one shared module
// (shell-parts.mjs), the rest from MUI itself (tree-shaken as before). A name listed here shadows the
// same name of the star export, as ES modules define.
export {
  AppBar,
  Box,
  Button,
  Container,
  CssBaseline,
  Divider,
  Fab,
  Grid,
  IconButton,
  Link,
  Stack,
  ThemeProvider,
  Toolbar,
  Typography,
  alpha,
  createTheme,
} from '@estiba/mui-shell-parts';
export * from 'estiba-mui-material';
