import { useId, useState } from 'react';
import {
  Box,
  Collapse,
  Divider,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { matchPath, useLocation } from 'react-router-dom';
import { LAYOUT, type NavItem } from '@estiba/shared';
import { NavBadgeView } from './NavBadgeView';
import { navLinkProps } from './navLinkProps';
import { useNavText } from './useNavTitle';

/** Left padding of an item: deeper items step in, up to the spec's cap of 80 px. */
export const nestedPadding = (level: number) => Math.min(20 + level * 16, LAYOUT.navNestedPaddingMax);

/** Whether the current location is the item's page or one of its descendants'. */
export function isActiveBranch(item: NavItem, pathname: string): boolean {
  if (
    item.url &&
    !/^https?:/i.test(item.url) &&
    matchPath({ path: item.url, end: item.exact === true }, pathname)
  ) {
    return true;
  }
  return (item.children ?? []).some((child) => isActiveBranch(child, pathname));
}

interface NodeProps {
  item: NavItem;
  level: number;
  folded: boolean;
  onNavigate?: () => void;
}

const textSx = (folded: boolean) => ({
  // Folded, the rail shows icons only; the words stay for screen readers.
  ...(folded && { opacity: 0, width: 0, overflow: 'hidden', whiteSpace: 'nowrap' }),
  transition: 'opacity 150ms',
});

function NavVerticalItem({ item, level, folded, onNavigate }: NodeProps) {
  const text = useNavText();
  const Icon = item.icon;
  return (
    <li>
      <ListItemButton
        {...navLinkProps(item)}
        onClick={onNavigate}
        sx={{
          pl: `${folded ? 20 : nestedPadding(level)}px`,
          borderRadius: '0 20px 20px 0',
          mr: folded ? 0 : 1.5,
          minHeight: 44,
          '&.active': {
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            '& .MuiListItemIcon-root': { color: 'inherit' },
          },
        }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit', opacity: 0.85 }}>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText
          primary={text(item.titleId)}
          sx={textSx(folded)}
          slotProps={{ primary: { noWrap: true } }}
        />
        {item.badge && !folded && <NavBadgeView badge={{ ...item.badge, title: text(item.badge.title) }} />}
      </ListItemButton>
    </li>
  );
}

function NavVerticalCollapse({ item, level, folded, onNavigate }: NodeProps) {
  const text = useNavText();
  const { pathname } = useLocation();
  const active = isActiveBranch(item, pathname);
  const [open, setOpen] = useState(active);
  // Arriving at a page inside a closed collapse (a link, the search box) opens it; leaving keeps it as is.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  const listId = useId();
  const Icon = item.icon;
  const expanded = open && !folded;

  return (
    <li>
      <ListItemButton
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{ pl: `${folded ? 20 : nestedPadding(level)}px`, minHeight: 44, mr: folded ? 0 : 1.5 }}
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : 'inherit', opacity: 0.85 }}>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText
          primary={text(item.titleId)}
          sx={textSx(folded)}
          slotProps={{ primary: { noWrap: true } }}
        />
        {item.badge && !folded && <NavBadgeView badge={{ ...item.badge, title: text(item.badge.title) }} />}
        {!folded && (
          <ExpandMoreIcon
            fontSize="small"
            sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
          />
        )}
      </ListItemButton>
      <Collapse in={expanded} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => (
            <NavVerticalNode
              key={child.id}
              item={child}
              level={level + 1}
              folded={folded}
              onNavigate={onNavigate}
            />
          ))}
        </List>
      </Collapse>
    </li>
  );
}

function NavVerticalGroup({ item, level, folded, onNavigate }: NodeProps) {
  const text = useNavText();
  const headingId = useId();
  return (
    <li>
      <ListSubheader
        id={headingId}
        component="div"
        disableSticky
        sx={{
          pl: `${nestedPadding(level)}px`,
          bgcolor: 'transparent',
          color: 'inherit',
          opacity: 0.7,
          textTransform: 'uppercase',
          fontWeight: 600,
          fontSize: 12,
          lineHeight: '36px',
          ...textSx(folded),
        }}
      >
        {text(item.titleId)}
      </ListSubheader>
      <List disablePadding aria-labelledby={headingId}>
        {(item.children ?? []).map((child) => (
          <NavVerticalNode
            key={child.id}
            item={child}
            level={level}
            folded={folded}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </li>
  );
}

export function NavVerticalNode(props: NodeProps) {
  switch (props.item.type) {
    case 'divider':
      return (
        <Box component="li" sx={{ my: 1 }}>
          <Divider component="div" />
        </Box>
      );
    case 'group':
      return <NavVerticalGroup {...props} />;
    case 'collapse':
      return <NavVerticalCollapse {...props} />;
    case 'item':
    case 'link':
      return <NavVerticalItem {...props} />;
  }
}

interface NavVerticalProps {
  items: NavItem[];
  folded?: boolean;
  onNavigate?: () => void;
}

export function NavVertical({ items, folded = false, onNavigate }: NavVerticalProps) {
  return (
    <List disablePadding sx={{ py: 1 }}>
      {items.map((item) => (
        <NavVerticalNode key={item.id} item={item} level={0} folded={folded} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
