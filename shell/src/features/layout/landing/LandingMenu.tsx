// The public pages' small-screen menu: the header's links and the Sign in / Start buttons in a drawer.
// LandingHeader loads this file when the menu first opens.
import {
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { LANDING_HEADER_LINKS } from './landingLinks';

/** Width of the small-screen menu drawer. */
const MOBILE_MENU_WIDTH = 280;

export interface LandingMenuProps {
  /** The drawer's id, which the header's menu button controls. */
  id: string;
  open: boolean;
  onClose: () => void;
}

export default function LandingMenu({ id, open, onClose }: LandingMenuProps) {
  const intl = useIntl();
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, 'aria-label': t('chrome.landing.menu') } }}
    >
      <Box sx={{ width: MOBILE_MENU_WIDTH, display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('chrome.landing.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t('chrome.landing.nav.label')}>
          <List>
            {LANDING_HEADER_LINKS.map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={NavLink} to={link.to} onClick={onClose}>
                  <ListItemText primary={t(link.labelId)} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
        <Divider />
        <Stack spacing={1} sx={{ p: 2 }}>
          <Button component={RouterLink} to="/login" variant="outlined" onClick={onClose}>
            {t('chrome.landing.login')}
          </Button>
          <Button component={RouterLink} to="/register" variant="contained" onClick={onClose}>
            {t('chrome.landing.signup')}
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
