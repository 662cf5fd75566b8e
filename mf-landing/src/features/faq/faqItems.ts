// The 13 questions of the FAQ page, written from the FAQ topics of spec point 2. Texts live under
// landing.faq.<key>.question / .answer, with .step1..N for the questions answered step by step.

export interface FaqItem {
  key: string;
  /** How many numbered steps follow the answer (none when absent). */
  steps?: number;
  /** A closing sentence after the steps. */
  note?: boolean;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  { key: 'platform' },
  { key: 'account' },
  { key: 'integrate', steps: 5 },
  { key: 'sendInventory', steps: 7, note: true },
  { key: 'boxLabels' },
  { key: 'multiple' },
  { key: 'sharedStock' },
  { key: 'mainShop' },
  { key: 'automaticOrders', steps: 7 },
  { key: 'noStock' },
  { key: 'tracking' },
  { key: 'warehouseStatus' },
  { key: 'ownLabels' },
];

/** The "How does it work" video, published in English and in Spanish. */
export const HOW_IT_WORKS_VIDEO_URLS = {
  en: 'https://videos.estiba.com/how-does-it-work',
  es: 'https://videos.estiba.com/como-funciona',
} as const;

export function howItWorksVideoUrl(language: string): string {
  return language.toLowerCase().startsWith('es') ? HOW_IT_WORKS_VIDEO_URLS.es : HOW_IT_WORKS_VIDEO_URLS.en;
}
