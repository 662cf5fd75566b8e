import { startTestApp, type TestApp } from '../../test/app.js';
import type { Carrier, CarrierCounts } from './schemas.js';
import { MISSING_CARRIERS_QUERY } from './routes.js';

const PRODUCT_COUNTRIES = ['MX', 'US', 'CO', 'AR', 'CL', 'ES'];

describe('GET /landings/carriers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  async function carriersOf(country: string, acceptLanguage?: string): Promise<Carrier[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/landings/carriers?country_code=${country}`,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('counts the carriers of each country for the tabs, over 100 in all', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/landings/carriers?return_object=true' });
    expect(response.statusCode).toBe(200);
    const counts = response.json() as CarrierCounts;
    expect(Object.keys(counts).sort()).toEqual([...PRODUCT_COUNTRIES].sort());
    for (const country of PRODUCT_COUNTRIES) expect(counts[country]!.carriers).toBeGreaterThanOrEqual(15);
    const total = Object.values(counts).reduce((sum, c) => sum + c.carriers, 0);
    expect(total).toBeGreaterThan(100);
  });

  it("lists a country's carriers with logo, description, services and additional services", async () => {
    const mexico = await carriersOf('MX');
    const counts = (
      await t.app.inject({ method: 'GET', url: '/landings/carriers?return_object=true' })
    ).json() as CarrierCounts;
    expect(mexico).toHaveLength(counts.MX!.carriers);
    expect(mexico.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Estafeta', 'DHL Express', 'FedEx', 'Redpack', 'Paquetexpress', '99minutos']),
    );
    expect(mexico[0]).toEqual({
      id: 'mx-estafeta',
      name: 'Estafeta',
      logo: 'http://localhost:4000/media/logos/carriers/estafeta.svg',
      description: expect.stringContaining('Mexican courier'),
      services: [
        { name: 'Día Siguiente', international: 0 },
        { name: 'Dos Días', international: 0 },
        { name: 'Terrestre', international: 0 },
        { name: 'Internacional', international: 1 },
      ],
      additional_services: [
        'Declared value insurance',
        'Proof of delivery',
        'Extended-zone delivery',
        'Scheduled pickup',
      ],
    });
    for (const carrier of mexico) {
      expect(carrier.services.length).toBeGreaterThanOrEqual(1);
      expect(carrier.services.length).toBeLessThanOrEqual(5);
      expect(carrier.additional_services.length).toBeLessThanOrEqual(4);
      expect(carrier.description.length).toBeGreaterThan(40);
    }
  });

  it('filters by country: each list holds only its own carriers', async () => {
    const spain = await carriersOf('ES');
    const usa = await carriersOf('US');
    expect(spain.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Correos', 'SEUR', 'MRW', 'GLS Spain', 'Nacex']),
    );
    expect(usa.map((c) => c.name)).toEqual(expect.arrayContaining(['UPS', 'USPS', 'OnTrac']));
    expect(spain.every((c) => c.id.startsWith('es-'))).toBe(true);
    expect(usa.every((c) => c.id.startsWith('us-'))).toBe(true);
    expect(spain.map((c) => c.name)).not.toContain('USPS');
    // The same brand in two countries shares its logo but not its row.
    const dhlSpain = spain.find((c) => c.name === 'DHL Express')!;
    const dhlUsa = usa.find((c) => c.name === 'DHL Express')!;
    expect(dhlSpain.id).not.toBe(dhlUsa.id);
    expect(dhlSpain.logo).toBe(dhlUsa.logo);
  });

  it('covers carriers with international and only domestic services', async () => {
    const all = (await Promise.all(PRODUCT_COUNTRIES.map((c) => carriersOf(c)))).flat();
    const international = all.filter((c) => c.services.some((s) => s.international === 1));
    expect(international.length).toBeGreaterThan(10);
    expect(international.length).toBeLessThan(all.length);
    expect(all.some((c) => c.additional_services.length === 0)).toBe(true);
  });

  it('describes carriers in Spanish when Accept-Language starts with es', async () => {
    const spanish = await carriersOf('CO', 'es-CO,es;q=0.9,en;q=0.5');
    const english = await carriersOf('CO', 'en-US,en;q=0.9');
    const servientrega = (list: Carrier[]) => list.find((c) => c.name === 'Servientrega')!;
    expect(servientrega(spanish).description).toContain('mensajería de Colombia');
    expect(servientrega(spanish).additional_services).toContain('Pago contra entrega');
    expect(servientrega(english).description).toContain("Colombia's largest couriers");
    expect(servientrega(english).additional_services).toContain('Cash on delivery');
    expect((await carriersOf('CO')).map((c) => c.description)).toEqual(english.map((c) => c.description));
    expect(spanish.map((c) => c.name)).toEqual(english.map((c) => c.name));
  });

  it('answers with Vary: Accept-Language, as the language changes the answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/landings/carriers?country_code=AR' });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('accepts a lower-case country code', async () => {
    expect((await carriersOf('cl')).map((c) => c.id)).toEqual((await carriersOf('CL')).map((c) => c.id));
  });

  it('answers an empty list for a well-formed country without carriers', async () => {
    expect(await carriersOf('PE')).toEqual([]);
    expect(await carriersOf('ZZ')).toEqual([]);
  });

  it('answers 400 with the reason without either parameter or with a malformed code', async () => {
    for (const url of ['/landings/carriers', '/landings/carriers?return_object=false']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: MISSING_CARRIERS_QUERY,
      });
    }
    for (const code of ['MEX', 'M', '12', 'M%20']) {
      const response = await t.app.inject({ method: 'GET', url: `/landings/carriers?country_code=${code}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('querystring/country_code must match pattern "^[A-Za-z]{2}$"');
    }
    const notBoolean = await t.app.inject({ method: 'GET', url: '/landings/carriers?return_object=yes' });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().message).toBe('querystring/return_object must be boolean');
  });

  it('builds logo URLs from the configured public address, whatever Host the caller sends', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/landings/carriers?country_code=ES',
      headers: { host: 'evil.example:8443' },
    });
    const [first] = response.json() as Carrier[];
    expect(first!.logo).toBe('http://localhost:4000/media/logos/carriers/correos.svg');
    const logo = await t.app.inject({ method: 'GET', url: new URL(first!.logo).pathname });
    expect(logo.statusCode).toBe(200);
  });
});
