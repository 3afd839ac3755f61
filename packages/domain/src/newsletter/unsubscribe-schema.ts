import { z } from 'zod';

/** DELETE /rest/newsletter_subscription/{mail} (spec 3 §7): the address to remove. */
export const UnsubscribeParamsSchema = z.object({
  mail: z.string().trim().min(1).max(254),
});

/** The token of the link `/unsubscribe/{mail}?token=`: proof that the link was mailed to the address. */
export const UnsubscribeBodySchema = z.object({
  token: z.string().trim().max(200),
});

/** How a newsletter address is compared and stored: trimmed, lower case. */
export function normalizeNewsletterAddress(mail: string): string {
  return mail.trim().toLowerCase();
}
