import bwipjs from 'bwip-js';
import { barWidths, readPdf } from '../receiving/pdf-reader.js';
import type { LabelRequest } from './adapter.js';
import { billableKg, SandboxShippingPlatform } from './sandbox.js';
import { DEFAULT_TRACKING_FORMAT, newTrackingNumber, TRACKING_FORMATS } from './tracking-numbers.js';

const request = (brand: string): LabelRequest => ({
  carrier: { id: `mx-${brand}`, name: brand === 'fedex' ? 'FedEx' : 'DHL Express', brand },
  service: { id: `mx-${brand}:s1`, name: 'FedEx Nacional Día Siguiente' },
  from: {
    name: 'Estiba Ciudad de México',
    line1: 'Av. Ceylán 959',
    city: 'Azcapotzalco',
    region: 'CDMX',
    postalCode: '02300',
    countryCode: 'MX',
  },
  to: {
    name: 'Mariana Gómez',
    line1: 'Calle Río Lerma 12',
    line2: 'Depto 4',
    city: 'Guadalajara',
    region: 'Jalisco',
    postalCode: '44100',
    countryCode: 'MX',
  },
  parcel: { weightKg: 1.2, lengthCm: 30, widthCm: 20, heightCm: 10 },
  reference: '#100042 / SHOP-1042',
  currency: 'MXN',
});

describe('tracking numbers in the carrier’s format', () => {
  it('FedEx-like: 12 digits; DHL-like: JD + 18 digits; any other brand: the default', () => {
    expect(newTrackingNumber('fedex')).toMatch(/^\d{12}$/);
    expect(newTrackingNumber('dhl-express')).toMatch(/^JD\d{18}$/);
    expect(newTrackingNumber('ups')).toMatch(/^1Z[0-9A-Z]{6}\d{10}$/);
    expect(newTrackingNumber('redpack')).toMatch(DEFAULT_TRACKING_FORMAT.pattern);
    for (const [brand, format] of Object.entries(TRACKING_FORMATS)) {
      expect(newTrackingNumber(brand)).toMatch(format.pattern);
    }
  });

  it('issues a new number each time', () => {
    const numbers = new Set(Array.from({ length: 20 }, () => newTrackingNumber('fedex')));
    expect(numbers.size).toBe(20);
  });
});

describe('SandboxShippingPlatform', () => {
  const platform = new SandboxShippingPlatform({ compress: false });

  it('buys a real PDF label with the carrier, service, addresses and the tracking number', async () => {
    const label = await platform.buyLabel(request('fedex'));
    expect(label.trackingNumber).toMatch(/^\d{12}$/);
    expect(label.labelPdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = readPdf(label.labelPdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!.text;
    for (const part of [
      'FedEx',
      'FedEx Nacional Día Siguiente',
      'Estiba Ciudad de México',
      'Mariana Gómez',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Guadalajara');
    expect(text).toContain('#100042 / SHOP-1042');
    expect(text).toContain(label.trackingNumber);
  });

  it('prints the addresses in any Latin, Greek, Cyrillic or Vietnamese script as written', async () => {
    const label = await platform.buyLabel({
      ...request('fedex'),
      from: { ...request('fedex').from, name: 'Estiba Łódź', city: 'Ağrı' },
      to: {
        name: 'Nguyễn Thị Hương',
        line1: 'Ελευθερίου Βενιζέλου 12',
        line2: 'ул. Тверская 7',
        city: 'Москва',
        postalCode: '125009',
        countryCode: 'RU',
      },
      reference: 'Zoë #100043',
    });
    const text = readPdf(label.labelPdf)[0]!.text;
    for (const part of [
      'Estiba Łódź',
      'Ağrı',
      'Nguyễn Thị Hương',
      'Ελευθερίου Βενιζέλου 12',
      'ул. Тверская 7',
      '125009 Москва',
      'Zoë #100043',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain(label.trackingNumber);
  });

  it('draws the tracking number as a Code 128 barcode', async () => {
    const label = await new SandboxShippingPlatform().buyLabel(request('dhl-express'));
    const [page] = readPdf(label.labelPdf);
    expect(page!.images).toHaveLength(1);
    const image = page!.images[0]!;
    const [symbol] = bwipjs.raw('code128', label.trackingNumber, {}) as { sbs: number[] }[];
    expect(barWidths(image, Math.floor(image.height * 0.3))).toEqual(symbol!.sbs);
  });

  it('quotes by billable weight, dearer abroad', async () => {
    expect(billableKg({ weightKg: 0.2, lengthCm: 10, widthCm: 10, heightCm: 10 })).toBe(1);
    expect(billableKg({ weightKg: 1, lengthCm: 50, widthCm: 40, heightCm: 30 })).toBe(12);
    const domestic = await platform.quote(request('fedex'));
    const abroad = await platform.quote({
      ...request('fedex'),
      to: { ...request('fedex').to, countryCode: 'US' },
    });
    expect(domestic).toEqual({ amountMinor: 9900 + 2500 * 2, currency: 'MXN', estimatedDays: 3 });
    expect(abroad.amountMinor).toBe(domestic.amountMinor * 3);
  });
});
