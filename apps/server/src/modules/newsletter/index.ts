// The newsletter's subscribers and the signed links that take an address off it.
export { addSubscriber, isSubscriber, moveSubscriber, removeSubscriber } from './subscriptions-store.ts';
export { isUnsubscribeToken, subscriberLinks, unsubscribeToken } from './unsubscribe-links.ts';
