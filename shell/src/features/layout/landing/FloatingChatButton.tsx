import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Fab } from '@mui/material';
import { useIntl } from 'react-intl';
import { chatLink, supportContactFor } from '@estiba/shared';

/** The messaging app's own green, which people recognise the button by. */
const CHAT_APP_GREEN = '#25D366';
const CHAT_APP_GREEN_DARK = '#128C7E';
/** Dark icon on the light green keeps the contrast above 4.5:1. */
const CHAT_ICON_COLOUR = '#0B3D2E';
/** Distance from the bottom-right corner of the window, in theme spacing units. */
const CORNER_OFFSET = { xs: 2, md: 3 };

/**
 * The floating chat button of the public pages (spec point 1): it opens a conversation with the support
 * phone of the reader's language, with a message showing interest already typed. The shell's public
 * frame draws it, so no public page can leave it out. It sits in a landmark of its own, outside the
 * page's main content and footer.
 */
export function FloatingChatButton() {
  const intl = useIntl();
  const { phone } = supportContactFor(intl.locale);
  const label = intl.formatMessage({ id: 'chrome.landing.chatButton.label' });
  const href = chatLink(phone, intl.formatMessage({ id: 'chrome.landing.chatButton.message' }));
  return (
    <Box component="aside" aria-label={label}>
      <Fab
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        // The browser's own tooltip: MUI's would bring its popper into every public page's first chunk.
        title={label}
        sx={(theme) => ({
          position: 'fixed',
          right: CORNER_OFFSET,
          bottom: CORNER_OFFSET,
          zIndex: theme.zIndex.speedDial,
          bgcolor: CHAT_APP_GREEN,
          color: CHAT_ICON_COLOUR,
          '&:hover': { bgcolor: CHAT_APP_GREEN_DARK, color: 'common.white' },
        })}
      >
        <WhatsAppIcon fontSize="large" />
      </Fab>
    </Box>
  );
}
