import { describe, expect, it } from 'vitest';
import { placeholders } from '../games/his/i18n/render.ts';
import { tableEn, tableEs } from './messages-table.ts';
import { webEn } from './messages.ts';

describe('table panel messages', () => {
  it('English and Spanish have the same keys and parameters, and none shadows another web message', () => {
    expect(Object.keys(tableEs).sort()).toEqual(Object.keys(tableEn).sort());
    for (const key of Object.keys(tableEn)) {
      expect(placeholders(tableEs[key] ?? '').sort(), key).toEqual(placeholders(tableEn[key]!).sort());
      expect(webEn[key], key).toBeUndefined();
    }
  });
});
