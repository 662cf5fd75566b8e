import { Avatar, Box, Typography } from '@mui/material';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { useSelector } from 'react-redux';
import { useIntl } from 'react-intl';
import { selectUser } from '@estiba/shared';

/** Avatar sizes: the full header, the compact (style-2) header, and the folded rail. */
const AVATAR_SIZE = { full: 64, compact: 40, folded: 36 } as const;

interface NavbarUserProps {
  /** The rail shows the avatar only. */
  folded: boolean;
  /** Navbar style-2: one row with a small avatar instead of the centred card. */
  compact?: boolean;
}

/**
 * Who is signed in, for which client, and whether the client ships through the shipping platform
 * (spec point 2: client name, Client ID, e-mail, 'Integrated with' and the platform's id).
 */
export function NavbarUser({ folded, compact = false }: NavbarUserProps) {
  const intl = useIntl();
  const user = useSelector(selectUser);
  if (!user) return null;
  const name = user.clientName || user.displayName;
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const size = folded ? AVATAR_SIZE.folded : compact ? AVATAR_SIZE.compact : AVATAR_SIZE.full;
  const row = compact && !folded;

  return (
    <Box
      className="navbar-user"
      sx={{
        display: 'flex',
        flexDirection: row ? 'row' : 'column',
        alignItems: 'center',
        textAlign: row ? 'left' : 'center',
        px: folded ? 0.5 : 2,
        py: row ? 1.5 : 2,
        gap: row ? 1.5 : 0.5,
        minWidth: 0,
      }}
    >
      <Avatar
        src={user.data.photoURL ?? undefined}
        alt=""
        sx={{
          width: size,
          height: size,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          mb: row ? 0 : 1,
        }}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      {/* Folded, the words stay in the page for screen readers but take no room on the rail. */}
      <Box
        sx={{
          minWidth: 0,
          width: '100%',
          ...(folded && {
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }),
        }}
      >
        <Typography variant="subtitle1" component="p" noWrap sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        <Typography variant="caption" component="p" noWrap>
          {t('chrome.navbar.clientId', { clientId: user.clientId })}
        </Typography>
        <Typography variant="caption" component="p" noWrap sx={{ opacity: 0.85 }}>
          {user.email}
        </Typography>
        {user.shippingPlatformIntegrated && (
          <Box sx={{ mt: 1, minWidth: 0 }}>
            <Typography
              variant="caption"
              component="p"
              noWrap
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: row ? 'flex-start' : 'center',
                gap: 0.5,
              }}
            >
              <LocalShippingIcon sx={{ fontSize: 16 }} aria-hidden />
              <span>
                {t('chrome.navbar.integratedWith')}{' '}
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {t('chrome.navbar.shippingPlatform')}
                </Box>
              </span>
            </Typography>
            {user.shippingPlatformId && (
              <Typography variant="caption" component="p" noWrap sx={{ opacity: 0.85 }}>
                {t('chrome.navbar.shippingPlatformId', { id: user.shippingPlatformId })}
              </Typography>
            )}
          </Box>
        )}
      </Box>
    </Box>
  );
}
