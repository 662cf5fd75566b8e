import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { INCLUDED_FEATURES, type IncludedFeaturesKey } from './includedFeatures';

/** What a price includes, as a checklist under its own heading. */
export function IncludedFeatures({ list }: { list: IncludedFeaturesKey }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        <FormattedMessage id="landing.prices.included.title" />
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {INCLUDED_FEATURES[list].map((item) => (
          <Box component="li" key={item} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckCircleIcon fontSize="small" sx={{ color: 'success.main', mt: '2px' }} aria-hidden />
            <Typography variant="body2">
              <FormattedMessage id={`landing.prices.included.${list}.${item}`} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
