import { useIntl } from 'react-intl';
import { Chip, Stack } from '@mui/material';
import type { ImportCounts } from '@estiba/api/contract';

const COLORS = { created: 'success', updated: 'info', skipped: 'default', rejected: 'error' } as const;

/** The four counts of a preview ('to create'…) or a result ('created'…), one chip each. */
export function CountChips({ counts, stage }: { counts: ImportCounts; stage: 'preview' | 'result' }) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(Object.keys(COLORS) as (keyof ImportCounts)[]).map((outcome) => (
        <Chip
          key={outcome}
          color={COLORS[outcome]}
          variant={counts[outcome] > 0 ? 'filled' : 'outlined'}
          label={intl.formatMessage(
            { id: `inventory.imports.${stage}.${outcome}` },
            { count: counts[outcome] },
          )}
        />
      ))}
    </Stack>
  );
}
