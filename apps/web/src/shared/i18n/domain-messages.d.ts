// Served by the domainMessages plugin of vite.config.ts.
declare module 'virtual:domain-messages/*' {
  import type { Messages } from '@sportello/domain';

  const messages: Messages;
  export default messages;
}
