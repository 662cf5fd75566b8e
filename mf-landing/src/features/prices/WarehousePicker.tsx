import { alpha, Box, Typography } from '@mui/material';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WarehouseGroup, WarehousePrice } from '@estiba/shared';

const TITLE_ID = 'prices-warehouses-title';
/** One radio group across the countries: arrow keys move through every warehouse. */
const RADIO_NAME = 'prices-warehouse';

/** Warehouses grouped by country, one fieldset per country named in the reader's language. */
export function WarehousePicker({
  groups,
  selectedId,
  onChoose,
}: {
  groups: WarehouseGroup<WarehousePrice>[];
  selectedId: string | null;
  onChoose: (warehouseId: string) => void;
}) {
  const intl = useIntl();
  return (
    <Box component="section" aria-labelledby={TITLE_ID}>
      <Typography id={TITLE_ID} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        <FormattedMessage id="landing.prices.warehouses.title" />
      </Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {groups.map(({ country, warehouses }) => (
          <Box component="fieldset" key={country} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography
              component="legend"
              variant="overline"
              sx={{ fontWeight: 700, color: 'text.secondary', letterSpacing: '0.08em', p: 0, mb: 1 }}
            >
              {intl.formatDisplayName(country, { type: 'region' }) ?? country}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {warehouses.map((warehouse) => (
                <WarehouseOption
                  key={warehouse.id}
                  warehouse={warehouse}
                  checked={warehouse.id === selectedId}
                  onChoose={onChoose}
                />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function WarehouseOption({
  warehouse,
  checked,
  onChoose,
}: {
  warehouse: WarehousePrice;
  checked: boolean;
  onChoose: (warehouseId: string) => void;
}) {
  const id = useId();
  const nameId = `${id}-name`;
  const addressId = `${id}-address`;
  return (
    <Box
      component="label"
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        minHeight: 72,
        p: 1,
        pr: 2,
        borderRadius: 2,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked
          ? alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.08)
          : 'background.paper',
        cursor: 'pointer',
        transition: theme.transitions.create(['border-color', 'background-color']),
        '&:hover': { borderColor: 'primary.main' },
      })}
    >
      {/* The browser's radio in the primary colour: MUI's Radio (SwitchBase, its icons and ripple) was
          4.5 KiB gzip of /prices' first download (issue 15's budget) for what the whole card already
          shows as chosen. */}
      <Box
        component="input"
        type="radio"
        name={RADIO_NAME}
        value={warehouse.id}
        checked={checked}
        onChange={() => onChoose(warehouse.id)}
        aria-labelledby={nameId}
        aria-describedby={addressId}
        sx={{
          flexShrink: 0,
          width: 20,
          height: 20,
          m: '11px',
          accentColor: (theme) => theme.palette.primary.main,
          cursor: 'pointer',
        }}
      />
      <Box sx={{ pt: 1, minWidth: 0 }}>
        <Typography id={nameId} sx={{ fontWeight: 700 }}>
          {warehouse.name}
        </Typography>
        <Typography id={addressId} variant="body2" sx={{ color: 'text.secondary' }}>
          {warehouse.address}
        </Typography>
      </Box>
    </Box>
  );
}
