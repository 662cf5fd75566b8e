import { Box, Link } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { SERVICES } from './services';

/** Height of the landing header above, which the menu sticks under (MUI toolbar heights). */
export const LANDING_HEADER_HEIGHT = { xs: 56, sm: 64 } as const;
/** Height of this menu, so a section reached by its anchor starts below both bars. */
export const SERVICES_MENU_HEIGHT = 56;

/** The menu that stays under the header while scrolling, linking to the five sections. */
export function ServicesMenu() {
  const intl = useIntl();
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'landing.services.menu.label' })}
      sx={(theme) => ({
        position: 'sticky',
        top: LANDING_HEADER_HEIGHT,
        zIndex: theme.zIndex.appBar - 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          mx: 'auto',
          px: { xs: 1, sm: 3 },
          display: 'flex',
          justifyContent: { xs: 'flex-start', md: 'center' },
          gap: { xs: 0.5, md: 2 },
          minHeight: SERVICES_MENU_HEIGHT,
          alignItems: 'center',
          // On small screens the five links scroll sideways instead of wrapping onto a taller bar.
          overflowX: 'auto',
          whiteSpace: 'nowrap',
        }}
      >
        {SERVICES.map((service) => (
          <li key={service.anchor}>
            <Link
              href={`#${service.anchor}`}
              underline="hover"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                px: 1.5,
                fontWeight: 600,
                color: 'text.primary',
              }}
            >
              <FormattedMessage id={`landing.services.${service.key}.menu`} />
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
