// `/floor/billing/disputes/:disputeId` (loaded lazily by the route module).
export { StaffDisputePage as default } from './StaffDisputePage';
