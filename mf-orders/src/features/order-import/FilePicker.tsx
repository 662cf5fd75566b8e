import { useState, type DragEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Box, Button, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { visuallyHidden } from '@estiba/shared';

export interface FilePickerProps {
  onFile: (file: File) => void;
  disabled?: boolean;
}

/** A CSV file chosen with the button or dropped on the area. */
export function FilePicker({ onFile, disabled = false }: FilePickerProps) {
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: over ? 'action.hover' : 'transparent',
      }}
    >
      {/* The label looks like a button and names the input, the one control a keyboard reaches (axe forbids a
          button around an input); its focus is drawn on the label. */}
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="contained"
        startIcon={<UploadFileIcon />}
        disabled={disabled}
        sx={{
          '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        <FormattedMessage id="orders.import.file.choose" />
        <input
          type="file"
          accept=".csv,text/csv"
          style={visuallyHidden}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again (after fixing it) fires a change.
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        <FormattedMessage id="orders.import.file.drop" />
      </Typography>
      <Typography variant="caption" color="text.secondary">
        <FormattedMessage id="orders.import.file.hint" />
      </Typography>
    </Box>
  );
}
