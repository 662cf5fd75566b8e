import { Avatar, Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { TESTIMONIALS } from './content';

const TITLE_ID = 'ecommerce-testimonials-title';

const initials = (person: string) =>
  person
    .split(' ')
    .map((word) => word[0])
    .join('');

/** Three merchants, in their own words. */
export function Testimonials() {
  return (
    <Box
      component="section"
      aria-labelledby={TITLE_ID}
      sx={{ maxWidth: LAYOUT.contentMaxWidthWide, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 6, md: 8 } }}
    >
      <Typography
        id={TITLE_ID}
        variant="h4"
        component="h2"
        sx={{ fontWeight: 700, mb: 4, textAlign: 'center' }}
      >
        <FormattedMessage id="landing.fulfillmentForEcommerces.testimonials.title" />
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {TESTIMONIALS.map(({ key, person }) => (
          <li key={key}>
            <Box
              component="figure"
              sx={{
                m: 0,
                height: '100%',
                p: 3,
                borderRadius: 3,
                border: 1,
                borderColor: 'divider',
                bgcolor: 'background.paper',
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
              }}
            >
              <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
                <Typography sx={{ lineHeight: 1.7 }}>
                  <FormattedMessage id={`landing.fulfillmentForEcommerces.testimonials.${key}.quote`} />
                </Typography>
              </Box>
              <Box component="figcaption" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <Avatar aria-hidden="true" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                  {initials(person)}
                </Avatar>
                <div>
                  <Typography component="p" sx={{ fontWeight: 700 }}>
                    {person}
                  </Typography>
                  <Typography component="p" variant="body2" sx={{ color: 'text.secondary' }}>
                    <FormattedMessage id={`landing.fulfillmentForEcommerces.testimonials.${key}.position`} />
                  </Typography>
                </div>
              </Box>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
