// Colours of the powers on the map and panels (our own palette).
import type { Power } from '../../games/his/data/powers.ts';

export const POWER_COLORS: Record<Power, string> = {
  ottoman: '#3f8f3a',
  hapsburg: '#e3bd2b',
  england: '#c73a32',
  france: '#2d63b8',
  papacy: '#8656b5',
  protestant: '#7b5230',
  genoa: '#ef8a2a',
  hungary: '#d89aa6',
  scotland: '#76b3e0',
  venice: '#2aa79b',
  independent: '#a9a9a9',
};

const DARK_TEXT = new Set<Power>(['hapsburg', 'hungary', 'scotland', 'independent', 'genoa']);

export function powerColor(power: string): string {
  return POWER_COLORS[power as Power] ?? '#888';
}

/** Text colour readable on the power's colour. */
export function powerInk(power: string): string {
  return DARK_TEXT.has(power as Power) ? '#1d1d1d' : '#ffffff';
}
