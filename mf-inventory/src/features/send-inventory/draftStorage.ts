// The wizard's draft survives a reload: kept in this tab's session storage, one per signed-in user (two
// people sharing a browser never see each other's shipment), with the idempotency key made once per draft.
import { newIdempotencyKey } from '../inventory-common';
import { emptyValues, STEPS, type SendInventoryValues } from './sendInventory.form';

export interface SendInventoryDraft {
  step: number;
  /** Sent as Idempotency-Key: resending the same draft creates one receiving order. */
  idempotencyKey: string;
  values: SendInventoryValues;
}

const DRAFT_VERSION = 1;
export const draftStorageKey = (userId: string) => `estiba.sendInventory.draft.v${DRAFT_VERSION}.${userId}`;

export const newDraft = (): SendInventoryDraft => ({
  step: 0,
  idempotencyKey: newIdempotencyKey(),
  values: emptyValues(),
});

const isText = (value: unknown): value is string => typeof value === 'string';

/** The stored draft, or a new one when there is none or it does not read as one (an older version). */
export function loadDraft(userId: string): SendInventoryDraft {
  try {
    const raw = sessionStorage.getItem(draftStorageKey(userId));
    if (!raw) return newDraft();
    const draft = JSON.parse(raw) as Partial<SendInventoryDraft>;
    const values = { ...emptyValues(), ...(draft.values ?? {}) };
    if (
      !isText(draft.idempotencyKey) ||
      !Number.isInteger(draft.step) ||
      !Array.isArray(values.lines) ||
      !values.lines.every(
        (line) => isText(line.productId) && isText(line.quantity) && Array.isArray(line.perBox),
      )
    ) {
      return newDraft();
    }
    return {
      step: Math.min(Math.max(draft.step ?? 0, 0), STEPS.length - 1),
      idempotencyKey: draft.idempotencyKey,
      values,
    };
  } catch {
    return newDraft();
  }
}

export function saveDraft(userId: string, draft: SendInventoryDraft): void {
  try {
    sessionStorage.setItem(draftStorageKey(userId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, it only forgets on reload.
  }
}

export function clearDraft(userId: string): void {
  sessionStorage.removeItem(draftStorageKey(userId));
}
