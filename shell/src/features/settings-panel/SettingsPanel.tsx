import { useId, type ReactNode } from 'react';
import {
  Box,
  Button,
  Divider,
  Drawer,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useIntl } from 'react-intl';
import { THEME_NAMES, THEMES, type LayoutSettings, type ThemeName } from '@estiba/shared';
import type { ThemeChoice } from './settings.slice';
import { useResolvedThemes, useSettingsPanel, useShellSettings, useUpdateSettings } from './useShellSettings';

/** Width of the panel on screens wide enough to keep the page visible beside it. */
const PANEL_WIDTH = 360;

/** The id of the panel, for the buttons that open it (aria-controls). */
export const SETTINGS_PANEL_ID = 'shell-settings-panel';

const AREAS: readonly (keyof ThemeChoice)[] = ['main', 'navbar', 'toolbar', 'footer'];

interface ChoiceProps<T extends string> {
  legendId: string;
  value: T;
  options: readonly { value: T; labelId: string }[];
  onChange: (value: T) => void;
}

/** One labelled group of radio buttons (a fieldset, so screen readers announce its legend). */
function Choice<T extends string>({ legendId, value, options, onChange }: ChoiceProps<T>) {
  const intl = useIntl();
  const labelId = useId();
  return (
    <FormControl component="fieldset" size="small">
      <FormLabel component="legend" id={labelId} sx={{ fontSize: 13 }}>
        {intl.formatMessage({ id: legendId })}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(_event, next) => onChange(next as T)}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: option.labelId })}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function Toggle({
  labelId,
  checked,
  onChange,
}: {
  labelId: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <FormControlLabel
      control={<Switch size="small" checked={checked} onChange={(_event, on) => onChange(on)} />}
      label={intl.formatMessage({ id: labelId })}
      slotProps={{ typography: { variant: 'body2' } }}
    />
  );
}

function Section({ titleId, children }: { titleId: string; children: ReactNode }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2.5, py: 2 }}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {intl.formatMessage({ id: titleId })}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  );
}

/** Two dots with the theme's primary and secondary colours, so a person sees what a name means. */
function ThemeSwatch({ name }: { name: ThemeName }) {
  const theme = THEMES[name];
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
      {[theme.background, theme.primary, theme.secondary].map((colour, index) => (
        <Box
          key={index}
          sx={{
            width: 16,
            height: 16,
            borderRadius: '50%',
            bgcolor: colour,
            border: 1,
            borderColor: 'divider',
          }}
        />
      ))}
    </Box>
  );
}

function ThemeSelect({
  area,
  value,
  shown,
}: {
  area: keyof ThemeChoice;
  value: ThemeName | null;
  shown: ThemeName;
}) {
  const intl = useIntl();
  const { setTheme } = useUpdateSettings();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <TextField
        select
        fullWidth
        size="small"
        label={t(`chrome.settings.theme.${area}`)}
        value={value ?? ''}
        onChange={(event) => setTheme(area, (event.target.value || null) as ThemeName | null)}
        // A native select always shows an option, even the empty value ('Brand default', 'Same as
        // main'), which MUI takes for an empty field and draws the label over: keep it in the outline.
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">
          {t(area === 'main' ? 'chrome.settings.theme.followBrand' : 'chrome.settings.theme.followMain')}
        </option>
        {THEME_NAMES.map((name) => (
          <option key={name} value={name}>
            {t(`chrome.theme.${name}`)}
          </option>
        ))}
      </TextField>
      <ThemeSwatch name={shown} />
    </Stack>
  );
}

/**
 * The right-hand panel where a person picks the colour theme of each area and the layout. Every change
 * applies and is saved at once.
 */
export function SettingsPanel() {
  const intl = useIntl();
  const { open, toggle } = useSettingsPanel();
  const settings = useShellSettings();
  const themes = useResolvedThemes();
  const { setLayout, reset } = useUpdateSettings();
  const headingId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  const layout = settings.layout;
  const update = <K extends keyof LayoutSettings>(
    key: K,
    value: Partial<LayoutSettings[K]> | LayoutSettings[K],
  ) =>
    setLayout((current) => ({
      ...current,
      [key]: typeof value === 'object' ? { ...(current[key] as object), ...value } : value,
    }));
  const sideNavigation = layout.style === 'layout1';

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={() => toggle(false)}
      slotProps={{
        paper: {
          id: SETTINGS_PANEL_ID,
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: { xs: '100%', sm: PANEL_WIDTH } },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, py: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('chrome.settings.title')}
        </Typography>
        <IconButton aria-label={t('chrome.settings.close')} onClick={() => toggle(false)} edge="end">
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Section titleId="chrome.settings.themes">
        {AREAS.map((area) => (
          <ThemeSelect key={area} area={area} value={settings.theme[area]} shown={themes[area]} />
        ))}
      </Section>
      <Divider />
      <Section titleId="chrome.settings.layout">
        <Choice
          legendId="chrome.settings.layout.style"
          value={layout.style}
          onChange={(style) => update('style', style)}
          options={[
            { value: 'layout1', labelId: 'chrome.settings.layout.layout1' },
            { value: 'layout2', labelId: 'chrome.settings.layout.layout2' },
            { value: 'layout3', labelId: 'chrome.settings.layout.layout3' },
          ]}
        />
        <Choice
          legendId="chrome.settings.layout.mode"
          value={layout.mode}
          onChange={(mode) => update('mode', mode)}
          options={[
            { value: 'fullwidth', labelId: 'chrome.settings.layout.fullwidth' },
            { value: 'boxed', labelId: 'chrome.settings.layout.boxed' },
            { value: 'container', labelId: 'chrome.settings.layout.container' },
          ]}
        />
        <Choice
          legendId="chrome.settings.layout.scroll"
          value={layout.scroll}
          onChange={(scroll) => update('scroll', scroll)}
          options={[
            { value: 'content', labelId: 'chrome.settings.layout.scrollContent' },
            { value: 'body', labelId: 'chrome.settings.layout.scrollBody' },
          ]}
        />
        <Toggle
          labelId="chrome.settings.layout.customScrollbars"
          checked={layout.customScrollbars}
          onChange={(on) => update('customScrollbars', on)}
        />
      </Section>
      <Divider />
      <Section titleId="chrome.settings.navbar">
        <Toggle
          labelId="chrome.settings.navbar.display"
          checked={layout.navbar.display}
          onChange={(display) => update('navbar', { display })}
        />
        {sideNavigation && (
          <>
            <Toggle
              labelId="chrome.settings.navbar.folded"
              checked={layout.navbar.folded}
              onChange={(folded) => update('navbar', { folded })}
            />
            <Choice
              legendId="chrome.settings.navbar.style"
              value={layout.navbar.style}
              onChange={(style) => update('navbar', { style })}
              options={[
                { value: 'style-1', labelId: 'chrome.settings.navbar.style1' },
                { value: 'style-2', labelId: 'chrome.settings.navbar.style2' },
              ]}
            />
            <Choice
              legendId="chrome.settings.navbar.position"
              value={layout.navbar.position}
              onChange={(position) => update('navbar', { position })}
              options={[
                { value: 'left', labelId: 'chrome.settings.position.left' },
                { value: 'right', labelId: 'chrome.settings.position.right' },
              ]}
            />
          </>
        )}
      </Section>
      <Divider />
      <Section titleId="chrome.settings.toolbar">
        <Toggle
          labelId="chrome.settings.toolbar.display"
          checked={layout.toolbar.display}
          onChange={(display) => update('toolbar', { display })}
        />
        <Choice
          legendId="chrome.settings.toolbar.style"
          value={layout.toolbar.style}
          onChange={(style) => update('toolbar', { style })}
          options={[
            { value: 'fixed', labelId: 'chrome.settings.style.fixed' },
            { value: 'static', labelId: 'chrome.settings.style.static' },
          ]}
        />
        {sideNavigation && (
          <Choice
            legendId="chrome.settings.toolbar.position"
            value={layout.toolbar.position}
            onChange={(position) => update('toolbar', { position })}
            options={[
              { value: 'below', labelId: 'chrome.settings.position.below' },
              { value: 'above', labelId: 'chrome.settings.position.above' },
            ]}
          />
        )}
      </Section>
      <Divider />
      <Section titleId="chrome.settings.footer">
        <Toggle
          labelId="chrome.settings.footer.display"
          checked={layout.footer.display}
          onChange={(display) => update('footer', { display })}
        />
        <Choice
          legendId="chrome.settings.footer.style"
          value={layout.footer.style}
          onChange={(style) => update('footer', { style })}
          options={[
            { value: 'static', labelId: 'chrome.settings.style.static' },
            { value: 'fixed', labelId: 'chrome.settings.style.fixed' },
          ]}
        />
      </Section>
      <Divider />
      <Box sx={{ px: 2.5, py: 2 }}>
        <Button variant="outlined" fullWidth onClick={reset}>
          {t('chrome.settings.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
