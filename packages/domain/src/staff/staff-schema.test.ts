import { describe, expect, it } from 'vitest';
import { PROVIDER_TIME_ZONE } from '../invoices/invoice-rules.ts';
import { plusMonths } from '../movements/movement-rules.ts';
import { isoDateIn } from '../products/product-rules.ts';
import { StaffPaidSchema, StaffQueueDecisionSchema } from './staff-schema.ts';

const today = () => isoDateIn(new Date(), PROVIDER_TIME_ZONE);
const messageOf = (paid_on: string) => StaffPaidSchema.safeParse({ paid_on }).error?.issues[0]?.message;

describe('the payment date of a commission or co-marketing request', () => {
  it('is a real calendar day, today or before', () => {
    expect(StaffPaidSchema.parse({ paid_on: today() })).toEqual({ paid_on: today() });
    expect(StaffPaidSchema.parse({ paid_on: '2024-02-29' })).toEqual({ paid_on: '2024-02-29' });
    for (const day of ['2025-02-29', '2026-02-30', '2026-13-01', '06/12/2026', 'ieri'])
      expect(StaffPaidSchema.safeParse({ paid_on: day }).success, day).toBe(false);
    expect(messageOf(plusMonths(today(), 1))).toBe('staff.paid_on_future');
    expect(StaffPaidSchema.safeParse({ paid_on: '' }).success).toBe(false);
  });

  it('is optional in a decision (the queue that needs it requires it) and checked when given', () => {
    expect(StaffQueueDecisionSchema.parse({ decision: 'accept' })).toEqual({ decision: 'accept' });
    expect(StaffQueueDecisionSchema.safeParse({ decision: 'accept', paid_on: '2026-02-30' }).success).toBe(false);
  });
});
