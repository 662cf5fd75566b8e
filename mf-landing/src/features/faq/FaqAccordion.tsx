import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { FAQ_ITEMS, type FaqItem } from './faqItems';

function FaqAnswer({ item }: { item: FaqItem }) {
  const base = `landing.faq.${item.key}`;
  return (
    <>
      <Typography sx={{ color: 'text.secondary', lineHeight: 1.7 }}>
        <FormattedMessage id={`${base}.answer`} />
      </Typography>
      {item.steps ? (
        <Box
          component="ol"
          sx={{ mt: 1.5, mb: 0, pl: 3, color: 'text.secondary', display: 'grid', gap: 0.75 }}
        >
          {Array.from({ length: item.steps }, (_, index) => (
            <li key={index}>
              <FormattedMessage id={`${base}.step${index + 1}`} />
            </li>
          ))}
        </Box>
      ) : null}
      {item.note ? (
        <Typography sx={{ color: 'text.secondary', lineHeight: 1.7, mt: 1.5 }}>
          <FormattedMessage id={`${base}.note`} />
        </Typography>
      ) : null}
    </>
  );
}

/**
 * The questions, each opening and closing on its own (several may be open at once); only the first
 * starts open. Each question is a heading with a button, its answer a region labelled by it.
 */
export function FaqAccordion() {
  return (
    <Box>
      {FAQ_ITEMS.map((item, index) => {
        const summaryId = `faq-${item.key}-question`;
        const answerId = `faq-${item.key}-answer`;
        return (
          <Accordion
            key={item.key}
            defaultExpanded={index === 0}
            disableGutters
            elevation={0}
            sx={{ border: 1, borderColor: 'divider', '&:not(:last-of-type)': { borderBottom: 0 } }}
          >
            <AccordionSummary id={summaryId} aria-controls={answerId} expandIcon={<ExpandMoreIcon />}>
              <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>
                <FormattedMessage id={`landing.faq.${item.key}.question`} />
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <FaqAnswer item={item} />
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
