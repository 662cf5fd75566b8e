// The checked file between /orders/import and /orders/import/overview: kept in this module (the page's memory,
// the same module for both routes of the remote), never in storage — a reload starts over from the file.
import type { ImportPreview } from '@estiba/api/contract';

export interface ImportDraft {
  file: File;
  preview: ImportPreview;
}

let draft: ImportDraft | null = null;

export const keepDraft = (next: ImportDraft | null): void => {
  draft = next;
};
export const currentDraft = (): ImportDraft | null => draft;
