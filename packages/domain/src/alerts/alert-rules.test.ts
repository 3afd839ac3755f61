import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages.ts';
import {
  ALERT_ID_PATTERN,
  ALERT_TYPES,
  alertDelay,
  alertId,
  compareAlerts,
  isAlertType,
  overdueAlertType,
  trialAlertType,
} from './alert-rules.ts';
import { AlertIdParamsSchema, AlertSchema } from './alert-schema.ts';

describe('alerts (spec 1 §3, §9)', () => {
  it('has the four types of the spec, each with its toast delay', () => {
    expect(ALERT_TYPES).toEqual(['info', 'success', 'warning', 'danger']);
    expect(ALERT_TYPES.map(alertDelay)).toEqual([4000, 4000, 8000, 8000]);
    expect(isAlertType('danger')).toBe(true);
    expect(isAlertType('error')).toBe(false);
  });

  it('carries the fields of the spec', () => {
    const alert = {
      id: 'overdue-12',
      title: 'Pagamenti arretrati',
      description: 'Fattura 1',
      toast: false,
      unread: true,
      persistent: true,
      type: 'warning',
      actions: [{ label: 'Paga', route: 'payment', params: { id: 12 } }],
      date: '2026-12-01',
      time: null,
      delay: 8000,
    };
    expect(Object.keys(AlertSchema.shape)).toEqual([
      'id',
      'title',
      'description',
      'toast',
      'unread',
      'persistent',
      'type',
      'actions',
      'date',
      'time',
      'delay',
    ]);
    expect(AlertSchema.parse(alert).actions).toEqual([
      { label: 'Paga', route: 'payment', params: { id: 12 }, query: {} },
    ]);
    expect(AlertSchema.safeParse({ ...alert, actions: [{ label: 'x', route: 'nowhere' }] }).success).toBe(false);
    expect(AlertSchema.safeParse({ ...alert, type: 'error' }).success).toBe(false);
  });

  it("'Pagamenti arretrati' is a warning while 'Insoluto', danger beyond 30 days; a trial ending info, warning when cancelled", () => {
    expect([1, 30, 31, 90].map(overdueAlertType)).toEqual(['warning', 'warning', 'danger', 'danger']);
    expect([trialAlertType(true), trialAlertType(false)]).toEqual(['info', 'warning']);
    expect(translate('it', 'alerts.overdue.title')).toBe('Pagamenti arretrati');
  });

  it('names an alert by its cause, in a form the mark call accepts', () => {
    expect(alertId('overdue', 41)).toBe('overdue-41');
    expect(alertId('trial', 7, '2026-12-20')).toBe('trial-7-20261220');
    for (const id of ['overdue-41', 'trial-7-20261220']) {
      expect(ALERT_ID_PATTERN.test(id)).toBe(true);
      expect(AlertIdParamsSchema.safeParse({ id }).success).toBe(true);
    }
    for (const id of ['overdue', 'toast-1', 'overdue-1;drop', 'trial-1-2-3-4', `overdue-${'9'.repeat(30)}`])
      expect(AlertIdParamsSchema.safeParse({ id }).success).toBe(false);
  });

  it('sorts unread first, then newest', () => {
    const a = (id: string, unread: boolean, date: string, time: string | null = null) => ({ id, unread, date, time });
    const sorted = [
      a('r-new', false, '2026-12-05'),
      a('u-old', true, '2026-10-01'),
      a('u-new', true, '2026-12-01', '10:00'),
      a('u-new-early', true, '2026-12-01', '09:00'),
    ].sort(compareAlerts);
    expect(sorted.map((x) => x.id)).toEqual(['u-new', 'u-new-early', 'u-old', 'r-new']);
  });
});
