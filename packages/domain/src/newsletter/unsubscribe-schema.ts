import { z } from 'zod';

/** DELETE /rest/newsletter_subscription/{mail} (spec 3 §7): the address to remove. */
export const UnsubscribeParamsSchema = z.object({
  mail: z.string().trim().min(1).max(254),
});

/** How a newsletter address is compared and stored: trimmed, lower case. */
export function normalizeNewsletterAddress(mail: string): string {
  return mail.trim().toLowerCase();
}
