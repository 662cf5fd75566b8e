/**
 * Decorative drawing for the hero: stacked boxes leaving on a truck. Inline SVG in the theme's
 * colour, so it costs no request and follows white-label themes; hidden from assistive technology.
 */
export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 320 220"
      width="100%"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', height: 'auto', maxWidth: 420, marginInline: 'auto' }}
    >
      <ellipse cx="160" cy="196" rx="150" ry="14" fill="currentColor" opacity="0.08" />
      <g fill="currentColor">
        <rect x="24" y="118" width="74" height="74" rx="6" opacity="0.35" />
        <rect x="104" y="118" width="74" height="74" rx="6" opacity="0.5" />
        <rect x="64" y="40" width="74" height="74" rx="6" opacity="0.7" />
      </g>
      <g stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.9">
        <path d="M61 118v22M141 118v22M101 40v22" />
      </g>
      <g fill="currentColor">
        <path d="M196 92h74l26 32v62h-100z" opacity="0.9" />
        <path d="M270 100v28h22" fill="none" stroke="#fff" strokeWidth="4" strokeLinejoin="round" />
      </g>
      <g fill="#fff" stroke="currentColor" strokeWidth="6">
        <circle cx="222" cy="188" r="13" />
        <circle cx="276" cy="188" r="13" />
      </g>
      <circle cx="250" cy="52" r="24" fill="currentColor" opacity="0.9" />
      <path
        d="M239 52l8 8 15-16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
