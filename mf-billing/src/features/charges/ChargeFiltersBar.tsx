import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { Box, Button, TextField } from '@mui/material';
import { listParamKeys } from '@estiba/shared/list';
import { CHARGE_KINDS, kindText, type ChargeFilters, type ChargeKind } from '../billing-common';

export const CHARGES_LIST_ID = 'charges';

/** Where each filter lives in the address (`?charges.kind=storage`), so a filtered view can be shared. */
export const CHARGE_FILTER_KEYS: Record<keyof ChargeFilters, string> = {
  kind: 'charges.kind',
  from: 'charges.from',
  to: 'charges.to',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters the address describes; an unknown kind or a malformed day is left out. */
export function readChargeFilters(params: URLSearchParams): ChargeFilters {
  const read = (key: keyof ChargeFilters) => params.get(CHARGE_FILTER_KEYS[key])?.trim() ?? '';
  const kind = read('kind');
  return {
    kind: (CHARGE_KINDS as readonly string[]).includes(kind) ? (kind as ChargeKind) : '',
    from: DAY.test(read('from')) ? read('from') : '',
    to: DAY.test(read('to')) ? read('to') : '',
  };
}

/** Kind and the days from and to, above the charges; choosing one goes back to the first page. */
export function ChargeFiltersBar({ filters }: { filters: ChargeFilters }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const label = (key: keyof ChargeFilters) => intl.formatMessage({ id: `billing.charges.filters.${key}` });

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        next.delete(listParamKeys(CHARGES_LIST_ID).page);
        return next;
      },
      { replace: true },
    );
  const setFilter = (key: keyof ChargeFilters, value: string) =>
    update((next) => {
      if (value.trim()) next.set(CHARGE_FILTER_KEYS[key], value);
      else next.delete(CHARGE_FILTER_KEYS[key]);
    });
  const chosen = Boolean(filters.kind || filters.from || filters.to);
  const day = (key: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={label(key)}
      value={filters[key]}
      onChange={(event) => setFilter(key, event.target.value)}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    />
  );

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage({ id: 'billing.charges.filters.title' })}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', my: 2 }}
    >
      <TextField
        select
        size="small"
        label={label('kind')}
        value={filters.kind}
        onChange={(event) => setFilter('kind', event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        <option value="">{intl.formatMessage({ id: 'billing.charges.filters.anyKind' })}</option>
        {CHARGE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {kindText(kind, intl)}
          </option>
        ))}
      </TextField>
      {day('from')}
      {day('to')}
      {chosen && (
        <Button
          onClick={() =>
            update((next) => Object.values(CHARGE_FILTER_KEYS).forEach((key) => next.delete(key)))
          }
        >
          {intl.formatMessage({ id: 'billing.charges.filters.clear' })}
        </Button>
      )}
    </Box>
  );
}
