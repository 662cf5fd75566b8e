// Charge disputes (issue 18): what the other billing screens use (the charges list opens the dialog from a charge's
// row and the thread of its dispute), and the texts. The staff screens load through ./desk and ./detail.
export { DisputeChargeDialog, type DisputeChargeDialogProps } from './DisputeChargeDialog';
export { DisputeThreadDialog, type DisputeThreadDialogProps } from './DisputeThreadDialog';
export { DisputeThread, type DisputeThreadProps } from './DisputeThread';
export { DisputeStatusChip } from './DisputeStatusChip';
export type { ChargeToDispute, DisputeDetail, DisputeStatus, DisputeSummary } from './disputes.api';
export { disputesMessages } from './messages';
