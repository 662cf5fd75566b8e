import { createIntl } from 'react-intl';
import { messages } from '../../i18n/messages';
import { setSavedTimeZone } from '@estiba/shared';
import {
  chargeDescription,
  formatDay,
  formatInstant,
  formatMonth,
  invoiceNumber,
  quantityText,
  sourceText,
} from './format';
import { invoiceFileName } from './invoiceNumber';
import type { PricedRule } from './billing.api';
import { processOrderCharge, receptionCharge } from './testing';

const intlOf = (locale: 'en-US' | 'es-MX' | 'es-ES') => createIntl({ locale, messages: messages[locale] });

describe('chargeDescription', () => {
  it("says a charge's rule and source in one sentence", () => {
    expect(chargeDescription(processOrderCharge(), intlOf('en-US'))).toBe(
      'Process order · Small package · 101–500 orders tier · order #1042',
    );
    expect(chargeDescription(processOrderCharge(), intlOf('es-MX'))).toBe(
      'Procesamiento de pedido · Paquete pequeño · tramo de 101–500 pedidos · pedido #1042',
    );
  });

  it('writes an open-ended last range and a receiving box', () => {
    expect(chargeDescription(receptionCharge(), intlOf('en-US'))).toBe(
      'Reception · Per box · 51+ boxes tier · RO-1001 · box 2',
    );
    expect(chargeDescription(receptionCharge(), intlOf('es-ES'))).toBe(
      'Recepción · Per box · tramo de 51 cajas o más · RO-1001 · caja 2',
    );
  });

  it("says a storage day is its share of the month's price, and only storage does", () => {
    const storage = processOrderCharge({
      kind: 'storage',
      unit: 'm3',
      quantity: '0.699',
      rule: {
        ...(processOrderCharge().rule as PricedRule),
        category: 'storage',
        serviceId: null,
        serviceName: '',
        periodDays: 30,
      },
      sourceType: 'storage_day',
      sourceId: 'WH-MX-CDMX:2026-11-03',
      sourceLabel: '2026-11-03',
    });
    expect(chargeDescription(storage, intlOf('en-US'))).toContain(' · 1/30 of the monthly price · ');
    expect(chargeDescription(storage, intlOf('es-MX'))).toContain(' · 1/30 del precio mensual · ');
    expect(chargeDescription(processOrderCharge(), intlOf('en-US'))).not.toContain('monthly');
  });

  it('says why a credit was given, not a tier', () => {
    const credit = processOrderCharge({
      kind: 'credit',
      amountCents: -500,
      rule: { reason: 'Box counted twice' },
      sourceType: 'charge',
      sourceLabel: 'charge c1',
    });
    expect(chargeDescription(credit, intlOf('en-US'))).toBe('Credit · Box counted twice');
  });

  it('writes a storage day in the language, whatever the time zone', () => {
    const storage = {
      sourceType: 'storage_day',
      sourceId: 'WH-MX-CDMX:2026-11-01',
      sourceLabel: '',
    } as const;
    expect(sourceText(storage, intlOf('en-US'))).toBe('day Nov 1, 2026');
  });
});

describe('days, months and quantities', () => {
  it('reads calendar days as days (no time zone moves them)', () => {
    expect(formatDay('2026-11-16', 'en-US')).toBe('Nov 16, 2026');
    expect(formatMonth('2026-11-01', 'es-MX')).toBe('noviembre de 2026');
    expect(formatDay(null, 'en-US')).toBe('—');
  });

  it("keeps the API's decimal digits and chooses the plural", () => {
    expect(quantityText({ quantity: '1', unit: 'box' }, intlOf('en-US'))).toBe('1 box');
    expect(quantityText({ quantity: '3', unit: 'unit' }, intlOf('es-MX'))).toBe('3 unidades');
    expect(quantityText({ quantity: '0.375', unit: 'm3' }, intlOf('en-US'))).toBe('0.375 m³');
    expect(quantityText({ quantity: '2', unit: 'pallet' }, intlOf('en-US'))).toBe('2 pallet');
  });
});

describe('an instant', () => {
  afterEach(() => setSavedTimeZone(null));

  it("is written in the user's saved time zone (issue 19), whatever the browser's", () => {
    setSavedTimeZone('Asia/Tokyo');
    expect(formatInstant('2026-03-01T23:30:00.000Z', 'en-US')).toBe('Mar 2, 2026, 8:30 AM');
    setSavedTimeZone('America/Mexico_City');
    expect(formatInstant('2026-03-01T23:30:00.000Z', 'en-US')).toBe('Mar 1, 2026, 5:30 PM');
    expect(formatInstant(null, 'en-US')).toBe('—');
  });
});

describe('the invoice number', () => {
  it("is written INV-<number> on every screen and file name, by the API's own formatter", () => {
    expect(invoiceNumber(1007)).toBe('INV-1007');
    expect(invoiceFileName(1007, 'pdf')).toBe('INV-1007.pdf');
    expect(invoiceFileName(1007, 'csv')).toBe('INV-1007.csv');
  });
});
