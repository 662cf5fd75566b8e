// The MUI parts the shell draws on every public page (the landing layout's header, footer and chat
// button, the theme), shared with the remotes as ONE module (shared/webpack/federation.cjs, MUI_SHELL_PARTS):
// a remote's page then draws its Box, Typography or Button with the copies the shell has already
// loaded instead of downloading its own. Only what the shell's public pages load belongs here: the
// shell downloads all of it as it starts. The names are MUI_SHELL_PARTS's (federation.test.cjs checks).
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
} from 'estiba-mui-material';
export { createSvgIcon } from 'estiba-mui-svg-icon';
