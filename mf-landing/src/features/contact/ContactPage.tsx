import type { ComponentType } from 'react';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import InstagramIcon from '@mui/icons-material/Instagram';
import YouTubeIcon from '@mui/icons-material/YouTube';
import FacebookIcon from '@mui/icons-material/Facebook';
import { Box, Link, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { LAYOUT } from '@estiba/shared';
import { PageHero } from '../../components/PageHero';
import { MeetingScheduler } from '../meeting-scheduler';
import {
  callLink,
  chatLink,
  SOCIAL_PROFILES,
  supportContactFor,
  type SocialNetwork,
} from './supportContacts';

const HERO_TITLE_ID = 'contact-title';
const CHANNELS_TITLE_ID = 'contact-channels-title';
const SOCIAL_TITLE_ID = 'contact-social-title';
const SCHEDULER_TITLE_ID = 'contact-scheduler-title';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType> = {
  linkedin: LinkedInIcon,
  instagram: InstagramIcon,
  youtube: YouTubeIcon,
  facebook: FacebookIcon,
};

function ChannelIcon({ icon: Icon }: { icon: ComponentType }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'grid',
        placeItems: 'center',
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <Icon />
    </Box>
  );
}

/**
 * `/contact`: the support e-mail and phone of the reader's language (with a chat link built from the
 * phone), our social profiles and the embedded meeting scheduler.
 */
export function ContactPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const contact = supportContactFor(intl.locale);

  return (
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary' }}>
      <PageHero
        align="center"
        titleId={HERO_TITLE_ID}
        title={<FormattedMessage id="landing.contact.title" />}
        subtitle={<FormattedMessage id="landing.contact.subtitle" />}
      />

      <Box
        sx={{
          maxWidth: LAYOUT.contentMaxWidth,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: { xs: 6, md: 8 },
          display: 'grid',
          gap: { xs: 6, md: 6 },
          gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={6}>
          <section aria-labelledby={CHANNELS_TITLE_ID}>
            <Typography id={CHANNELS_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              <FormattedMessage id="landing.contact.channels.title" />
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              <FormattedMessage id="landing.contact.channels.intro" />
            </Typography>
            <Stack component="ul" spacing={3} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <ChannelIcon icon={EmailOutlinedIcon} />
                <div>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    <FormattedMessage id="landing.contact.channels.email" />
                  </Typography>
                  <Link href={`mailto:${contact.email}`} sx={{ fontWeight: 600, wordBreak: 'break-all' }}>
                    {contact.email}
                  </Link>
                </div>
              </Stack>
              <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <ChannelIcon icon={PhoneOutlinedIcon} />
                <div>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    <FormattedMessage id="landing.contact.channels.phone" />
                  </Typography>
                  <Link href={callLink(contact.phone)} sx={{ fontWeight: 600 }}>
                    {contact.phone}
                  </Link>
                </div>
              </Stack>
              <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <ChannelIcon icon={WhatsAppIcon} />
                <div>
                  <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
                    <FormattedMessage id="landing.contact.channels.chat" />
                  </Typography>
                  <Link
                    href={chatLink(contact.phone)}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ fontWeight: 600 }}
                  >
                    <FormattedMessage id="landing.contact.channels.chatLink" />
                  </Link>
                </div>
              </Stack>
            </Stack>
          </section>

          <section aria-labelledby={SOCIAL_TITLE_ID}>
            <Typography id={SOCIAL_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              <FormattedMessage id="landing.contact.social.title" />
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              <FormattedMessage id="landing.contact.social.intro" />
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              }}
            >
              {SOCIAL_PROFILES.map(({ network, name, url }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <Link
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('landing.contact.social.profile', { network: name })}
                      underline="hover"
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 1,
                        p: 1.5,
                        minHeight: 48,
                        borderRadius: 2,
                        border: 1,
                        borderColor: 'divider',
                        bgcolor: 'background.paper',
                        fontWeight: 600,
                      }}
                    >
                      <Icon />
                      {name}
                    </Link>
                  </li>
                );
              })}
            </Box>
          </section>
        </Stack>

        <section aria-labelledby={SCHEDULER_TITLE_ID}>
          <Typography id={SCHEDULER_TITLE_ID} variant="h4" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage id="landing.contact.scheduler.title" />
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 3 }}>
            <FormattedMessage id="landing.contact.scheduler.intro" />
          </Typography>
          <MeetingScheduler lazy />
        </section>
      </Box>
    </Box>
  );
}
