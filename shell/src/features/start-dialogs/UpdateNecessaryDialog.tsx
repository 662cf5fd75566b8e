import { useId } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ConnectedShop } from './startDialogs.api';

export interface UpdateNecessaryDialogProps {
  open: boolean;
  shops: readonly ConnectedShop[];
  onUpdate: (shop: ConnectedShop) => void;
  onClose: () => void;
}

/** Spec point 4's Update Necessary: each shop whose permissions must be granted again, with its Update button. */
export function UpdateNecessaryDialog({ open, shops, onUpdate, onClose }: UpdateNecessaryDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <FormattedMessage id="shell.updateNecessary.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="shell.updateNecessary.body" />
        </DialogContentText>
        <List>
          {shops.map((shop) => (
            <ListItem
              key={shop.shopId}
              secondaryAction={
                <Button
                  variant="contained"
                  onClick={() => onUpdate(shop)}
                  // The spoken name starts with the visible 'Update' (voice control) and says which shop.
                  aria-label={intl.formatMessage(
                    { id: 'shell.updateNecessary.updateShop' },
                    { shop: shop.name },
                  )}
                >
                  <FormattedMessage id="shell.updateNecessary.update" />
                </Button>
              }
            >
              <ListItemText primary={shop.name} secondary={shop.url} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="shell.updateNecessary.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
