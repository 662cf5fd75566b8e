// How the billing screens write days, months, instants and what a charge is for.
import type { IntlShape } from 'react-intl';
import { formatCents, formatDateTime } from '@estiba/shared';
import { formatInvoiceNumber } from './invoiceNumber';
import { isPricedRule, type Charge, type ChargeKind } from './billing.api';

/** The dash shown where a value does not exist. */
export const NO_VALUE = '—';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day ('YYYY-MM-DD': a due date, a storage day) in the page's language. It names a day, not an
 * instant, so it is read at UTC noon and written in UTC: no time zone can move it to the day before.
 */
function dayDate(day: string | null | undefined): Date | null {
  const match = day ? DAY.exec(day.slice(0, 10)) : null;
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
}

export function formatDay(day: string | null | undefined, locale: string): string {
  const date = dayDate(day);
  return date
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
    : NO_VALUE;
}

/** An invoice's month ('2026-11-01') as people say it: 'November 2026'. */
export function formatMonth(periodMonth: string | null | undefined, locale: string): string {
  const date = dayDate(periodMonth);
  return date
    ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
    : NO_VALUE;
}

/**
 * An instant (when a charge happened, when an invoice was issued) in the user's time zone: the one saved in the
 * account settings, else the browser's.
 */
export function formatInstant(iso: string | null | undefined, locale: string): string {
  if (!iso) return NO_VALUE;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NO_VALUE;
  return formatDateTime(date, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Money from integer cents, exactly, in the page's language. */
export const money = (cents: number, currency: string, locale: string) =>
  formatCents(cents, currency, locale);

/** A charge's quantity with its unit ('3 boxes', '0.375 m³'): the API's decimal text kept as it is. */
export function quantityText(charge: Pick<Charge, 'quantity' | 'unit'>, intl: IntlShape): string {
  const id = `billing.quantity.${charge.unit}`;
  if (!(id in intl.messages)) return `${charge.quantity} ${charge.unit}`;
  // The number only chooses the plural form; the digits shown are the API's own.
  return intl.formatMessage({ id }, { count: Number(charge.quantity), quantity: charge.quantity });
}

/** How people read an invoice's number ('INV-1007'): the API's one formatter, which its PDF and CSVs print too. */
export const invoiceNumber = formatInvoiceNumber;

/** What a tier counts, by the charge's kind: the month's orders or returns, the boxes or units, the volume. */
function tierUnit(charge: Pick<Charge, 'kind' | 'unit'>): string {
  switch (charge.kind) {
    case 'process_order':
    case 'extra_product':
      return 'order';
    case 'return':
      return 'return';
    case 'storage':
      return 'm3';
    default:
      return charge.unit === 'box' ? 'box' : 'unit';
  }
}

const ORDER_LABEL = /^order\s+(#?\S+)$/i;
const BOX_LABEL = /^(.+?)\s*·\s*box\s+(\S+)$/i;
const RETURN_LABEL = /^return\s+(.+)$/i;
const TRAILING_DAY = /(\d{4}-\d{2}-\d{2})$/;

/**
 * The charge's source in the page's language. The API labels sources in English ('order #1042',
 * 'RO-1001 · box 2'); the references inside are kept and the words around them translated. A label of another
 * shape is shown as the API wrote it.
 */
export function sourceText(
  charge: Pick<Charge, 'sourceType' | 'sourceId' | 'sourceLabel'>,
  intl: IntlShape,
): string {
  const label = charge.sourceLabel?.trim() ?? '';
  switch (charge.sourceType) {
    case 'order': {
      const match = ORDER_LABEL.exec(label);
      return intl.formatMessage({ id: 'billing.source.order' }, { number: match ? match[1] : label });
    }
    case 'receiving_box': {
      const match = BOX_LABEL.exec(label);
      return match
        ? intl.formatMessage({ id: 'billing.source.box' }, { order: match[1], box: match[2] })
        : label;
    }
    case 'return': {
      const match = RETURN_LABEL.exec(label);
      return intl.formatMessage({ id: 'billing.source.return' }, { number: match ? match[1] : label });
    }
    case 'storage_day': {
      const day = TRAILING_DAY.exec(charge.sourceId)?.[1] ?? TRAILING_DAY.exec(label)?.[1];
      return day
        ? intl.formatMessage({ id: 'billing.source.storageDay' }, { day: formatDay(day, intl.locale) })
        : label;
    }
    default:
      return label;
  }
}

/** A number of the price list (a range's bound) in the page's language. */
const bound = (value: number, intl: IntlShape) => intl.formatNumber(value, { maximumFractionDigits: 3 });

export const kindText = (kind: ChargeKind | string, intl: IntlShape) =>
  intl.formatMessage({ id: `billing.kind.${kind}`, defaultMessage: kind });

/**
 * Why a charge costs what it costs, in one sentence built from its rule:
 * 'Process order · Small package · 101–500 orders tier · order #1042'. A credit says why it was given.
 */
export function chargeDescription(charge: Charge, intl: IntlShape): string {
  const parts = [kindText(charge.kind, intl)];
  const { rule } = charge;
  if (isPricedRule(rule)) {
    // The price list names each service in English and Spanish; storage has no service.
    const service =
      intl.locale.startsWith('es') && rule.serviceNameEs ? rule.serviceNameEs : rule.serviceName;
    if (service) parts.push(service);
    const unit = intl.formatMessage({ id: `billing.tierUnit.${tierUnit(charge)}` });
    parts.push(
      rule.openEnded || rule.rangeMax === null
        ? intl.formatMessage({ id: 'billing.tier.open' }, { min: bound(rule.rangeMin, intl), unit })
        : intl.formatMessage(
            { id: 'billing.tier.range' },
            { min: bound(rule.rangeMin, intl), max: bound(rule.rangeMax, intl), unit },
          ),
    );
    // Storage is priced per month; a day is charged its share, which the unit price alone would not explain.
    if (rule.category === 'storage' && rule.periodDays) {
      parts.push(intl.formatMessage({ id: 'billing.rule.dayShare' }, { days: rule.periodDays }));
    }
  } else if (rule && typeof rule === 'object' && 'reason' in rule && rule.reason?.trim()) {
    parts.push(rule.reason.trim());
  }
  const source = sourceText(charge, intl);
  if (source && charge.sourceType !== 'charge') parts.push(source);
  return parts.join(' · ');
}
