// Charge disputes (issue 18): what the other billing screens use (the charges list opens the dialog from a charge's
// row and the thread of its dispute), and the texts. The staff screens load through ./desk and ./detail.
// A charge row's whole dispute cell: <ChargeDisputeAction charge={charge} onOpened={reload} /> (the Dispute button,
// or the dispute's status opening its thread); or the dialogs alone.
export { ChargeDisputeAction, type ChargeDisputeActionProps } from './ChargeDisputeAction';
export { DisputeChargeDialog, type DisputeChargeDialogProps } from './DisputeChargeDialog';
export { DisputeThreadDialog, type DisputeThreadDialogProps } from './DisputeThreadDialog';
export { DisputeThread, type DisputeThreadProps } from './DisputeThread';
export { DisputeStatusChip } from './DisputeStatusChip';
export type { ChargeToDispute, DisputeDetail, DisputeStatus, DisputeSummary } from './disputes.api';
export { disputesMessages } from './messages';
