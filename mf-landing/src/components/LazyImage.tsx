import { Box, type SxProps, type Theme } from '@mui/material';
import { mergeSx } from './mergeSx';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: the page keeps the image's room before it loads, so nothing below it moves. */
  width: number;
  height: number;
  /** How the image sits in its box (fixed or fluid width, object-fit...). */
  sx?: SxProps<Theme>;
}

/** An image below the fold: sized up front, fetched only when the reader nears it, decoded off the main thread. */
export function LazyImage({ src, alt, width, height, sx }: LazyImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      sx={mergeSx({ display: 'block' }, sx)}
    />
  );
}
