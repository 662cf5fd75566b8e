import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { Box, Button, TextField } from '@mui/material';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';

/** Where a box opens: the barcode as its label prints it (upper case), so a typed one reads the same. */
export const boxPath = (barcode: string) =>
  `/receiving/boxes/${encodeURIComponent(barcode.trim().toUpperCase())}`;

/**
 * The desk's first field: a USB scanner types the box label's code and presses Enter, or a person types it;
 * either opens the box. It takes the focus on arrival (unless told not to), so the next box is scanned without
 * touching the mouse.
 */
export function BarcodeScanField({ autoFocus = true }: { autoFocus?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [barcode, setBarcode] = useState('');
  const [missing, setMissing] = useState(false);

  const open = (event: FormEvent) => {
    event.preventDefault();
    if (!barcode.trim()) {
      setMissing(true);
      return;
    }
    navigate(boxPath(barcode));
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'inventory.receiving.scan.region' })}
      onSubmit={open}
      noValidate
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
    >
      <TextField
        id="receiving-scan"
        label={intl.formatMessage({ id: 'inventory.receiving.scan.label' })}
        value={barcode}
        onChange={(event) => {
          setBarcode(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={
          <FormattedMessage
            id={missing ? 'inventory.receiving.scan.missing' : 'inventory.receiving.scan.hint'}
          />
        }
        // The screen exists to scan: the focus starts here, and comes back here after each box.
        autoFocus={autoFocus}
        autoComplete="off"
        sx={{ flex: '1 1 320px', maxWidth: 520 }}
        slotProps={{
          htmlInput: { spellCheck: false, autoCapitalize: 'characters', maxLength: 64 },
        }}
      />
      <Button type="submit" variant="contained" size="large" startIcon={<QrCodeScannerIcon />} sx={{ mt: 1 }}>
        <FormattedMessage id="inventory.receiving.scan.open" />
      </Button>
    </Box>
  );
}
