import { startTestApp, type TestApp } from '../../test/app.js';
import type { LegalDocument } from './schemas.js';

const ALL_DOCUMENTS = [
  'terms_and_conditions_generals_fulfillment',
  'privacy_notice_fulfillment',
  'shipping_policy_fulfillment',
  'returns_policy_fulfillment',
  'storage_agreement_fulfillment',
  'cookies_policy_fulfillment',
  'help_center_fulfillment',
];

describe('legal documents', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(() => t.close());

  async function documentsOf(country: string): Promise<LegalDocument[]> {
    const response = await t.app.inject({ method: 'GET', url: `/legal-documents?country_code=${country}` });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  function view(country: string, language: string, name: string) {
    return t.app.inject({
      method: 'GET',
      url: `/documents/view?country=${country}&language=${language}&name=${name}`,
    });
  }

  describe('GET /legal-documents', () => {
    it('lists the seven documents in Spain, with where each is available', async () => {
      const spain = await documentsOf('ES');
      expect(spain.map((d) => d.name)).toEqual(ALL_DOCUMENTS);
      expect(spain.find((d) => d.name === 'cookies_policy_fulfillment')).toEqual({
        name: 'cookies_policy_fulfillment',
        country_available: 'ES',
      });
      expect(
        spain.find((d) => d.name === 'terms_and_conditions_generals_fulfillment')!.country_available,
      ).toBeNull();
      expect(spain.find((d) => d.name === 'storage_agreement_fulfillment')!.country_available).toBe(
        'MX,US,CO,AR,CL,ES',
      );
    });

    it('returns only the documents available in the country', async () => {
      const mexico = await documentsOf('mx');
      expect(mexico.map((d) => d.name)).toEqual(
        ALL_DOCUMENTS.filter((n) => n !== 'cookies_policy_fulfillment'),
      );
      const peru = await documentsOf('PE');
      expect(peru.map((d) => d.name)).toEqual([
        'terms_and_conditions_generals_fulfillment',
        'privacy_notice_fulfillment',
        'shipping_policy_fulfillment',
        'help_center_fulfillment',
      ]);
      expect(peru.every((d) => d.country_available === null)).toBe(true);
    });

    it('answers 400 without a well-formed country code', async () => {
      const missing = await t.app.inject({ method: 'GET', url: '/legal-documents' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe("querystring must have required property 'country_code'");
      const malformed = await t.app.inject({ method: 'GET', url: '/legal-documents?country_code=MEX' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('querystring/country_code must match pattern "^[A-Za-z]{2}$"');
    });
  });

  describe('GET /documents/view', () => {
    it('serves the terms as an HTML fragment, in Spanish for es-* and English for en-US', async () => {
      const spanish = await view('MX', 'es-MX', 'terms_and_conditions_generals_fulfillment');
      expect(spanish.statusCode).toBe(200);
      expect(spanish.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(spanish.body).toMatch(/^<h2>Términos y Condiciones Generales/);
      expect(spanish.body).toContain('<ul>');
      expect(spanish.body.length).toBeGreaterThan(3000);
      expect(spanish.body).not.toMatch(/<html|<body|<script/i);

      const english = await view('US', 'en-US', 'terms_and_conditions_generals_fulfillment');
      expect(english.statusCode).toBe(200);
      expect(english.body).toMatch(/^<h2>General Terms and Conditions/);
      expect((await view('AR', 'es-AR', 'terms_and_conditions_generals_fulfillment')).body).toBe(
        spanish.body,
      );
    });

    it("gives a country's own privacy text where its law asks for one", async () => {
      const mexico = (await view('MX', 'es-MX', 'privacy_notice_fulfillment')).body;
      expect(mexico).toContain(
        'Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
      );
      for (const section of ['I.', 'II.', 'V.', 'VIII.', 'XI.']) expect(mexico).toContain(`<h3>${section} `);
      expect(mexico).toContain('dentro de los 5 días hábiles');
      expect(mexico).toContain('dentro de los 20 días hábiles');
      expect(mexico).toContain('privacidad@estiba.com');

      const spain = (await view('ES', 'es-ES', 'privacy_notice_fulfillment')).body;
      expect(spain).toContain('Reglamento (UE) 2016/679');
      expect(spain).toContain('Agencia Española de Protección de Datos');

      const colombia = (await view('CO', 'es-CO', 'privacy_notice_fulfillment')).body;
      expect(colombia).toContain('Ley Estatutaria 1581 de 2012');
      expect(colombia).not.toBe(mexico);

      const mexicoInEnglish = (await view('MX', 'en-US', 'privacy_notice_fulfillment')).body;
      expect(mexicoInEnglish).toContain('Comprehensive Privacy Notice (Mexico)');
    });

    it('serves every document available in a country, in both languages', async () => {
      for (const country of ['MX', 'US', 'CO', 'AR', 'CL', 'ES']) {
        for (const { name } of await documentsOf(country)) {
          for (const language of ['es-MX', 'en-US']) {
            const response = await view(country, language, name);
            expect(response.statusCode).toBe(200);
            expect(response.body).toMatch(/^<h2>/);
          }
        }
      }
    });

    it('answers 404 for an unknown document or one the country does not offer', async () => {
      for (const [country, name] of [
        ['MX', 'unknown_fulfillment'],
        ['MX', 'cookies_policy_fulfillment'],
        ['PE', 'storage_agreement_fulfillment'],
      ] as const) {
        const response = await view(country, 'es-MX', name);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          error: 'Not Found',
          message: 'Document not found',
        });
      }
    });

    it('answers 400 for missing or malformed parameters', async () => {
      const cases: [string, string][] = [
        [
          '/documents/view?language=es-MX&name=help_center_fulfillment',
          "querystring must have required property 'country'",
        ],
        [
          '/documents/view?country=MX&name=help_center_fulfillment',
          "querystring must have required property 'language'",
        ],
        ['/documents/view?country=MX&language=es-MX', "querystring must have required property 'name'"],
        [
          '/documents/view?country=MEX&language=es-MX&name=help_center_fulfillment',
          'querystring/country must match pattern "^[A-Za-z]{2}$"',
        ],
        [
          '/documents/view?country=MX&language=spanish&name=help_center_fulfillment',
          'querystring/language must match pattern "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$"',
        ],
        [
          '/documents/view?country=MX&language=es-MX&name=..%2Fetc%2Fpasswd',
          'querystring/name must match pattern "^[a-z][a-z_]*$"',
        ],
      ];
      for (const [url, message] of cases) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
      }
    });
  });
});
