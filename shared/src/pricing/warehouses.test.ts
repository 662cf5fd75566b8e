import { groupWarehousesByCountry } from './warehouses';

const warehouse = (id: string, country: string) => ({ id, country });

const WAREHOUSES = [
  warehouse('cdmx', 'MX'),
  warehouse('miami', 'US'),
  warehouse('bogota', 'CO'),
  warehouse('madrid', 'ES'),
  warehouse('monterrey', 'mx'),
  warehouse('santiago', 'CL'),
  warehouse('buenos-aires', 'AR'),
  warehouse('houston', 'US'),
];

const order = (language: string) =>
  groupWarehousesByCountry(WAREHOUSES, language).groups.map(({ country, warehouses }) => [
    country,
    warehouses.map(({ id }) => id),
  ]);

describe('groupWarehousesByCountry', () => {
  it("groups by country in es-MX's order, warehouses in the API's order, Colombia left out", () => {
    expect(order('es-MX')).toEqual([
      ['MX', ['cdmx', 'monterrey']],
      ['US', ['miami', 'houston']],
      ['AR', ['buenos-aires']],
      ['CL', ['santiago']],
      ['ES', ['madrid']],
    ]);
  });

  it.each([
    ['en-US', ['US', 'MX', 'AR', 'CL', 'ES']],
    ['es-CO', ['MX', 'US', 'AR', 'CL', 'ES']],
    ['es-AR', ['AR', 'CL', 'MX', 'US', 'ES']],
    ['es-CL', ['CL', 'AR', 'MX', 'US', 'ES']],
    ['es-ES', ['ES', 'MX', 'US', 'AR', 'CL']],
  ])('orders the countries for %s', (language, countries) => {
    expect(order(language).map(([country]) => country)).toEqual(countries);
  });

  it('counts the countries and warehouses it lists', () => {
    const { countryCount, warehouseCount } = groupWarehousesByCountry(WAREHOUSES, 'es-MX');
    expect(countryCount).toBe(5);
    expect(warehouseCount).toBe(7);
  });

  it('has nothing to list without warehouses, or with Colombian ones only', () => {
    expect(groupWarehousesByCountry([], 'en-US')).toEqual({ groups: [], countryCount: 0, warehouseCount: 0 });
    expect(groupWarehousesByCountry([warehouse('bogota', 'co')], 'es-CO').warehouseCount).toBe(0);
  });

  it('keeps a country the order does not know, after the known ones', () => {
    const groups = groupWarehousesByCountry([warehouse('gt', 'GT'), warehouse('mx', 'MX')], 'es-MX').groups;
    expect(groups.map(({ country }) => country)).toEqual(['MX', 'GT']);
  });
});
