import { render, screen } from '@testing-library/react';
import { selectSite, store } from '@estiba/shared';
import { FALLBACK_BRAND_CONFIG, resolveBrand } from './brand';
import { BrandProvider, useBrand } from './BrandContext';

const config = {
  ...FALLBACK_BRAND_CONFIG,
  defaultSiteUrl: 'https://estiba.com/',
  hosts: { 'partner.test': { ...FALLBACK_BRAND_CONFIG.default, name: 'Partner' } },
};

function BrandName() {
  return <p>{useBrand().name}</p>;
}

describe('BrandProvider', () => {
  it.each([
    ['localhost', 'main'],
    ['partner.test', 'white-label'],
    ['shop.example.org', 'other'],
  ])('publishes %s as a %s host in the shared store', (host, hostKind) => {
    render(
      <BrandProvider brand={resolveBrand(host, config)}>
        <BrandName />
      </BrandProvider>,
    );
    expect(selectSite(store.getState())).toEqual({ hostKind, defaultSiteUrl: 'https://estiba.com/' });
  });

  it('gives its children the brand', () => {
    render(
      <BrandProvider brand={resolveBrand('partner.test', config)}>
        <BrandName />
      </BrandProvider>,
    );
    expect(screen.getByText('Partner')).toBeInTheDocument();
  });
});
