import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CircularProgress } from '@mui/material';
import { LoadFailure } from '../inventory-common';
import type { WidgetData } from './useWidgetData';

/** A widget's loader, or its failure with a Retry, or its figures. */
export function WidgetFrame<T>({
  state,
  retry,
  children,
}: {
  state: WidgetData<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  const intl = useIntl();
  if (state.status === 'loading')
    return <CircularProgress size={28} aria-label={intl.formatMessage({ id: 'common.loading' })} />;
  if (state.status === 'failed') return <LoadFailure message={state.failure} onRetry={retry} />;
  return <>{children(state.data)}</>;
}
