import { humaniseDocumentName, isKnownDocument } from './documentNames';

describe('document names', () => {
  it('knows the documents the service publishes', () => {
    expect(isKnownDocument('terms_and_conditions_generals_fulfillment')).toBe(true);
    expect(isKnownDocument('help_center_fulfillment')).toBe(true);
    expect(isKnownDocument('data_retention_fulfillment')).toBe(false);
  });

  it.each([
    ['data_retention_fulfillment', 'Data retention'],
    ['ANTI_BRIBERY-policy', 'Anti bribery policy'],
    ['  code_of_conduct  ', 'Code of conduct'],
    ['_fulfillment', ''],
  ])('reads %j as %j', (name, title) => {
    expect(humaniseDocumentName(name)).toBe(title);
  });
});
