import { useSearchParams } from 'react-router-dom';
import { HELP_CENTER, TERMS_AND_CONDITIONS } from './documentNames';
import { LegalDocumentPage } from './LegalDocumentPage';

/** `/legal?n={document name}`: the document named in the address. */
export function LegalPage() {
  const [params] = useSearchParams();
  return <LegalDocumentPage name={params.get('n')?.trim() || null} />;
}

/** `/terms-and-conditions`: the general terms and conditions of the fulfillment service. */
export function TermsAndConditionsPage() {
  return <LegalDocumentPage name={TERMS_AND_CONDITIONS} />;
}

/** `/help-fulfillment`: the help centre. */
export function HelpFulfillmentPage() {
  return <LegalDocumentPage name={HELP_CENTER} />;
}
