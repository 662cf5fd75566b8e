// The list of languages, loaded the first time the picker opens: most visitors never open it, and its
// MUI parts (Menu, Popover, MenuList, MenuItem, Grow) are otherwise on every page's start-up.
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { Locale } from '@estiba/shared';
import { Flag } from './Flag';
import { languageOption, PICKER_LOCALES } from './languages';

export interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement | null;
  language: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}

export default function LanguageMenu({ id, anchor, language, onChoose, onClose }: LanguageMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {PICKER_LOCALES.map(languageOption).map((option) => (
        <MenuItem
          key={option.locale}
          lang={option.locale}
          selected={option.locale === language}
          onClick={() => onChoose(option.locale)}
        >
          <ListItemIcon>
            <Flag country={option.country} />
          </ListItemIcon>
          <ListItemText primary={option.nativeName} />
        </MenuItem>
      ))}
    </Menu>
  );
}
