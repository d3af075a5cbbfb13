import { describe, expect, it } from 'vitest';
import { placeholders } from '../games/his/i18n/render.ts';
import { webEn, webEs } from './messages.ts';

describe('web client messages', () => {
  it('English and Spanish have the same keys and parameters', () => {
    expect(Object.keys(webEs).sort()).toEqual(Object.keys(webEn).sort());
    for (const key of Object.keys(webEn)) {
      expect(placeholders(webEs[key] ?? '').sort(), key).toEqual(placeholders(webEn[key]!).sort());
    }
  });
});
