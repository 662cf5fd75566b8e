import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Divider,
  MenuItem,
  MenuList,
  Paper,
  Popper,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useLocation } from 'react-router-dom';
import { POPUP_MENU_HOVER_DELAY_MS, type NavItem } from '@estiba/shared';
import { NavBadgeView } from './NavBadgeView';
import { navLinkProps } from './navLinkProps';
import { useNavText } from './useNavTitle';
import { isActiveBranch } from './NavVertical';

/**
 * Open state of a popup menu that follows the pointer with the spec's 150 ms hover delay, so a
 * pointer crossing the bar on its way elsewhere does not flash menus open and shut.
 */
function useHoverMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const later = (value: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(value), POPUP_MENU_HOVER_DELAY_MS);
  };
  const now = (value: boolean) => {
    clearTimeout(timer.current);
    setOpen(value);
  };
  return { open, later, now };
}

interface TriggerProps {
  'aria-haspopup': 'menu';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

interface PopupProps {
  item: NavItem;
  /** The element that opens the menu, given the props that wire it to the menu. */
  renderTrigger: (props: TriggerProps) => ReactNode;
  placement: 'bottom-start' | 'right-start';
}

function NavPopup({ item, renderTrigger, placement }: PopupProps) {
  const menu = useHoverMenu();
  const anchor = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Opened from the keyboard, the first entry takes focus so the arrow keys walk the menu.
  const [focusFirst, setFocusFirst] = useState(false);
  const openNow = (value: boolean, byKeyboard = false) => {
    setFocusFirst(value && byKeyboard);
    menu.now(value);
  };

  return (
    <Box
      ref={anchor}
      onMouseEnter={() => menu.later(true)}
      onMouseLeave={() => menu.later(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.open) return;
        event.stopPropagation();
        openNow(false);
        anchor.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
      }}
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) openNow(false);
      }}
      sx={{ position: 'relative' }}
    >
      {renderTrigger({
        'aria-haspopup': 'menu',
        'aria-expanded': menu.open,
        'aria-controls': menu.open ? menuId : undefined,
        onClick: () => openNow(!menu.open),
        onKeyDown: (event) => {
          // A bar button opens downwards; an entry of an open menu opens its submenu to the right
          // (there ArrowDown keeps moving through the menu).
          if (event.key === (placement === 'bottom-start' ? 'ArrowDown' : 'ArrowRight')) {
            event.preventDefault();
            event.stopPropagation();
            openNow(true, true);
          }
        },
      })}
      <Popper
        open={menu.open}
        anchorEl={anchor.current}
        placement={placement}
        disablePortal
        sx={{ zIndex: (theme) => theme.zIndex.appBar + 1 }}
      >
        <Paper elevation={8} sx={{ minWidth: 200, py: 0.5 }}>
          <MenuList id={menuId} autoFocusItem={focusFirst} dense>
            {(item.children ?? []).map((child) => (
              <NavPopupEntry key={child.id} item={child} onChosen={() => openNow(false)} />
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </Box>
  );
}

function NavPopupEntry({ item, onChosen }: { item: NavItem; onChosen: () => void }) {
  const text = useNavText();
  const Icon = item.icon;
  if (item.type === 'divider') return <Divider />;
  const content = (
    <>
      {Icon && (
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
      )}
      <ListItemText primary={text(item.titleId)} />
      {item.badge && <NavBadgeView badge={{ ...item.badge, title: text(item.badge.title) }} />}
    </>
  );
  if (item.type === 'collapse' || item.type === 'group') {
    return (
      <NavPopup
        item={item}
        placement="right-start"
        renderTrigger={(trigger) => (
          <MenuItem {...trigger}>
            {content}
            <ChevronRightIcon fontSize="small" />
          </MenuItem>
        )}
      />
    );
  }
  return (
    <MenuItem
      {...navLinkProps(item)}
      onClick={onChosen}
      sx={{ '&.active': { color: 'primary.main', fontWeight: 600 } }}
    >
      {content}
    </MenuItem>
  );
}

/**
 * Width from which the bar's items show their icons. Below it the icons would push the last items to a
 * second row: in Spanish the ten items of the demo merchant measure about 1,500 px with icons and
 * 1,220 px without, and a 1366 px screen leaves the bar 1,334 px.
 */
const ICONS_FROM_WIDTH = 1600;

/** One row of buttons: no icon on narrower screens, and no label broken over two lines. */
const BAR_BUTTON_SX = {
  textTransform: 'none',
  whiteSpace: 'nowrap',
  '& .MuiButton-startIcon': {
    display: 'none',
    [`@media (min-width:${ICONS_FROM_WIDTH}px)`]: { display: 'inherit' },
  },
} as const;

/** Top-level items in a row (layouts 2 and 3); groups and collapses open popup menus. */
export function NavHorizontal({ items }: { items: NavItem[] }) {
  const text = useNavText();
  const { pathname } = useLocation();
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        listStyle: 'none',
        m: 0,
        p: 0,
        flexWrap: 'wrap',
      }}
    >
      {items.map((item) => {
        if (item.type === 'divider') {
          return (
            <Box component="li" key={item.id} sx={{ alignSelf: 'stretch', display: 'flex' }}>
              <Divider orientation="vertical" flexItem sx={{ mx: 1 }} />
            </Box>
          );
        }
        const Icon = item.icon;
        const active = isActiveBranch(item, pathname);
        const activeSx = active ? { color: 'primary.main', fontWeight: 700 } : {};
        return (
          <li key={item.id}>
            {item.type === 'collapse' || item.type === 'group' ? (
              <NavPopup
                item={item}
                placement="bottom-start"
                renderTrigger={(trigger) => (
                  <Button
                    color="inherit"
                    startIcon={Icon ? <Icon /> : undefined}
                    endIcon={<ExpandMoreIcon />}
                    sx={{ ...BAR_BUTTON_SX, ...activeSx }}
                    {...trigger}
                  >
                    {text(item.titleId)}
                  </Button>
                )}
              />
            ) : (
              <Button
                color="inherit"
                startIcon={Icon ? <Icon /> : undefined}
                {...navLinkProps(item)}
                sx={{ ...BAR_BUTTON_SX, '&.active': { color: 'primary.main', fontWeight: 700 } }}
              >
                {text(item.titleId)}
                {item.badge && <NavBadgeView badge={{ ...item.badge, title: text(item.badge.title) }} />}
              </Button>
            )}
          </li>
        );
      })}
    </Box>
  );
}
