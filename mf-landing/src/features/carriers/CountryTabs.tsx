import { useIntl } from 'react-intl';
import { TabBar } from '../../components/TabBar';
import { countryName } from './carrierRules';

export const CARRIERS_PANEL_ID = 'carriers-panel';
export const countryTabId = (code: string) => `carriers-tab-${code}`;

export interface CountryTabsProps {
  countries: string[];
  active: string;
  onSelect: (country: string) => void;
}

/** The country tab bar of /carriers, each tab named in the reader's language. */
export function CountryTabs({ countries, active, onSelect }: CountryTabsProps) {
  const intl = useIntl();
  return (
    <TabBar
      label={intl.formatMessage({ id: 'landing.carriers.countries.label' })}
      // No tab is selected when the language's country has no carriers (it is not among the tabs).
      value={countries.includes(active) ? active : false}
      onChange={onSelect}
      tabs={countries.map((code) => ({
        value: code,
        label: countryName(code, intl.locale),
        id: countryTabId(code),
        controls: CARRIERS_PANEL_ID,
      }))}
    />
  );
}
