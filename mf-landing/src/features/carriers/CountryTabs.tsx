import { Tab, Tabs } from '@mui/material';
import { useIntl } from 'react-intl';
import { countryName } from './carrierRules';

export const CARRIERS_PANEL_ID = 'carriers-panel';
export const countryTabId = (code: string) => `carriers-tab-${code}`;
/** MUI's tab bar height; kept while the countries load so the grid below does not move. */
const TAB_BAR_HEIGHT = 48;

export interface CountryTabsProps {
  countries: string[];
  active: string;
  onSelect: (country: string) => void;
}

/** The country tab bar of /carriers, each tab named in the reader's language. */
export function CountryTabs({ countries, active, onSelect }: CountryTabsProps) {
  const intl = useIntl();
  return (
    <Tabs
      // No tab is selected when the language's country has no carriers (it is not among the tabs).
      value={countries.includes(active) ? active : false}
      onChange={(_event, country: string) => onSelect(country)}
      aria-label={intl.formatMessage({ id: 'landing.carriers.countries.label' })}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ minHeight: TAB_BAR_HEIGHT, borderBottom: 1, borderColor: 'divider' }}
    >
      {countries.map((code) => (
        <Tab
          key={code}
          value={code}
          id={countryTabId(code)}
          aria-controls={CARRIERS_PANEL_ID}
          label={countryName(code, intl.locale)}
          sx={{ fontWeight: 700 }}
        />
      ))}
    </Tabs>
  );
}
