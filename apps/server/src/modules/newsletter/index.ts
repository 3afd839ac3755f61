// The newsletter's subscribers and the signed links that take an address off it.
export { isUnsubscribeToken, subscriberLinks, unsubscribeToken } from './unsubscribe-links.ts';
