import type { SxProps, Theme } from '@mui/material';

type SxPart = SxProps<Theme> | false | null | undefined;

/** One flat `sx` list from a component's defaults and a caller's own (object or list): later parts win. */
export const mergeSx = (...parts: SxPart[]) =>
  parts.flatMap((part) => (Array.isArray(part) ? part : [part])) as SxProps<Theme>;
