import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { Box, Button } from '@mui/material';
import { useIntl } from 'react-intl';
import { setLanguage, useLanguage, type Locale } from '@estiba/shared';
import { Flag } from './Flag';
import { languageOption } from './languages';

const LanguageMenu = lazy(() => import(/* webpackChunkName: "language-menu" */ './LanguageMenu'));

/** Flag button that opens the list of languages; the choice is stored and applied at once. */
export function LanguagePicker() {
  const intl = useIntl();
  const language = useLanguage();
  const current = languageOption(language);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so that closing plays its transition.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const languageCode = current.locale.slice(0, 2).toUpperCase();

  const choose = (locale: Locale) => {
    setAnchor(null);
    if (locale !== language) setLanguage(locale);
  };

  return (
    <>
      <Button
        color="inherit"
        // The label starts with the visible code, so speech users can say what they see (WCAG 2.5.3).
        aria-label={intl.formatMessage(
          { id: 'chrome.language.button' },
          { code: languageCode, language: current.nativeName },
        )}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
        sx={{ minWidth: 0, px: 1, gap: 1, fontWeight: 600 }}
      >
        <Flag country={current.country} />
        <Box component="span" aria-hidden sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {languageCode}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            language={language}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
