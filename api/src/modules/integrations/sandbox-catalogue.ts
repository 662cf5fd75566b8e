// The sandbox store's products: the same seeded catalogue in every sandbox store, so a merchant without a store
// has something to sync, and tests and e2e know what to expect. Ids are stable (the Admin API's numeric ids as
// strings); prices are exact decimal strings, as the Admin API writes them.

export interface SandboxVariant {
  id: number;
  title: string;
  sku: string;
  barcode: string;
  price: string;
  grams: number;
}

export interface SandboxProduct {
  id: number;
  title: string;
  handle: string;
  variants: SandboxVariant[];
}

const product = (
  id: number,
  title: string,
  handle: string,
  variants: [string, string, string, number][],
) => ({
  id,
  title,
  handle,
  variants: variants.map(([variantTitle, sku, price, grams], index) => ({
    id: id * 100 + index + 1,
    title: variantTitle,
    sku,
    barcode: `750${String(id * 100 + index + 1).padStart(10, '0')}`,
    price,
    grams,
  })),
});

export const SANDBOX_PRODUCTS: readonly SandboxProduct[] = [
  product(7001, 'Organic cotton T-shirt', 'organic-cotton-t-shirt', [
    ['S', 'SBX-TEE-S', '249.00', 180],
    ['M', 'SBX-TEE-M', '249.00', 190],
    ['L', 'SBX-TEE-L', '259.00', 200],
  ]),
  product(7002, 'Ceramic coffee mug', 'ceramic-coffee-mug', [['Default Title', 'SBX-MUG', '189.50', 350]]),
  product(7003, 'Canvas tote bag', 'canvas-tote-bag', [['Default Title', 'SBX-TOTE', '159.90', 220]]),
  product(7004, 'Stainless steel water bottle', 'steel-water-bottle', [
    ['500 ml', 'SBX-BOTTLE-500', '329.00', 300],
    ['750 ml', 'SBX-BOTTLE-750', '379.00', 380],
  ]),
  product(7005, 'Notebook, dotted, A5', 'dotted-notebook-a5', [
    ['Default Title', 'SBX-NOTE-A5', '119.00', 260],
  ]),
  product(7006, 'Wool beanie', 'wool-beanie', [
    ['Grey', 'SBX-BEANIE-GRY', '219.00', 90],
    ['Navy', 'SBX-BEANIE-NVY', '219.00', 90],
  ]),
  product(7007, 'Bamboo phone stand', 'bamboo-phone-stand', [['Default Title', 'SBX-STAND', '139.00', 150]]),
  product(7008, 'Scented soy candle', 'soy-candle', [['Default Title', 'SBX-CANDLE', '199.99', 420]]),
];
