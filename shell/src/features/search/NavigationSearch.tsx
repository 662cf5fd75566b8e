import { useMemo, useState } from 'react';
import { Autocomplete, Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useNavigate } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { opensInNewTab, searchNavigation, SEARCH_MAX_SUGGESTIONS, type NavItem } from '@estiba/shared';
import { useNavText, useVisibleNavigation } from '../navigation';

/**
 * Search box over the translated titles of the navigation the person can see: at most
 * SEARCH_MAX_SUGGESTIONS suggestions, 'No results..' when none; choosing one opens that page (an http
 * address in a new tab).
 */
export function NavigationSearch({ items }: { items: NavItem[] }) {
  const intl = useIntl();
  const text = useNavText();
  const navigate = useNavigate();
  const visible = useVisibleNavigation(items);
  const [input, setInput] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const label = intl.formatMessage({ id: 'chrome.search.label' });

  const suggestions = useMemo(
    () =>
      input.trim()
        ? searchNavigation(visible, input, (item) => text(item.titleId)).slice(0, SEARCH_MAX_SUGGESTIONS)
        : [],
    [visible, input, text],
  );

  const open = (item: NavItem | null) => {
    if (!item?.url) return;
    setInput('');
    setListOpen(false);
    if (opensInNewTab(item)) window.open(item.url, '_blank', 'noopener,noreferrer');
    else navigate(item.url);
  };

  return (
    <Autocomplete<NavItem, false, false, false>
      options={suggestions}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason === 'reset') return;
        setInput(value);
        setListOpen(value.trim() !== '');
      }}
      onChange={(_event, item) => open(item)}
      filterOptions={(options) => options}
      getOptionLabel={(item) => text(item.titleId)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      // The list opens once something is typed: an empty box has nothing to suggest yet. The emptiness
      // check is here, on the current text: onOpen runs in the same event as the input change, where
      // `input` is still the text before it (a paste, or a first key, would leave the list closed).
      open={listOpen && input.trim() !== ''}
      onOpen={() => setListOpen(true)}
      onClose={() => setListOpen(false)}
      autoHighlight
      noOptionsText={intl.formatMessage({ id: 'chrome.search.noResults' })}
      popupIcon={null}
      clearText={intl.formatMessage({ id: 'chrome.search.clear' })}
      sx={{ width: { xs: 180, sm: 240, md: 280 } }}
      renderOption={({ key, ...props }, item) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1 }}>
            {text(item.titleId)}
          </Box>
          {opensInNewTab(item) && (
            <OpenInNewIcon
              fontSize="small"
              titleAccess={intl.formatMessage({ id: 'chrome.search.opensNewTab' })}
            />
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          placeholder={label}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': label },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
