import { useId, useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { selectUser } from '@estiba/shared';

/** Read by assistive technology, not shown (MUI's visuallyHidden is in @mui/utils, not a shell dependency). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Initials for the avatar when the user has no photo. */
function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The toolbar's user button: name and photo, with Profile and Logout. */
export function UserMenu() {
  const intl = useIntl();
  const user = useSelector(selectUser);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const t = (id: string) => intl.formatMessage({ id });

  const name = user?.displayName || user?.data.displayName || t('chrome.userMenu.guest');
  const photo = user?.data.photoURL ?? undefined;

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', gap: 1, px: 1, minWidth: 0 }}
      >
        {/* The name comes from this text rather than aria-label: axe (WCAG 2.5.3, label in name) compares an
            aria-label with the visible text below, which the name and the client do not match word for word. */}
        <Box component="span" sx={visuallyHidden}>
          {intl.formatMessage({ id: 'chrome.userMenu.button' }, { name })}
        </Box>
        <Box
          sx={{ display: { xs: 'none', md: 'flex' }, flexDirection: 'column', alignItems: 'flex-end' }}
          aria-hidden
        >
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
            {name}
          </Typography>
          {user?.clientName && (
            <Typography component="span" variant="caption" sx={{ opacity: 0.8, lineHeight: 1.2 }}>
              {user.clientName}
            </Typography>
          )}
        </Box>
        {/* Decorative: the button's name already says whose menu it is (axe: the initials would be visible text
            missing from that name), and its text colour is the one the theme checks against secondary.main. */}
        <Avatar
          src={photo}
          alt=""
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: 15,
          }}
        >
          {initials(name)}
        </Avatar>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {user
          ? [
              <MenuItem key="profile" component={RouterLink} to="/pages/profile" onClick={close}>
                <ListItemIcon>
                  <AccountCircleIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('chrome.userMenu.profile')} />
              </MenuItem>,
              // The notifications centre (spec point 2's /apps/mail, served by mf-settings).
              <MenuItem key="notifications" component={RouterLink} to="/apps/mail" onClick={close}>
                <ListItemIcon>
                  <MailIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('chrome.userMenu.notifications')} />
              </MenuItem>,
              <Divider key="divider" />,
              <MenuItem key="logout" component={RouterLink} to="/logout" onClick={close}>
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('chrome.userMenu.logout')} />
              </MenuItem>,
            ]
          : [
              <MenuItem key="login" component={RouterLink} to="/login" onClick={close}>
                <ListItemIcon>
                  <LoginIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('chrome.userMenu.login')} />
              </MenuItem>,
              <MenuItem key="register" component={RouterLink} to="/register" onClick={close}>
                <ListItemIcon>
                  <PersonAddIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t('chrome.userMenu.register')} />
              </MenuItem>,
            ]}
      </Menu>
    </>
  );
}
