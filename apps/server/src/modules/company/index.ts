// Company: the billing profile, skills, payment settings, terms and approval of a company, the
// operations on them (use cases, each audited), and the contract texts of its billing entity.
export { approveCompany } from './approval-use-cases.ts';
export { approvalQueue } from './approval-queue.ts';
export { billingChangeQueue } from './billing-change-queue.ts';
export { mailDecision } from './decision-mail.ts';
export { makeReseller } from './reseller.ts';
export { changeCurrency, sendChangeRequest } from './billing-use-cases.ts';
export {
  affiliationTokenOf,
  createCompany,
  createProspectCompany,
  findAffiliate,
  type NewCompany,
} from './company-creation.ts';
export { saveCompanyForm } from './company-form.ts';
export { rememberPartnerIban, saveCashbackMonths } from './cashback-months.ts';
export { enableRecurringPayments, findCompaniesByIdOrName, recordSurveyCompletion } from './company-store.ts';
export { companyProfile, newCompanyDefaults } from './company-view.ts';
export { findContractText } from './contract-texts.ts';
export { localizedSkills, paymentModeName } from './skills-catalogue.ts';
