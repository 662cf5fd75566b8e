// The word beside a product's name when its stock needs attention: "Out of stock" or "Low stock" (a word, so the
// row's tint is never the only sign). A product never stocked and one in stock show none.
import { Chip } from '@mui/material';
import { useIntl } from 'react-intl';
import type { StockState } from './stockState';

const CHIPS: Partial<Record<StockState, { color: 'error' | 'warning'; id: string }>> = {
  outOfStock: { color: 'error', id: 'inventory.list.outOfStock' },
  lowStock: { color: 'warning', id: 'inventory.common.lowStock' },
};

export function StockStateChip({ state }: { state: StockState }) {
  const intl = useIntl();
  const chip = CHIPS[state];
  if (!chip) return null;
  return <Chip size="small" color={chip.color} label={intl.formatMessage({ id: chip.id })} />;
}
