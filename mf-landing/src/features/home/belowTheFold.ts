/**
 * The style of a home page section below the first screen: the browser styles, lays out and paints it only
 * as it nears the viewport (it stays in the document, for search, links and assistive technology). The first
 * render of the prerendered page was its longest work on a phone (issue 15). `auto` in the intrinsic size
 * makes the browser remember a section's real height once rendered, so the page's length settles as it is read.
 */
export const BELOW_THE_FOLD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 640px' } as const;
