import { Box, ButtonBase, type SxProps, type Theme } from '@mui/material';
import { useRef, type KeyboardEvent } from 'react';
import { mergeSx } from './mergeSx';

export interface TabBarTab<T extends string | number> {
  value: T;
  label: string;
  /** The tab's id, which its panel names in aria-labelledby. */
  id: string;
  /** The id of the panel the tab shows. */
  controls: string;
}

export interface TabBarProps<T extends string | number> {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabBarTab<T>[];
  /** The selected tab, or false when none is (its value is not among the tabs). */
  value: T | false;
  onChange: (value: T) => void;
  sx?: SxProps<Theme>;
}

/** The keys that move the focus along a tab list (WAI-ARIA's tabs pattern), and where to. */
const FOCUS_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The public pages' tab bar (/prices' categories, /carriers' countries): WAI-ARIA's tabs pattern on
 * ButtonBase, drawn as MUI's Tabs draw (a 48 px bar, the selected tab in the primary colour over a 2 px
 * line) and scrolling sideways on a narrow screen. Hand-written because MUI's Tabs bring their scroll
 * buttons, indicator animation and roving-focus hook: ~10 KiB gzip of a visitor's first download (issue
 * 15's budget), for what a row of buttons does. ButtonBase is the copy the shell has already loaded.
 * The arrows, Home and End move the focus; Enter, Space or a click selects, as MUI's Tabs do.
 */
export function TabBar<T extends string | number>({ label, tabs, value, onChange, sx }: TabBarProps<T>) {
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  // One tab is in the page's Tab order: the selected one, or the first when none is.
  const focusableIndex = selectedIndex === -1 ? 0 : selectedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = FOCUS_MOVES[event.key];
    const buttons = [...(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = buttons.indexOf(event.target as HTMLElement);
    if (!move || index === -1) return;
    event.preventDefault();
    buttons[move(index, buttons.length)]?.focus();
  };

  return (
    <Box
      ref={list}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      sx={mergeSx(
        {
          display: 'flex',
          // 48 px with no tabs too, so what is below does not move while the tabs load.
          minHeight: 48,
          // Sideways on a narrow screen; the scrollbar stays, so a mouse can reach the last tabs too.
          overflowX: 'auto',
          borderBottom: 1,
          borderColor: 'divider',
        },
        sx,
      )}
    >
      {tabs.map((tab, index) => {
        const selected = index === selectedIndex;
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            id={tab.id}
            aria-controls={tab.controls}
            aria-selected={selected}
            tabIndex={index === focusableIndex ? 0 : -1}
            onClick={() => {
              if (!selected) onChange(tab.value);
            }}
            sx={{
              typography: 'button',
              fontWeight: 700,
              flexShrink: 0,
              minWidth: 90,
              maxWidth: 360,
              minHeight: 48,
              px: 2,
              py: 1.5,
              color: selected ? 'primary.main' : 'text.secondary',
              // The selected tab's line sits on the bar's border, as MUI's indicator does.
              boxShadow: selected ? (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` : 'none',
              '&.Mui-focusVisible': { bgcolor: 'action.focus' },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
