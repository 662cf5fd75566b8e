// The free search of spec point 3: a field and a text. The text is written to the address a moment
// after typing stops, and counts only when non-empty after trimming.
import { useEffect, useId, useRef, useState } from 'react';
import { IconButton, InputAdornment, MenuItem, TextField } from '@mui/material';
import { GridClearIcon, GridSearchIcon } from '@mui/x-data-grid';
import { useIntl } from 'react-intl';
import { useListContext } from './listContext';

/** Typing pauses this long before the list reloads. */
export const SEARCH_DEBOUNCE_MS = 400;

export function ListSearchBox() {
  const intl = useIntl();
  const { searchFields, search, onSearchChange } = useListContext();
  const [field, setField] = useState(search?.field ?? searchFields[0]?.field ?? '');
  const [text, setText] = useState(search?.value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  // Another view arrived through the address (a link, Back): show its search.
  const shownKey = `${search?.field ?? ''}:${search?.value ?? ''}`;
  useEffect(() => {
    if (search) setField(search.field);
    setText((typed) => (typed.trim() === (search?.value ?? '') ? typed : (search?.value ?? '')));
    // Only an address change should reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = (nextField: string, nextText: string, delay: number) => {
    clearTimeout(timer.current);
    const value = nextText.trim();
    timer.current = setTimeout(
      () => onSearchChange(nextField && value ? { field: nextField, value } : undefined),
      delay,
    );
  };

  return (
    <>
      <TextField
        select
        size="small"
        id={`${id}-field`}
        label={intl.formatMessage({ id: 'list.search.field' })}
        value={field}
        onChange={(event) => {
          setField(event.target.value);
          send(event.target.value, text, 0);
        }}
        sx={{ minWidth: 140 }}
      >
        {searchFields.map((option) => (
          <MenuItem key={option.field} value={option.field}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        id={`${id}-text`}
        label={intl.formatMessage({ id: 'list.search.value' })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          send(field, event.target.value, SEARCH_DEBOUNCE_MS);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <GridSearchIcon fontSize="small" />
              </InputAdornment>
            ),
            endAdornment: text ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={intl.formatMessage({ id: 'list.search.clear' })}
                  onClick={() => {
                    setText('');
                    send(field, '', 0);
                  }}
                >
                  <GridClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
    </>
  );
}
