import { describe, expect, it } from 'vitest';
import { initialsOf, inOfficeHours, ticketProductRequired, urgentCharge } from './ticket-rules.ts';
import { AuthCodeRequestSchema, newTicketSchema, TicketReplySchema } from './tickets-schema.ts';

describe('ticket rules (spec 3 §5, §6, §9)', () => {
  it.each([
    ['tecnica', true, true],
    ['tecnica', false, false],
    ['amministrativa', true, false],
    ['commerciale', true, false],
    [undefined, true, false],
  ] as const)('product required for %s with products=%s: %s', (department, hasProducts, required) => {
    expect(ticketProductRequired(department, hasProducts)).toBe(required);
  });

  it('bills the urgent surcharge unless premium, never a non-urgent ticket', () => {
    expect(urgentCharge(true, false, 5000)).toBe(5000);
    expect(urgentCharge(true, true, 5000)).toBe(0);
    expect(urgentCharge(false, false, 5000)).toBe(0);
  });

  it.each([
    ['2026-11-23T08:00:00Z', true], // Monday 09:00 in Rome
    ['2026-11-23T07:59:00Z', false], // Monday 08:59
    ['2026-11-23T16:59:00Z', true], // Monday 17:59
    ['2026-11-23T17:00:00Z', false], // Monday 18:00
    ['2026-11-28T10:00:00Z', false], // Saturday
    ['2026-11-29T10:00:00Z', false], // Sunday
    ['2026-07-06T07:30:00Z', true], // Monday 09:30 in summer time
  ])('office hours at %s: %s', (at, inside) => expect(inOfficeHours(new Date(at))).toBe(inside));

  it.each([
    ['Mario Rossi', 'MR'],
    ['chiara de la operatrice', 'CO'],
    ['staff', 'S'],
    ['  ', '?'],
  ])('initials of %j: %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});

describe('ticket schemas', () => {
  it('requires department, title and message, and the product for tecnica when products exist', () => {
    const empty = newTicketSchema(true).safeParse({ titolo: ' ', messaggio: '' });
    expect(empty.success).toBe(false);
    expect(empty.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['department', 'messaggio', 'titolo']);
    const tecnica = newTicketSchema(true).safeParse({ department: 'tecnica', titolo: 'x', messaggio: 'y' });
    expect(tecnica.error!.issues).toEqual([
      expect.objectContaining({ path: ['id_product'], message: 'tickets.product_required' }),
    ]);
    expect(newTicketSchema(false).safeParse({ department: 'tecnica', titolo: 'x', messaggio: 'y' }).success).toBe(true);
    expect(
      newTicketSchema(true).parse({ department: 'tecnica', id_product: 3, titolo: 'x', messaggio: 'y' }),
    ).toMatchObject({ urgente: false, attachments: [] });
  });

  it('takes at most three attachments, in base64', () => {
    const file = { filename: 'a.png', content: 'iVBORw0K' };
    expect(TicketReplySchema.safeParse({ messaggio: 'x', attachments: [file, file, file] }).success).toBe(true);
    expect(TicketReplySchema.safeParse({ messaggio: 'x', attachments: [file, file, file, file] }).success).toBe(false);
    expect(
      TicketReplySchema.safeParse({ messaggio: 'x', attachments: [{ filename: 'a', content: 'not base64!' }] }).success,
    ).toBe(false);
  });

  it('AuthCode request: title and detail required', () => {
    expect(AuthCodeRequestSchema.safeParse({ titolo: '', dettaglio: '' }).success).toBe(false);
    expect(AuthCodeRequestSchema.safeParse({ titolo: 'AuthCode x.it', dettaglio: 'per trasferimento' }).success).toBe(
      true,
    );
  });
});
