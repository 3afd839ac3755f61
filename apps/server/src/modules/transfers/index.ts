// Transfer data of concluded orders (spec 2 §7): the domain registrant and the hosting transfer
// forms, and the order they belong to. Secrets are sealed here, before any store sees them.
export { readOrder, sendDomainRegistrant, sendHostingTransfer, TRANSFER_SECRET } from './transfer-use-cases.ts';
