import CheckIcon from '@mui/icons-material/Check';
import { Box, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { LazyImage } from '../../components/LazyImage';
import { LANDING_HEADER_HEIGHT, SERVICES_MENU_HEIGHT } from './ServicesMenu';
import { POINTS_PER_SERVICE, SERVICE_IMAGE_SIZE, SERVICES, type Service } from './services';

const POINTS = Array.from({ length: POINTS_PER_SERVICE }, (_, index) => index + 1);
/** Breathing room between the sticky bars and a section's heading when reached by its anchor. */
const ANCHOR_GAP = 16;

/** One service: text on one side, its illustration on the other, sides alternating down the page. */
export function ServiceSection({ service, index }: { service: Service; index: number }) {
  const intl = useIntl();
  const titleId = `services-${service.anchor}-title`;
  const imageFirst = index % 2 === 1;
  return (
    <Box
      component="section"
      id={service.anchor}
      aria-labelledby={titleId}
      sx={{
        bgcolor: imageFirst ? 'action.hover' : 'background.default',
        px: { xs: 2, sm: 3 },
        py: { xs: 6, md: 9 },
        scrollMarginTop: {
          xs: LANDING_HEADER_HEIGHT.xs + SERVICES_MENU_HEIGHT - ANCHOR_GAP,
          sm: LANDING_HEADER_HEIGHT.sm + SERVICES_MENU_HEIGHT - ANCHOR_GAP,
        },
      }}
    >
      <Box
        sx={{
          maxWidth: LAYOUT.contentMaxWidth,
          mx: 'auto',
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ order: { xs: 1, md: imageFirst ? 2 : 1 } }}>
          <Typography
            component="p"
            variant="overline"
            sx={{ color: 'text.secondary', fontWeight: 700, letterSpacing: '0.12em' }}
          >
            <FormattedMessage
              id="landing.services.step"
              values={{ step: index + 1, total: SERVICES.length }}
            />
          </Typography>
          <Typography id={titleId} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            <FormattedMessage id={`landing.services.${service.key}.title`} />
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3, fontSize: '1.0625rem', lineHeight: 1.6 }}>
            <FormattedMessage id={`landing.services.${service.key}.body`} />
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {POINTS.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <CheckIcon sx={{ color: 'primary.main', mt: '2px' }} />
                <Typography>
                  <FormattedMessage id={`landing.services.${service.key}.point${point}`} />
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Box sx={{ order: { xs: 2, md: imageFirst ? 1 : 2 } }}>
          <LazyImage
            src={service.image}
            alt={intl.formatMessage({ id: `landing.services.${service.key}.imageAlt` })}
            width={SERVICE_IMAGE_SIZE.width}
            height={SERVICE_IMAGE_SIZE.height}
            sx={{
              width: '100%',
              height: 'auto',
              maxWidth: SERVICE_IMAGE_SIZE.width,
              mx: 'auto',
            }}
          />
        </Box>
      </Box>
    </Box>
  );
}
