import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  TextField,
} from '@mui/material';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { listParamKeys } from '@estiba/shared/list';
import {
  failureMessage,
  newIdempotencyKey,
  UiText,
  type OrderListFilters,
  type UiMessage,
} from '../orders-common';
import { ORDER_FILTER_KEYS } from './OrderFiltersBar';
import {
  createSavedView,
  deleteSavedView,
  fetchSavedViews,
  orderFiltersOf,
  showsView,
  updateSavedView,
  type SavedView,
} from './savedViews.api';

/** The API's longest view name (MAX_SAVED_VIEW_NAME). */
const MAX_NAME = 80;

type Editing = { mode: 'create' } | { mode: 'rename'; view: SavedView };

/** The picker's value while the filters shown are no saved view's. */
const UNSAVED = 'unsaved';

/** The name and sharing form of Save view and Rename; the server's refusal (a name in use) shows on the name. */
function ViewDialog({
  editing,
  onClose,
  onSubmit,
}: {
  editing: Editing;
  onClose: () => void;
  onSubmit: (values: { name: string; shared: boolean }) => Promise<void>;
}) {
  const intl = useIntl();
  const initial = editing.mode === 'rename' ? editing.view : null;
  const [name, setName] = useState(initial?.name ?? '');
  const [shared, setShared] = useState(initial?.shared ?? false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = 'saved-view-dialog-title';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(intl.formatMessage({ id: 'orders.views.dialog.nameRequired' }));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit({ name: name.trim(), shared });
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>
          <FormattedMessage
            id={
              editing.mode === 'create'
                ? 'orders.views.dialog.createTitle'
                : 'orders.views.dialog.renameTitle'
            }
          />
        </DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              <UiText message={failure} />
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            required
            margin="dense"
            label={intl.formatMessage({ id: 'orders.views.dialog.name' })}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? ' '}
            slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
          />
          <FormControlLabel
            control={<Checkbox checked={shared} onChange={(event) => setShared(event.target.checked)} />}
            label={intl.formatMessage({ id: 'orders.views.dialog.shared' })}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="orders.views.dialog.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            <FormattedMessage id="orders.views.dialog.save" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * The orders list's saved views (issue 17): choose one to apply its filters (the address keeps them, as the
 * filters bar does); Save view keeps the filters shown under a name, for oneself or shared with the team; one's
 * own view, when chosen, can be renamed, shared or unshared, and deleted. The team's shared views are chosen only.
 */
export function SavedViews({ filters }: { filters: OrderListFilters }) {
  const intl = useIntl();
  const [, setParams] = useSearchParams();
  const [views, setViews] = useState<SavedView[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [failure, setFailure] = useState<UiMessage | null>(null);

  useEffect(() => {
    let live = true;
    fetchSavedViews().then(
      (loaded) => live && setViews(loaded),
      (error: unknown) => {
        console.warn('the saved views could not be loaded', error);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  // The view whose filters the bar shows; one's own first.
  const mine = views.filter((view) => view.mine);
  const team = views.filter((view) => !view.mine);
  const chosen =
    mine.find((view) => showsView(filters, view)) ?? team.find((view) => showsView(filters, view)) ?? null;
  const filtered = Object.values(filters).some((value) => value.trim() !== '');
  const pickerValue = chosen?.id ?? (filtered ? UNSAVED : '');

  const apply = (viewId: string) => {
    const view = views.find((one) => one.id === viewId);
    const next = view ? orderFiltersOf(view) : null;
    setParams(
      (current) => {
        const params = new URLSearchParams(current);
        for (const [key, param] of Object.entries(ORDER_FILTER_KEYS)) {
          const value = next?.[key as keyof OrderListFilters] ?? '';
          if (value) params.set(param, value);
          else params.delete(param);
        }
        params.delete(listParamKeys('orders').page);
        return params;
      },
      { replace: false },
    );
  };

  const byName = (a: SavedView, b: SavedView) => a.name.localeCompare(b.name, intl.locale);
  const save = async ({ name, shared }: { name: string; shared: boolean }) => {
    if (editing?.mode === 'rename') {
      const changed = await updateSavedView(editing.view.id, { name, shared });
      setViews((all) => all.map((view) => (view.id === changed.id ? changed : view)).sort(byName));
    } else {
      const created = await createSavedView({ name, shared, filters }, newIdempotencyKey());
      setViews((all) => [...all, created].sort(byName));
    }
    setEditing(null);
  };

  const remove = async (view: SavedView) => {
    setDeleting(null);
    setFailure(null);
    try {
      await deleteSavedView(view.id);
      setViews((all) => all.filter((one) => one.id !== view.id));
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <Box
      component="section"
      aria-label={intl.formatMessage({ id: 'orders.views.title' })}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}
    >
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'orders.views.select' })}
        value={pickerValue}
        onChange={(event) => apply(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220 }}
      >
        <option value="">{intl.formatMessage({ id: 'orders.views.none' })}</option>
        {pickerValue === UNSAVED && (
          <option value={UNSAVED} disabled>
            {intl.formatMessage({ id: 'orders.views.unsaved' })}
          </option>
        )}
        {mine.length > 0 && (
          <optgroup label={intl.formatMessage({ id: 'orders.views.mine' })}>
            {mine.map((view) => (
              <option key={view.id} value={view.id}>
                {view.shared
                  ? intl.formatMessage({ id: 'orders.views.mineShared' }, { name: view.name })
                  : view.name}
              </option>
            ))}
          </optgroup>
        )}
        {team.length > 0 && (
          <optgroup label={intl.formatMessage({ id: 'orders.views.team' })}>
            {team.map((view) => (
              <option key={view.id} value={view.id}>
                {intl.formatMessage(
                  { id: 'orders.views.sharedBy' },
                  { name: view.name, owner: view.owner.name },
                )}
              </option>
            ))}
          </optgroup>
        )}
      </TextField>
      <Button startIcon={<BookmarkAddOutlinedIcon />} onClick={() => setEditing({ mode: 'create' })}>
        <FormattedMessage id="orders.views.save" />
      </Button>
      {chosen?.mine && (
        <>
          <Button
            startIcon={<EditOutlinedIcon />}
            onClick={() => setEditing({ mode: 'rename', view: chosen })}
          >
            <FormattedMessage id="orders.views.rename" />
          </Button>
          <Button color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setDeleting(chosen)}>
            <FormattedMessage id="orders.views.delete" />
          </Button>
        </>
      )}
      {loadFailed && (
        <Alert severity="warning" sx={{ py: 0 }}>
          <FormattedMessage id="orders.views.loadFailed" />
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert" sx={{ py: 0 }} onClose={() => setFailure(null)}>
          <UiText message={failure} />
        </Alert>
      )}
      {editing && <ViewDialog editing={editing} onClose={() => setEditing(null)} onSubmit={save} />}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        aria-labelledby="delete-view-title"
        aria-describedby="delete-view-text"
      >
        <DialogTitle id="delete-view-title">
          <FormattedMessage id="orders.views.confirmDelete.title" values={{ name: deleting?.name ?? '' }} />
        </DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-view-text">
            <FormattedMessage id="orders.views.confirmDelete.text" />
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)}>
            <FormattedMessage id="orders.views.dialog.cancel" />
          </Button>
          <Button color="error" variant="contained" onClick={() => deleting && void remove(deleting)}>
            <FormattedMessage id="orders.views.confirmDelete.confirm" />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
