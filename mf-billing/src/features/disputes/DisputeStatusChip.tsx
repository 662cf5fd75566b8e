import { Chip } from '@mui/material';
import { useIntl } from 'react-intl';
import type { DisputeStatus } from './disputes.api';

const COLORS: Record<DisputeStatus, 'warning' | 'default' | 'success'> = {
  open: 'warning',
  rejected: 'default',
  credited: 'success',
};

/** A dispute's status as a chip: open (waiting for an answer), rejected, credited. */
export function DisputeStatusChip({ status }: { status: DisputeStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'rejected' ? 'outlined' : 'filled'}
      label={intl.formatMessage({ id: `billing.disputes.status.${status}` })}
    />
  );
}
