import { Fragment, type ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { ArticlePage } from '../../components/ArticlePage';
import { PRIVACY_CONTACT_EMAIL } from '../contact/supportContacts';
import { LAST_UPDATED, NOTICE_INTRO, NOTICE_SECTIONS, type NoticeBlock } from './privacyNotice';

const TITLE_ID = 'privacy-title';
const EMAIL_TOKEN = '{email}';

/** A paragraph of the notice, with the privacy e-mail shown as a link where the text names it. */
function withEmail(text: string): ReactNode {
  const parts = text.split(EMAIL_TOKEN);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <Link href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</Link>
      )}
    </Fragment>
  ));
}

function Block({ block }: { block: NoticeBlock }) {
  if (typeof block === 'string') {
    return <Typography sx={{ lineHeight: 1.75, mb: 2 }}>{withEmail(block)}</Typography>;
  }
  return (
    <Box component="ul" sx={{ mt: 0, mb: 2, pl: 3, display: 'grid', gap: 0.75, lineHeight: 1.75 }}>
      {block.list.map((item) => (
        <li key={item}>{withEmail(item)}</li>
      ))}
    </Box>
  );
}

/**
 * `/privacy-policies`: the static privacy notice under Mexican data-protection law. The notice is
 * Spanish in every language (marked lang="es-MX" for screen readers); the page title and the note
 * above it follow the reader's language.
 */
export function PrivacyPoliciesPage() {
  return (
    <ArticlePage
      titleId={TITLE_ID}
      title={<FormattedMessage id="landing.privacyPolicies.title" />}
      titleSx={{ mb: 1.5 }}
    >
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        <FormattedMessage id="landing.privacyPolicies.note" />
      </Typography>
      <Box lang="es-MX">
        <Typography sx={{ color: 'text.secondary', mb: 3 }}>{LAST_UPDATED}</Typography>
        {NOTICE_INTRO.map((paragraph) => (
          <Typography key={paragraph} sx={{ lineHeight: 1.75, mb: 2 }}>
            {withEmail(paragraph)}
          </Typography>
        ))}
        {NOTICE_SECTIONS.map((section) => {
          const headingId = `privacy-section-${section.numeral}`;
          return (
            <Box component="section" key={section.numeral} aria-labelledby={headingId} sx={{ mt: 4 }}>
              <Typography id={headingId} variant="h5" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
                {section.numeral}. {section.title}
              </Typography>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </Box>
          );
        })}
      </Box>
    </ArticlePage>
  );
}
