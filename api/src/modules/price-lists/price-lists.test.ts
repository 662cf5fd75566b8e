import { warehouses } from '../../platform/db/schema.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import type { PriceRange, PriceService, WarehousePrice } from './schemas.js';

const CURRENCY_OF_COUNTRY: Record<string, string> = {
  MX: 'MXN',
  US: 'USD',
  CO: 'COP',
  AR: 'ARS',
  CL: 'CLP',
  ES: 'EUR',
};

function expectWellFormedRanges(ranges: PriceRange[]): void {
  expect(ranges.length).toBeGreaterThan(0);
  ranges.forEach((range, index) => {
    expect(range.price).toBeGreaterThan(0);
    const isLast = index === ranges.length - 1;
    if (isLast) expect(range.max).toBeNull();
    else {
      expect(range.max).not.toBeNull();
      expect(range.max!).toBeGreaterThanOrEqual(range.min);
      // Contiguous: the next range starts right after this one ends.
      expect(ranges[index + 1]!.min).toBe(range.max! + 1);
      // Volume discounts: a later range never costs more.
      expect(ranges[index + 1]!.price).toBeLessThanOrEqual(range.price);
    }
  });
}

/** Every name a visitor reads in one warehouse's price list, in display order. */
function namesOf({ categories }: WarehousePrice): string[] {
  return [categories.reception, categories.processOrder, categories.returns]
    .flatMap((category) => [category.name, ...category.services.map((service) => service.name)])
    .concat(categories.storage.name);
}

/** The price list with every name blanked: what must not change with the language. */
function withoutNames(list: WarehousePrice[]): unknown {
  const blank = <T extends { name: string }>(item: T): T => ({ ...item, name: '' });
  return list.map((warehouse) => ({
    ...warehouse,
    categories: {
      reception: {
        ...blank(warehouse.categories.reception),
        services: warehouse.categories.reception.services.map(blank),
      },
      processOrder: {
        ...blank(warehouse.categories.processOrder),
        services: warehouse.categories.processOrder.services.map(blank),
      },
      returns: {
        ...blank(warehouse.categories.returns),
        services: warehouse.categories.returns.services.map(blank),
      },
      storage: blank(warehouse.categories.storage),
    },
  }));
}

describe('GET /warehouse/prices', () => {
  let t: TestApp;
  let list: WarehousePrice[];

  beforeAll(async () => {
    t = await startTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/warehouse/prices' });
    expect(response.statusCode).toBe(200);
    list = response.json();
  });

  afterAll(() => t.close());

  const byId = (id: string) => list.find((w) => w.id === id)!;

  it('lists every warehouse, each priced in the currency of its country', () => {
    const countries = list.map((w) => w.country);
    expect(countries.filter((c) => c === 'MX').length).toBeGreaterThanOrEqual(2);
    expect(countries.filter((c) => c === 'US').length).toBeGreaterThanOrEqual(2);
    expect(new Set(countries)).toEqual(new Set(['MX', 'US', 'CO', 'AR', 'CL', 'ES']));
    for (const warehouse of list) {
      expect(warehouse.currency).toBe(CURRENCY_OF_COUNTRY[warehouse.country]);
      expect(warehouse.name).not.toBe('');
      expect(warehouse.address).not.toBe('');
    }
    expect(byId('WH-MX-CDMX')).toMatchObject({
      name: 'Ciudad de México',
      country: 'MX',
      currency: 'MXN',
    });
  });

  it('gives each category its name, unit and services, and storage its ranges per cubic metre', () => {
    for (const { categories } of list) {
      expect(categories.reception).toMatchObject({ name: 'Reception', unit: null });
      expect(categories.processOrder).toMatchObject({ name: 'Process Order', unit: null });
      expect(categories.returns).toMatchObject({ name: 'Returns', unit: null });
      expect(categories.storage).toMatchObject({ name: 'Storage', unit: 'm3' });
      expectWellFormedRanges(categories.storage.ranges);
      const services: PriceService[] = [
        ...categories.reception.services,
        ...categories.processOrder.services,
        ...categories.returns.services,
      ];
      for (const service of services) {
        expect(service).toEqual(
          expect.objectContaining({ id: expect.any(String), name: expect.any(String), unit: 'kg' }),
        );
        expect(service.max!).toBeGreaterThan(service.min!);
        expectWellFormedRanges(service.ranges);
      }
    }
  });

  it('prices reception by box in some warehouses (two services) and by product in others (more than two)', () => {
    const counts = list.map((w) => w.categories.reception.services.length);
    expect(counts.some((n) => n <= 2)).toBe(true);
    expect(counts.some((n) => n > 2)).toBe(true);
    expect(byId('WH-MX-MTY').categories.reception.services.map((s) => s.name)).toEqual([
      'Standard box',
      'Oversize box',
    ]);
    for (const { categories } of list) {
      for (const service of categories.reception.services) expect(service).not.toHaveProperty('extraPrice');
    }
  });

  it('has 3 or 4 weight classes per process order, each with an extra product price', () => {
    for (const { categories } of list) {
      const services = categories.processOrder.services;
      expect(services.length).toBeGreaterThanOrEqual(3);
      expect(services.length).toBeLessThanOrEqual(4);
      for (const service of [...services, ...categories.returns.services]) {
        expect(service.extraPrice).toBeGreaterThan(0);
        expect(service.ranges.length).toBeLessThanOrEqual(4);
      }
    }
    const singleRange = list
      .flatMap((w) => w.categories.processOrder.services)
      .filter((s) => s.ranges.length === 1);
    expect(singleRange.length).toBeGreaterThan(0);
    expect(byId('WH-MX-CDMX').categories.processOrder.services[0]).toEqual({
      id: 'WH-MX-CDMX:process_order:s1',
      name: 'Small package',
      min: 0,
      max: 1,
      unit: 'kg',
      extraPrice: 6,
      ranges: [
        { min: 1, max: 500, price: 35.5 },
        { min: 501, max: 2000, price: 31.5 },
        { min: 2001, max: 5000, price: 27 },
        { min: 5001, max: null, price: 24 },
      ],
    });
  });

  it('rounds prices to the steps each currency is quoted in', () => {
    const first = (id: string) => byId(id).categories.processOrder.services[0]!.ranges[0]!.price;
    expect(first('WH-CO-BOG')).toBe(7600);
    expect(first('WH-CL-SCL')).toBe(1850);
    expect(first('WH-US-LRD')).toBe(2.1);
    expect(first('WH-ES-MAD')).toBe(2);
    expect(byId('WH-ES-MAD').categories.storage.ranges[0]).toEqual({ min: 1, max: 10, price: 26.6 });
  });

  async function pricesIn(acceptLanguage: string | undefined) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/warehouse/prices',
      headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    });
    expect(response.statusCode).toBe(200);
    return { list: response.json() as WarehousePrice[], vary: String(response.headers.vary ?? '') };
  }

  it('names categories and services in Spanish for every Spanish locale', async () => {
    const { list: spanish } = await pricesIn('es-MX,es;q=0.9,en;q=0.8');
    const cdmx = spanish.find((w) => w.id === 'WH-MX-CDMX')!;
    expect(namesOf(cdmx)).toEqual([
      'Recepción',
      'Producto pequeño',
      'Producto mediano',
      'Producto grande',
      'Producto extragrande',
      'Procesamiento de pedidos',
      'Paquete pequeño',
      'Paquete mediano',
      'Paquete grande',
      'Paquete extragrande',
      'Devoluciones',
      'Devolución estándar',
      'Devolución voluminosa',
      'Almacenamiento',
    ]);
    const monterrey = spanish.find((w) => w.id === 'WH-MX-MTY')!;
    expect(monterrey.categories.reception.services.map((s) => s.name)).toEqual([
      'Caja estándar',
      'Caja sobredimensionada',
    ]);
    for (const locale of ['es', 'es-CO', 'es-AR', 'es-CL', 'es-ES', 'es-419', 'ES-mx']) {
      expect((await pricesIn(locale)).list).toEqual(spanish);
    }
  });

  it('translates every name and changes nothing but the names', async () => {
    const { list: spanish } = await pricesIn('es-ES');
    expect(spanish.map((w) => w.id)).toEqual(list.map((w) => w.id));
    expect(withoutNames(spanish)).toEqual(withoutNames(list));
    spanish.forEach((warehouse, index) => {
      const english = namesOf(list[index]!);
      namesOf(warehouse).forEach((name, n) => {
        expect(name).not.toBe('');
        expect(name).not.toBe(english[n]);
      });
    });
  });

  it('answers in English for English, other languages and no header', async () => {
    for (const locale of ['en-US', 'en', 'fr-FR,es;q=0.5', 'eu-ES', '', undefined]) {
      expect((await pricesIn(locale)).list).toEqual(list);
    }
    expect(namesOf(byId('WH-MX-MTY')).slice(0, 3)).toEqual(['Reception', 'Standard box', 'Oversize box']);
  });

  it('tells caches the response varies by Accept-Language, keeping the CORS Origin', async () => {
    for (const locale of ['es-MX', 'en-US', undefined]) {
      const vary = (await pricesIn(locale)).vary.split(',').map((name) => name.trim().toLowerCase());
      expect(vary.filter((name) => name === 'accept-language')).toHaveLength(1);
      expect(vary).toContain('origin');
    }
  });

  it('leaves out a warehouse whose price list is not set up yet', async () => {
    // The catalogue is read-only to the API role (migration 007): the test writes it as the owner.
    await t.testDatabase.database.asOwner(({ db }) =>
      db.insert(warehouses).values({
        id: 'WH-MX-GDL',
        name: 'Guadalajara',
        address: 'Periférico Sur 7980, Tlaquepaque, Jal.',
        countryCode: 'MX',
        currency: 'MXN',
        timeZone: 'America/Mexico_City',
      }),
    );
    const response = await t.app.inject({ method: 'GET', url: '/warehouse/prices' });
    const ids = (response.json() as WarehousePrice[]).map((w) => w.id);
    expect(ids).toHaveLength(list.length);
    expect(ids).not.toContain('WH-MX-GDL');
  });

  it('is public: a bearer token, even an invalid one, is ignored', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/warehouse/prices',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(list.length);
  });

  it('is described in the OpenAPI document, with the public catalogue routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/documentation/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/warehouse/prices',
        '/landings/carriers',
        '/ecommerce-platforms',
        '/media/logos/{kind}/{slug}.svg',
        '/legal-documents',
        '/documents/view',
      ]),
    );
  });
});
