// Bundle components from a CSV (/bundles/import): one row per component of a bundle, both named by SKU. The
// bundle's product must exist, the component too, and the products rules hold: a bundle is not itself a
// component, a component is not a bundle, nothing contains itself. A new pair is created (the product becomes a
// bundle), a known one with another quantity updated.
import { and, eq, inArray, or } from 'drizzle-orm';
import { bundleComponents, products } from '../../../platform/db/schema.js';
import { MAX_COMPONENTS } from '../../products/schemas.js';
import { problem, readRow, requiredInteger, requiredText, type Cells } from '../rules.js';
import { created, rejected, skipped, updated, type Decision, type KindDefinition } from './kind.js';

export interface BundleRowValue {
  bundleSku: string;
  componentSku: string;
  quantity: number;
}

export const bundlesKind: KindDefinition<BundleRowValue> = {
  kind: 'bundles',
  jobKind: 'import.bundles',
  columns: [
    { name: 'bundle_sku', required: true },
    { name: 'component_sku', required: true },
    { name: 'quantity', required: true },
  ],
  example: [
    ['KIT-DESAYUNO', 'CAFE-500', '2'],
    ['KIT-DESAYUNO', 'TAZA-BLANCA', '1'],
  ],
  read: (cells: Cells) =>
    readRow(() => ({
      bundleSku: requiredText(cells, 'bundle_sku', 64),
      componentSku: requiredText(cells, 'component_sku', 64),
      quantity: requiredInteger(cells, 'quantity', 1, 10_000),
    })),
  key: (value) => `${value.bundleSku}\u0000${value.componentSku}`,

  async decide(tx, clientId, rows, write) {
    const skus = [...new Set(rows.flatMap((r) => [r.value.bundleSku, r.value.componentSku]))];
    const found = await tx
      .select({ id: products.id, sku: products.sku, isBundle: products.isBundle })
      .from(products)
      .where(and(eq(products.clientId, clientId), inArray(products.sku, skus)));
    const bySku = new Map(found.map((p) => [p.sku, p]));
    const ids = found.map((p) => p.id);
    const pairs = ids.length
      ? await tx
          .select()
          .from(bundleComponents)
          .where(or(inArray(bundleComponents.bundleId, ids), inArray(bundleComponents.componentId, ids)))
      : [];
    const quantity = new Map(pairs.map((p) => [`${p.bundleId}\u0000${p.componentId}`, p.quantity]));
    // Who is a bundle and who a component, as stored and as this batch decides (earlier rows first).
    const bundles = new Set([
      ...found.filter((p) => p.isBundle).map((p) => p.id),
      ...pairs.map((p) => p.bundleId),
    ]);
    const components = new Set(pairs.map((p) => p.componentId));
    const componentCount = new Map<string, number>();
    for (const pair of pairs) componentCount.set(pair.bundleId, (componentCount.get(pair.bundleId) ?? 0) + 1);

    const decisions: Decision[] = [];
    for (const { value } of rows) {
      const bundle = bySku.get(value.bundleSku);
      const component = bySku.get(value.componentSku);
      if (!bundle) decisions.push(rejected(problem('productUnknown', 'bundle_sku', value.bundleSku)));
      else if (!component)
        decisions.push(rejected(problem('productUnknown', 'component_sku', value.componentSku)));
      else if (bundle.id === component.id)
        decisions.push(rejected(problem('componentSelf', 'component_sku')));
      else if (bundles.has(component.id))
        decisions.push(rejected(problem('componentIsBundle', 'component_sku', value.componentSku)));
      else if (components.has(bundle.id))
        decisions.push(rejected(problem('bundleIsComponent', 'bundle_sku', value.bundleSku)));
      else {
        const key = `${bundle.id}\u0000${component.id}`;
        const stored = quantity.get(key);
        if (stored === value.quantity) {
          decisions.push(skipped);
          continue;
        }
        if (stored === undefined && (componentCount.get(bundle.id) ?? 0) >= MAX_COMPONENTS) {
          decisions.push(rejected(problem('tooManyComponents', 'component_sku', String(MAX_COMPONENTS))));
          continue;
        }
        if (write)
          await writePair(tx, clientId, bundle.id, component.id, value.quantity, stored !== undefined);
        if (stored === undefined) componentCount.set(bundle.id, (componentCount.get(bundle.id) ?? 0) + 1);
        quantity.set(key, value.quantity);
        bundles.add(bundle.id);
        components.add(component.id);
        decisions.push(stored === undefined ? created : updated);
      }
    }
    return decisions;
  },
};

async function writePair(
  tx: Parameters<KindDefinition<BundleRowValue>['decide']>[0],
  clientId: string,
  bundleId: string,
  componentId: string,
  quantity: number,
  exists: boolean,
): Promise<void> {
  if (exists) {
    await tx
      .update(bundleComponents)
      .set({ quantity })
      .where(and(eq(bundleComponents.bundleId, bundleId), eq(bundleComponents.componentId, componentId)));
    return;
  }
  await tx.insert(bundleComponents).values({ clientId, bundleId, componentId, quantity });
  await tx
    .update(products)
    .set({ isBundle: true, updatedAt: new Date() })
    .where(and(eq(products.id, bundleId), eq(products.isBundle, false)));
}
