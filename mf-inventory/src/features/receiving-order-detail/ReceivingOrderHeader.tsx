import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import type { ReceivingOrderDetail } from '@estiba/api/contract';
import { ReceivingOrderStatusChip, UiText, type UiMessage } from '../inventory-common';

/**
 * The top of a receiving order's page, the merchant's and the staff's: the way back, the order's reference (the
 * page's one h1) and status, then who and where (`party`), the arrival date, how it travels, the page's actions
 * below (`children`) and why the last of them failed (`failure`).
 */
export function ReceivingOrderHeader({
  order,
  back,
  party,
  children,
  failure = null,
}: {
  order: ReceivingOrderDetail;
  back: { to: string; messageId: string };
  party: ReactNode;
  children?: ReactNode;
  failure?: UiMessage | null;
}) {
  const intl = useIntl();
  const arrival = intl.formatDate(`${order.arrivalDate}T12:00:00`, {
    dateStyle: 'long',
  } as Intl.DateTimeFormatOptions);
  return (
    <>
      <Link component={RouterLink} to={back.to} variant="body2">
        <FormattedMessage id={back.messageId} />
      </Link>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
        <Typography component="h1" variant="h5">
          <FormattedMessage id="inventory.orderDetail.title" values={{ reference: order.reference }} />
        </Typography>
        <ReceivingOrderStatusChip status={order.status} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {party}
        <Typography sx={{ mt: 1 }}>
          <FormattedMessage id="inventory.orderDetail.arrival" values={{ date: arrival }} />
        </Typography>
        <Typography>
          <FormattedMessage id={`inventory.common.shippingMethod.${order.shippingMethod}`} />
          {order.carrierName && ` · ${order.carrierName}`}
          {order.trackingNumber && ` · ${order.trackingNumber}`}
        </Typography>
        {children}
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
      </Paper>
    </>
  );
}
