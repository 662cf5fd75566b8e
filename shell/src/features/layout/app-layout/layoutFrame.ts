import { LAYOUT, type LayoutSettings } from '@estiba/shared';

export interface LayoutFrame {
  /** Max width of the whole page in boxed mode (null: the window's width). */
  pageMaxWidth: number | null;
  /** Max width of the toolbar, horizontal navigation, content and footer rows in container mode. */
  rowMaxWidth: number | null;
  /** Max width of the main content area. */
  contentMaxWidth: number;
  /** Whether the side navbar is used (layout 1) or the navigation runs across the top (layouts 2 and 3). */
  sideNavigation: boolean;
}

/** The widths of spec point 9 that the layout settings select. */
export function layoutFrame(layout: LayoutSettings): LayoutFrame {
  const boxed = layout.style === 'layout3' ? LAYOUT.boxedMaxWidthLayout3 : LAYOUT.boxedMaxWidth;
  return {
    pageMaxWidth: layout.mode === 'boxed' ? boxed : null,
    rowMaxWidth: layout.mode === 'container' ? LAYOUT.containerWidth : null,
    contentMaxWidth: layout.mode === 'container' ? LAYOUT.containerWidth : LAYOUT.contentMaxWidth,
    sideNavigation: layout.style === 'layout1',
  };
}

/** Thin themed scrollbars for the layout's scroll containers when custom scrollbars are on. */
export const customScrollbarSx = {
  scrollbarWidth: 'thin',
  scrollbarColor: 'rgba(127,127,127,0.5) transparent',
  '&::-webkit-scrollbar': { width: 8, height: 8 },
  '&::-webkit-scrollbar-thumb': { backgroundColor: 'rgba(127,127,127,0.5)', borderRadius: 4 },
  '&::-webkit-scrollbar-track': { backgroundColor: 'transparent' },
} as const;
