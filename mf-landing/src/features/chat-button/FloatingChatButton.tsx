import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Fab, Tooltip } from '@mui/material';
import { useIntl } from 'react-intl';
import { chatLink, supportContactFor } from '../contact/supportContacts';

/** The messaging app's own green, which people recognise the button by. */
const CHAT_APP_GREEN = '#25D366';
const CHAT_APP_GREEN_DARK = '#128C7E';
/** Distance from the bottom-right corner of the window, in theme spacing units. */
const CORNER_OFFSET = { xs: 2, md: 3 };

/**
 * The floating chat button of the public pages (spec point 1): it opens a conversation with the support
 * phone of the reader's language, with a message showing interest already typed. Every public page
 * renders it once, at its end.
 */
export function FloatingChatButton() {
  const intl = useIntl();
  const { phone } = supportContactFor(intl.locale);
  const label = intl.formatMessage({ id: 'landing.chatButton.label' });
  const href = chatLink(phone, intl.formatMessage({ id: 'landing.chatButton.message' }));
  return (
    <Tooltip title={label} placement="left">
      <Fab
        component="a"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        sx={(theme) => ({
          position: 'fixed',
          right: CORNER_OFFSET,
          bottom: CORNER_OFFSET,
          zIndex: theme.zIndex.speedDial,
          bgcolor: CHAT_APP_GREEN,
          // Dark icon on the light green keeps the contrast above 4.5:1.
          color: '#0B3D2E',
          '&:hover': { bgcolor: CHAT_APP_GREEN_DARK, color: '#fff' },
        })}
      >
        <WhatsAppIcon fontSize="large" />
      </Fab>
    </Tooltip>
  );
}
