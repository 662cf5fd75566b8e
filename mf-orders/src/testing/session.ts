// Moved to @estiba/shared/testing; kept until the remote's last test imports it from there.
export { demoMerchant, resetPage } from '@estiba/shared/testing';
