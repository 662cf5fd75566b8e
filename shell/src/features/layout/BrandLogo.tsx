import { Box } from '@mui/material';
import { useBrand } from '../branding';

interface BrandLogoProps {
  height?: number;
}

/** The current brand's logo (white-label hosts show their own); its text alternative is the brand's name. */
export function BrandLogo({ height = 32 }: BrandLogoProps) {
  const brand = useBrand();
  return (
    <Box
      component="img"
      src={brand.logoUrl}
      alt={brand.name}
      sx={{ height, width: 'auto', display: 'block', maxWidth: '100%' }}
    />
  );
}
