// The five services of the services page, in the order a product travels through the warehouse.
// Each anchor is part of the page's public address (/services#storage), so it never changes.
import receivingImage from './images/receiving.svg';
import storageImage from './images/storage.svg';
import orderImage from './images/order.svg';
import shippingImage from './images/shipping.svg';
import returningImage from './images/returning.svg';

export interface Service {
  anchor: 'inventory' | 'storage' | 'order' | 'shipping' | 'returning';
  /** Message key segment: landing.services.<key>.title, .menu, .body, .point1..4, .imageAlt */
  key: string;
  image: string;
}

export const SERVICES: readonly Service[] = [
  { anchor: 'inventory', key: 'receiving', image: receivingImage },
  { anchor: 'storage', key: 'storage', image: storageImage },
  { anchor: 'order', key: 'order', image: orderImage },
  { anchor: 'shipping', key: 'shipping', image: shippingImage },
  { anchor: 'returning', key: 'returning', image: returningImage },
];

/** Each service lists this many key points. */
export const POINTS_PER_SERVICE = 4;
/** The hero's tick points. */
export const HERO_TICKS = ['packing', 'realTime', 'warehouses', 'carriers'] as const;

/** Intrinsic size of the section illustrations (their SVG viewBox), so the page never shifts. */
export const SERVICE_IMAGE_SIZE = { width: 480, height: 360 } as const;
