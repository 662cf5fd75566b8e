import { Box, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ArticlePage } from '../../components/ArticlePage';
import { documentTitleId, humaniseDocumentName, isKnownDocument } from './documentNames';
import { useLegalDocument } from './useLegalDocument';

const TITLE_ID = 'legal-title';
/** Room held for the document while it loads, so the footer does not jump up and back. */
const LOADING_MIN_HEIGHT = 480;

/** The fetched document's own markup, set in the site's type scale. */
const documentSx = {
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '& h2': { typography: 'h5', fontWeight: 700, mt: 4, mb: 1.5 },
  '& h3': { typography: 'h6', fontWeight: 700, mt: 3, mb: 1 },
  '& h4, & h5, & h6': { typography: 'subtitle1', fontWeight: 700, mt: 2.5, mb: 1 },
  '& p': { mt: 0, mb: 2 },
  '& ul, & ol': { mt: 0, mb: 2, pl: 3 },
  '& li': { mb: 0.75 },
  '& a': { color: 'primary.main', textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 700 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: 2, display: 'block', overflowX: 'auto' },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1, textAlign: 'left', verticalAlign: 'top' },
  '& hr': { border: 0, borderTop: 1, borderColor: 'divider', my: 3 },
} as const;

function DocumentTitle({ name }: { name: string | null }): ReactNode {
  const intl = useIntl();
  if (name && isKnownDocument(name)) return intl.formatMessage({ id: documentTitleId(name) });
  const readable = name ? humaniseDocumentName(name) : '';
  return readable || intl.formatMessage({ id: 'landing.legal.untitled' });
}

function DocumentBody({ name, language }: { name: string | null; language: string }) {
  const state = useLegalDocument(name, language);
  if (state.status === 'loading') {
    return (
      <Box aria-busy="true" sx={{ minHeight: LOADING_MIN_HEIGHT }}>
        <Typography role="status" sx={{ color: 'text.secondary', mb: 2 }}>
          <FormattedMessage id="landing.legal.loading" />
        </Typography>
        <Box aria-hidden>
          <Skeleton variant="text" width="45%" sx={{ fontSize: '1.5rem', mb: 1 }} />
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} variant="text" width={index % 4 === 3 ? '70%' : '100%'} />
          ))}
        </Box>
      </Box>
    );
  }
  if (state.status === 'unavailable') {
    return (
      <Typography role="status" sx={{ color: 'text.secondary', py: 4 }}>
        <FormattedMessage id="errors.noDataAvailable" />
      </Typography>
    );
  }
  // Sanitised in useLegalDocument (sanitizeDocument) before it gets here.
  return <Box sx={documentSx} dangerouslySetInnerHTML={{ __html: state.html }} />;
}

/**
 * A legal or help document (spec point 2, /legal?n=, /terms-and-conditions, /help-fulfillment): the title
 * from its name, then the fetched document, or 'No data available'.
 */
export function LegalDocumentPage({ name }: { name: string | null }) {
  const intl = useIntl();
  return (
    <ArticlePage titleId={TITLE_ID} title={<DocumentTitle name={name} />}>
      <DocumentBody name={name} language={intl.locale} />
    </ArticlePage>
  );
}
