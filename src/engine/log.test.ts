import { describe, expect, it } from 'vitest';
import { canSeeLogEntry, logEntry, visibleLog } from './log.ts';

describe('log', () => {
  it('logEntry builds plain JSON entries, with `to` only when given', () => {
    expect(logEntry('his.log.vp', { power: 'england', vp: 2 })).toEqual({
      key: 'his.log.vp',
      params: { power: 'england', vp: 2 },
    });
    expect(Object.keys(logEntry('k'))).toEqual(['key', 'params']);
    expect(logEntry('k', {}, ['papacy'])).toEqual({ key: 'k', params: {}, to: ['papacy'] });
  });

  it('copies the `to` list rather than sharing it', () => {
    const to = ['papacy'];
    const entry = logEntry('k', {}, to);
    to.push('protestant');
    expect(entry.to).toEqual(['papacy']);
  });

  const entries = [
    logEntry('public.1'),
    logEntry('hand.papacy', { card: 7 }, ['papacy']),
    logEntry('shared', {}, ['papacy', 'protestant']),
    logEntry('nobody', {}, []),
    logEntry('public.2'),
  ];

  it('shows a player the public entries and those addressed to it, in order', () => {
    expect(visibleLog(entries, 'papacy').map((e) => e.key)).toEqual(['public.1', 'hand.papacy', 'shared', 'public.2']);
    expect(visibleLog(entries, 'protestant').map((e) => e.key)).toEqual(['public.1', 'shared', 'public.2']);
    expect(visibleLog(entries, 'ottoman').map((e) => e.key)).toEqual(['public.1', 'public.2']);
  });

  it('shows spectators only entries without `to`', () => {
    expect(visibleLog(entries, null).map((e) => e.key)).toEqual(['public.1', 'public.2']);
    expect(canSeeLogEntry(entries[1] ?? logEntry('x'), null)).toBe(false);
  });
});
