import type { Locale } from '@estiba/shared';

/** The country whose flag stands for a locale. */
export type FlagCountry = 'US' | 'MX' | 'CO' | 'AR' | 'CL' | 'ES';

export const LOCALE_COUNTRY: Record<Locale, FlagCountry> = {
  'en-US': 'US',
  'es-MX': 'MX',
  'es-CO': 'CO',
  'es-AR': 'AR',
  'es-CL': 'CL',
  'es-ES': 'ES',
};

// Simplified flags drawn inline: no image requests, crisp at any size, and the picker works offline.
function FlagArt({ country }: { country: FlagCountry }) {
  switch (country) {
    case 'US':
      return (
        <>
          <rect width="30" height="20" fill="#fff" />
          {[0, 2, 4, 6, 8, 10, 12].map((row) => (
            <rect key={row} y={(row * 20) / 13} width="30" height={20 / 13} fill="#b22234" />
          ))}
          <rect width="12" height={(20 / 13) * 7} fill="#3c3b6e" />
        </>
      );
    case 'MX':
      return (
        <>
          <rect width="10" height="20" fill="#006847" />
          <rect x="10" width="10" height="20" fill="#fff" />
          <rect x="20" width="10" height="20" fill="#ce1126" />
          <circle cx="15" cy="10" r="2.6" fill="#8c6a2f" />
        </>
      );
    case 'CO':
      return (
        <>
          <rect width="30" height="10" fill="#fcd116" />
          <rect y="10" width="30" height="5" fill="#003893" />
          <rect y="15" width="30" height="5" fill="#ce1126" />
        </>
      );
    case 'AR':
      return (
        <>
          <rect width="30" height="20" fill="#74acdf" />
          <rect y="6.67" width="30" height="6.67" fill="#fff" />
          <circle cx="15" cy="10" r="2.2" fill="#f6b40e" />
        </>
      );
    case 'CL':
      return (
        <>
          <rect width="30" height="10" fill="#fff" />
          <rect y="10" width="30" height="10" fill="#d52b1e" />
          <rect width="10" height="10" fill="#0039a6" />
          <polygon
            points="5,2.2 5.9,4.3 8.2,4.4 6.4,5.9 7,8.1 5,6.9 3,8.1 3.6,5.9 1.8,4.4 4.1,4.3"
            fill="#fff"
          />
        </>
      );
    case 'ES':
      return (
        <>
          <rect width="30" height="20" fill="#aa151b" />
          <rect y="5" width="30" height="10" fill="#f1bf00" />
        </>
      );
  }
}

interface FlagProps {
  country: FlagCountry;
  /** Accessible name; omit when a visible text beside the flag already names the language. */
  label?: string;
  width?: number;
}

export function Flag({ country, label, width = 24 }: FlagProps) {
  return (
    <svg
      data-flag={country}
      viewBox="0 0 30 20"
      width={width}
      height={(width * 2) / 3}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      style={{ borderRadius: 2, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', flexShrink: 0 }}
    >
      <FlagArt country={country} />
    </svg>
  );
}
