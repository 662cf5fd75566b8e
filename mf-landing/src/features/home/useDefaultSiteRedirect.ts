import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { defaultSiteRedirect, selectSite } from '@estiba/shared';
import { replaceLocation } from './browserLocation';

/**
 * Spec point 2, `/`: "Redirects to a default site when the host is not the main one". The shell publishes
 * the host kind in the store; a host brands.json does not know is sent to the default site, while the
 * product's own hosts and white-label hosts keep their home. Returns whether the page is leaving.
 */
export function useDefaultSiteRedirect(): boolean {
  // The target itself (a string or null) is selected, not the site: the shell publishing a host that keeps
  // the home then changes nothing here, where a new site object would render the whole page again at once.
  const target = useSelector((state: Record<string, unknown>) =>
    defaultSiteRedirect(selectSite(state), window.location.host),
  );
  useEffect(() => {
    if (target) replaceLocation(target);
  }, [target]);
  return target !== null;
}
